// What a first visit runs goes into as few files as possible. Left alone, Rolldown cuts modules
// shared between the entry and lazy chunks into many small chunks; a first visit downloads them
// all anyway, and each file compresses on its own (about 4 KB gzip lost over ~25 files, and as
// many requests). So the build runs twice: pass 1 records which modules the chunks of a first
// visit to `/` hold (the entry, its static imports and the preloaded home page); pass 2 groups
// exactly those modules into one `first-load` chunk. Lazy chunks then import from it.
//
// A prerendered page with much code of its own (the lobby: ~22 chunks, 26.8 KB gzip as separate
// files, 20.3 KB as one) gets the same treatment for what its first visit adds, in two groups so
// no other page downloads code it does not use: the page's `area` (the chunks only its feature
// folders use: the lobby, the game pages, the game cards) and the pieces it shares with the rest
// of the app (empty states, badges, the error wording), which the pages that share them load.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Plugin } from 'vite';

export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
}

/** A prerendered page whose first visit's own chunks are grouped (see the top of this file). */
export interface PageGroup {
  /** The group's chunk name; its shared pieces go to `<name>-shared`. */
  name: string;
  /** The page's module (the facade of its lazy chunk), e.g. `/src/features/lobby/LobbyPage.tsx`. */
  page: string;
  /** Folders (module path parts) whose code belongs to the page's area. */
  area: readonly string[];
}

export interface FirstLoadPlan {
  firstLoad: string[];
  groups: { name: string; modules: string[] }[];
}

/** Every chunk reachable from `roots` by static imports. */
function staticClosure(roots: readonly ChunkLike[], byFile: ReadonlyMap<string, ChunkLike>): Set<ChunkLike> {
  const reached = new Set<ChunkLike>();
  const visit = (chunk: ChunkLike | undefined) => {
    if (!chunk || reached.has(chunk)) return;
    reached.add(chunk);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  for (const root of roots) visit(root);
  return reached;
}

/** Pass 1: the modules of the first visit to `/`, and of each page group's first visit beyond it. */
export function planFirstLoad(
  chunks: readonly ChunkLike[],
  firstPageModule: string,
  pageGroups: readonly PageGroup[],
): FirstLoadPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const modulesOf = (set: Iterable<ChunkLike>) => [...set].flatMap((chunk) => chunk.moduleIds).sort();
  const firstLoad = staticClosure(
    chunks.filter((chunk) => chunk.isEntry || chunk.facadeModuleId?.endsWith(firstPageModule)),
    byFile,
  );
  const importers = new Map<ChunkLike, ChunkLike[]>();
  for (const chunk of chunks)
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) importers.set(imported, [...(importers.get(imported) ?? []), chunk]);
    }

  const groups = pageGroups.flatMap(({ name, page, area }) => {
    const pageChunk = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(page));
    if (!pageChunk) return [];
    const visit = [...staticClosure([pageChunk], byFile)].filter((chunk) => !firstLoad.has(chunk));
    // The area: the area's pages and chunks of the area's own modules, then (to a fixed point)
    // chunks that only the area imports. A chunk the rest of the app also imports is shared.
    const inArea = (id: string | null) => id !== null && area.some((folder) => id.includes(folder));
    const areaChunks = new Set(
      chunks.filter(
        (chunk) =>
          inArea(chunk.facadeModuleId) || (chunk.moduleIds.length > 0 && chunk.moduleIds.every(inArea)),
      ),
    );
    for (let grown = true; grown; ) {
      grown = false;
      for (const chunk of chunks) {
        const by = importers.get(chunk) ?? [];
        if (!areaChunks.has(chunk) && by.length > 0 && by.every((importer) => areaChunks.has(importer))) {
          areaChunks.add(chunk);
          grown = true;
        }
      }
    }
    // The shared group must not import the area's group (two chunks importing each other can run
    // a module before one it uses): what a shared piece imports is shared too.
    const shared = staticClosure(
      visit.filter((chunk) => !areaChunks.has(chunk)),
      byFile,
    );
    return [
      { name, modules: modulesOf(visit.filter((chunk) => !shared.has(chunk))) },
      { name: `${name}-shared`, modules: modulesOf(visit.filter((chunk) => shared.has(chunk))) },
    ].filter((group) => group.modules.length > 0);
  });
  return { firstLoad: modulesOf(firstLoad), groups };
}

/** Pass 1 (and 2): writes the plan (planFirstLoad) to `planFile`. */
export function recordFirstLoad(
  planFile: string,
  firstPageModule: string,
  pageGroups: readonly PageGroup[] = [],
): Plugin {
  return {
    name: 'casino-record-first-load',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output) => output.type === 'chunk',
      ) as unknown as ChunkLike[];
      mkdirSync(dirname(planFile), { recursive: true });
      writeFileSync(planFile, JSON.stringify(planFirstLoad(chunks, firstPageModule, pageGroups)));
    },
  };
}

/**
 * Pass 2: the code-splitting groups for the recorded modules (none in pass 1): `first-load`, with
 * `alsoFirst` (module paths, e.g. the styles a prerendered page's first frame needs: the
 * prerendered HTML links the first load's stylesheet only), then each page group.
 */
export function firstLoadGroups(planFile: string, usePlan: boolean, alsoFirst: readonly string[] = []) {
  if (!usePlan || !existsSync(planFile)) return [];
  const plan = JSON.parse(readFileSync(planFile, 'utf8')) as FirstLoadPlan;
  const firstLoad = new Set(plan.firstLoad);
  const isAlsoFirst = (id: string) => alsoFirst.some((path) => id.endsWith(path));
  // Only the recorded modules: pulling in their dependencies too would move code that only lazy
  // chunks use (a barrel's other exports) into the group.
  return [
    {
      name: 'first-load',
      test: (id: string) => firstLoad.has(id) || isAlsoFirst(id),
      includeDependenciesRecursively: false,
    },
    ...plan.groups.map(({ name, modules }) => {
      const members = new Set(modules);
      return {
        name,
        test: (id: string) => members.has(id) && !isAlsoFirst(id),
        includeDependenciesRecursively: false,
      };
    }),
  ];
}
