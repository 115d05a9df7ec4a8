import { expect, test } from './fixtures';
import { ROUTES } from '../src/ui/app/routes';
import {
  ACCOUNTS,
  expectNoSeriousViolations,
  laterCatalogueScreen,
  loginAs,
  settled,
  visitEveryRoute,
  watchCspViolations,
} from './support';

/**
 * Accessibility (docs/architecture.md#tests): axe (WCAG 2 A/AA, no serious or critical violation) on
 * every route of docs/screens.md#routes, generated from the app's route table, as admin and as
 * reseller, in French, English and Spanish; plus the pages seen without a session. One browser context
 * per role × language: log in once, then open each route in the same context (the demo data stays in
 * the browser's storage). The same visits check that no route reports a Content-Security-Policy
 * violation (docs/demo-backend.md#security-headers; e2e/csp.spec.ts checks the policy itself): a second
 * sweep of the same routes for it took 38–40 s of the journeys. Colour contrast is measured in French
 * only: a language changes the words, not the colours of the text and its background, and the contrast
 * rule was four fifths of each check's time (an admin's every route: axe 10.4 s with it, 2.1 s without).
 * axe reads the access-denied page once per sweep (every other route that shows it checks its heading),
 * and the English and Spanish sweeps open one catalogue entity's screens of the nine that share the CRUD
 * module: the words change from one language to another, not the screens (docs/qa.md#what-the-suite-costs).
 */
test.describe.configure({ mode: 'parallel' });

const LANGUAGES = ['fr', 'en', 'es'] as const;
type Language = (typeof LANGUAGES)[number];

/** What the access-denied page says, per language (locales/{lang}/core.json accessDenied.title). */
const DENIED: Record<Language, string> = {
  fr: 'Accès refusé',
  en: 'Access denied',
  es: 'Acceso denegado',
};

interface Checked {
  readonly path: string;
  readonly outcome: 'page' | 'denied';
}

function printSummary(title: string, rows: readonly Checked[]): void {
  const denied = rows.filter((row) => row.outcome === 'denied').length;
  console.log(
    `${title}: ${rows.length} routes checked (${rows.length - denied} pages, ${denied} access-denied)\n` +
      rows.map((row) => `  ${row.outcome === 'denied' ? 'denied' : 'ok    '} ${row.path}`).join('\n'),
  );
}

for (const role of ['admin', 'reseller'] as const) {
  for (const lang of LANGUAGES) {
    test(`every route as ${role} in ${lang}: no serious or critical accessibility violation, no Content-Security-Policy violation`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const cspViolations = await watchCspViolations(page);
      await loginAs(page, ACCOUNTS[role]);
      // The early start of the demo's backend worker ran from its file, under the policy.
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(
        /demo-service-worker\.js$/,
      );
      expect(await cspViolations(), 'violations by the login').toEqual([]);
      // A full reload: the page, its stylesheet and the early worker start, from the top.
      await page.evaluate((code) => localStorage.setItem('bo.lang', code), lang);
      await page.reload();
      await settled(page);

      const checked: Checked[] = [];
      await visitEveryRoute(
        page,
        role,
        async (path, denied, seen) => {
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          const deniedHeading = page.getByRole('heading', { level: 1, name: DENIED[lang] });
          if (denied) await expect(deniedHeading).toBeVisible();
          else await expect(deniedHeading).toHaveCount(0);
          // The access-denied page is one page whatever the route: axe reads it once.
          if (!seen) await expectNoSeriousViolations(page, { colorContrast: lang === 'fr' });
          expect(await cspViolations(), `Content-Security-Policy violations by ${path}`).toEqual([]);
          checked.push({ path, outcome: denied ? 'denied' : 'page' });
        },
        // In English and Spanish the words change, not the screens: one catalogue entity's screens.
        { skip: lang === 'fr' ? undefined : laterCatalogueScreen },
      );
      expect(checked.length).toBeGreaterThanOrEqual(10);
      printSummary(`${role} × ${lang}`, checked);
    });
  }
}

test('the pages without a session, in fr, en and es: no serious or critical accessibility violation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const checked: Checked[] = [];
  for (const lang of LANGUAGES) {
    await page.goto('/login');
    await page.evaluate((code) => localStorage.setItem('bo.lang', code), lang);
    for (const path of ['/login', '/forgot-password', '/change-password/a1b2c3/1', '/no-such-page']) {
      await page.goto(path);
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectNoSeriousViolations(page);
      checked.push({ path: `${lang} ${path}`, outcome: 'page' });
    }
  }
  printSummary('no session', checked);
});

test('the translation export, open to the one named account, in fr, en and es: no serious or critical violation', async ({
  page,
}) => {
  const translations = ROUTES.find((route) => route.access === 'superadmin');
  expect(translations, 'the route table has the superadmin-only page').toBeDefined();
  const path = translations?.path ?? '';
  await loginAs(page, 'superadmin@demo.local');
  const checked: Checked[] = [];
  for (const lang of LANGUAGES) {
    await page.evaluate((code) => localStorage.setItem('bo.lang', code), lang);
    await page.goto(path);
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: DENIED[lang] })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    checked.push({ path: `${lang} ${path}`, outcome: 'page' });
  }
  printSummary('superadmin', checked);
});
