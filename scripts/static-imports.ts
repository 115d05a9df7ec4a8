import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The file a relative specifier names: as written, or with `.ts`, `.tsx`, `/index.ts`. */
function fileOf(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/**
 * The files `file` imports statically inside `root` (an absolute folder). Type-only imports
 * (`import type`) and `import()` are left out; an import naming only types inline (`import { type A }`)
 * still counts, as it would be a mistake to rely on its removal. Tests only: read as text, never run.
 */
export function importsOf(file: string, root: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of code.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^;]*?\sfrom\s+)?'(\.[^']+)'/gms)) {
    const target = fileOf(file, match[1] as string);
    if (target && target.startsWith(root) && !target.endsWith('.test.ts')) found.push(target);
  }
  return found;
}

/** What `entries` import statically, transitively, inside `root`, the entries included: what a bundler puts in their first file. */
export function staticallyImported(entries: readonly string[], root: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file, root));
  }
  return seen;
}
