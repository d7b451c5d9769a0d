// The app's import graph rules (issue 11): a feature imports only core/, packages and its own
// folder; the shell imports no feature and not the registry (it receives it); core/ imports no
// feature, no shell and not the registry. Checked over the real tree by importBoundaries.test.ts.
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';

export interface SourceFile {
  /** Path relative to the app's src/ folder, with forward slashes. */
  path: string;
  text: string;
}

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

/** The top-level area of a path under src/: 'features/<name>', 'core', 'shell', 'app', … */
function areaOf(path: string): string {
  const [top, second] = path.split('/');
  return top === 'features' && second !== undefined ? `features/${second}` : (top ?? '');
}

function rulesBroken(fromArea: string, toArea: string): string | null {
  if (fromArea.startsWith('features/') && toArea !== fromArea && toArea !== 'core')
    return `a feature imports only core/, packages and its own folder (${fromArea} → ${toArea})`;
  if (fromArea === 'shell' && (toArea.startsWith('features/') || toArea === 'app'))
    return `the shell imports no feature and not the registry (→ ${toArea})`;
  if (fromArea === 'core' && (toArea.startsWith('features/') || toArea === 'shell' || toArea === 'app'))
    return `core/ imports no feature, no shell and not the registry (→ ${toArea})`;
  return null;
}

/** Every relative import (static, dynamic, re-export) of every file that breaks a rule. */
export function findViolations(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(file.text, true, true);
    for (const { fileName: specifier } of importedFiles) {
      if (!specifier.startsWith('.')) continue;
      const target = normalize(join(dirname(file.path), specifier)).replaceAll('\\', '/');
      if (target.startsWith('..')) continue; // outside src/ (the app's own config files)
      // A feature's test may check itself against the assembled app (the registry), never import
      // another feature.
      const toArea = areaOf(target);
      if (toArea === 'app' && /\.test\.tsx?$/.test(file.path)) continue;
      const rule = rulesBroken(areaOf(file.path), toArea);
      if (rule) violations.push({ file: file.path, specifier, rule });
    }
  }
  return violations;
}

/** Paths relative to `root`, forward slashes. */
export function relativeSourcePath(root: string, path: string): string {
  return relative(root, path).replaceAll('\\', '/');
}
