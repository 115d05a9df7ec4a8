// Every installed package must accept Node 20.19 (this project's floor) in its `engines`.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

const FLOOR = '20.19.0';
const problems = [];
let checked = 0;
function visit(dir) {
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const path = join(dir, name);
    if (name.startsWith('@')) {
      visit(path);
      continue;
    }
    const manifest = join(path, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
    checked++;
    const range = pkg.engines?.node;
    if (range && !semver.satisfies(FLOOR, range, { includePrerelease: true })) {
      problems.push(`${pkg.name}@${pkg.version} wants node ${range}`);
    }
    const nested = join(path, 'node_modules');
    if (existsSync(nested)) visit(nested);
  }
}
visit('node_modules');
if (problems.length) {
  console.error(`Packages refusing Node ${FLOOR}:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`${checked} installed packages accept Node ${FLOOR}.`);
