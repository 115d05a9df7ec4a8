import { test as base, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

/**
 * What a journey's browser holds before its first page (docs/qa.md#what-the-suite-costs): the guided tour
 * (docs/product.md#demo-links-and-guided-tour) already done, so that it starts only in e2e/tour.spec.ts; the
 * demo's data dated at the seed's clock (mocks/db/seed-clock.ts, SEED_NOW), not the day of the run, so the
 * journeys' dates do not move (e2e/seed-today.spec.ts takes it off).
 */
export const PREPARED_STORAGE: readonly (readonly [string, string])[] = [
  ['bo.tour', '{"status":"done","step":0}'],
  ['bo.demo.seedAt', '2026-11-01T09:00:00.000Z'],
];

/** The key that says the context's storage was prepared: a journey that removes an entry keeps it removed. */
const PREPARED_MARK = 'e2e.prepared';

/**
 * Writes `entries` in the localStorage of `origin` as the context's first page of it opens, once: a script
 * run before the page's own. Playwright's `storageState` opened a page of its own in every new context to
 * write them (0.4 s and 0.65 s of CPU a context, ~200 contexts a run).
 */
export async function prepareStorage(
  context: BrowserContext,
  origin: string,
  entries: readonly (readonly [string, string])[] = PREPARED_STORAGE,
): Promise<void> {
  if (!entries.length) return;
  await context.addInitScript(
    ({ origin, entries, mark }) => {
      if (location.origin !== origin) return;
      try {
        if (localStorage.getItem(mark)) return;
        localStorage.setItem(mark, '1');
        for (const [key, value] of entries) localStorage.setItem(key, value);
      } catch {
        // A document without storage (a sandboxed frame): nothing to prepare.
      }
    },
    { origin, entries, mark: PREPARED_MARK },
  );
}

/** Playwright's `test`, whose context starts with `preparedStorage` (none: `test.use({ preparedStorage: [] })`). */
export const test = base.extend<{ preparedStorage: readonly (readonly [string, string])[] }>({
  preparedStorage: [PREPARED_STORAGE, { option: true }],
  context: async ({ context, preparedStorage, baseURL }, use) => {
    if (baseURL) await prepareStorage(context, new URL(baseURL).origin, preparedStorage);
    await use(context);
  },
});
