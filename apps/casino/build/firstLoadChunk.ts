// What a first visit runs goes into as few files as possible. Left alone, Rolldown cuts modules
// shared between the entry and lazy chunks into many small chunks; a first visit downloads them
// all anyway, and each file compresses on its own (about 4 KB gzip lost over ~25 files, and as
// many requests). So the build runs twice: pass 1 records which modules the chunks of a first
// visit to `/` hold (the entry, its static imports and the preloaded home page); pass 2 groups
// exactly those modules into one `first-load` chunk. Lazy chunks then import from it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
}

/** Pass 1 (and 2): writes the module ids of the first visit's chunks to `planFile`. */
export function recordFirstLoad(planFile: string, firstPageModule: string): Plugin {
  return {
    name: 'casino-record-first-load',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output) => output.type === 'chunk',
      ) as unknown as ChunkLike[];
      const byFile = new Map(Object.entries(bundle).filter(([, output]) => output.type === 'chunk')) as Map<
        string,
        unknown
      > as Map<string, ChunkLike>;
      const wanted = new Set<ChunkLike>();
      const visit = (chunk: ChunkLike | undefined) => {
        if (!chunk || wanted.has(chunk)) return;
        wanted.add(chunk);
        for (const file of chunk.imports) visit(byFile.get(file));
      };
      for (const chunk of chunks) {
        if (chunk.isEntry || chunk.facadeModuleId?.endsWith(firstPageModule)) visit(chunk);
      }
      const moduleIds = [...wanted].flatMap((chunk) => chunk.moduleIds).sort();
      mkdirSync(dirname(planFile), { recursive: true });
      writeFileSync(planFile, JSON.stringify(moduleIds));
    },
  };
}

/**
 * Pass 2: the code-splitting group for the recorded modules (none in pass 1), and for `alsoFirst`
 * (module paths, e.g. the styles a prerendered page's first frame needs: the prerendered HTML
 * links the first load's stylesheet only).
 */
export function firstLoadGroups(planFile: string, usePlan: boolean, alsoFirst: readonly string[] = []) {
  if (!usePlan || !existsSync(planFile)) return [];
  const modules = new Set(JSON.parse(readFileSync(planFile, 'utf8')) as string[]);
  // Only the recorded modules: pulling in their dependencies too would move code that only lazy
  // chunks use (a barrel's other exports) into the first load.
  return [
    {
      name: 'first-load',
      test: (id: string) => modules.has(id) || alsoFirst.some((path) => id.endsWith(path)),
      includeDependenciesRecursively: false,
    },
  ];
}
