import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, loginAs, sidebar } from './support';

/** Runs axe (WCAG 2 A and AA) and fails on serious or critical violations, listing them. */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `- [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`)
          .join('\n'),
    )
    .join('\n');
  expect(serious, `serious or critical accessibility violations:\n${report}`).toEqual([]);
}

test('the login page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the users list has no serious or critical accessibility violation', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await sidebar(page).getByRole('link', { name: 'Utilisateurs' }).click();
  await expect(page.getByRole('table', { name: 'Utilisateurs' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Chargement…' })).toHaveCount(0);
  // Controls are named in French only (no stray English icon title in a label).
  await expect(page.getByRole('combobox', { name: 'Lignes par page', exact: true })).toHaveValue('25');
  await expect(page.getByRole('combobox', { name: 'Langue', exact: true })).toHaveValue('fr');
  await expectNoSeriousViolations(page);
});
