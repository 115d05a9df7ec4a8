import { execFileSync } from 'node:child_process';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

interface Hook {
  inject(): number;
  onCommitFiberRoot(id: number, root: { current: unknown }): void;
}

/**
 * The page script of scripts/perf/page-figures.ts as `npm run bench` makes it: under tsx, whose esbuild keeps
 * functions' names by wrapping them in a `__name` helper the page does not have.
 */
function benchWatchScript(): string {
  return execFileSync(
    'node_modules/.bin/tsx',
    ['-e', "import('./scripts/perf/page-figures.ts').then((m) => process.stdout.write(m.WATCH_PAGE))"],
    { encoding: 'utf8' },
  );
}

describe('the page script that counts React commits', () => {
  it(
    'runs in the page as npm run bench makes it, and counts a commit that rendered, not one that bailed out',
    { timeout: 30_000 },
    () => {
      const page: Record<string, unknown> = { performance: { now: () => 0 } };
      page.window = page;
      runInNewContext(benchWatchScript(), page);
      const hook = page.__REACT_DEVTOOLS_GLOBAL_HOOK__ as Hook;
      const mounted = { child: null, sibling: null, alternate: null, flags: 0 };
      hook.onCommitFiberRoot(1, { current: { child: mounted, sibling: null, alternate: null, flags: 0 } });
      const unchanged = { child: null, sibling: null, alternate: mounted, flags: 0 };
      hook.onCommitFiberRoot(1, { current: { child: unchanged, sibling: null, alternate: null, flags: 0 } });
      expect(page.__perfCommits).toBe(1);
    },
  );
});
