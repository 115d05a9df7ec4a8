import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every TypeScript source under `dir` (.ts and .tsx, tests included), for the architecture tests. */
export function typeScriptSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return typeScriptSources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
