import { expect, test, type Locator, type Page, type TestInfo } from './fixtures';
import { ACCOUNTS, expectNoSeriousViolations, loginAs, resultCount } from './support';

/** The counter card named `name` (its title), once the figures have loaded. */
function counter(page: Page, name: string): Locator {
  return page.locator('.counter').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

/** The number of orders a bar's tooltip announces ("…, 42 commandes. Ouvrir la liste filtrée"). */
async function ordersInTooltip(page: Page, bar: Locator): Promise<number> {
  await bar.hover();
  const tip = page.locator('.chart-tooltip');
  await expect(tip).toBeVisible();
  const match = /([\d\s\u202f\u00a0]+) commandes?\b/.exec(await tip.innerText());
  expect(match, 'the tooltip names a number of orders').not.toBeNull();
  return Number((match?.[1] ?? '').replace(/\D/g, ''));
}

/** The charts are drawn: counters, coloured bars and both cumulated lines. */
async function expectChartsDrawn(page: Page): Promise<void> {
  await expect(counter(page, 'Commandes')).toBeVisible();
  await expect(counter(page, 'Chiffre d’affaires')).toContainText('€');
  for (const title of [
    'Commandes par mois et par statut',
    'Chiffre d’affaires par mois',
    'Scénarios les plus commandés',
    'Chiffre d’affaires cumulé',
  ]) {
    await expect(page.getByRole('region', { name: title })).toBeVisible();
  }
  const segments = page.getByRole('region', { name: 'Commandes par mois et par statut' }).getByRole('link');
  // At least one bar segment, once the chart has drawn (it may come after its region).
  await expect(segments.first()).toBeVisible();
  await expect(page.locator('svg path.line-current')).toHaveCount(1);
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
}

test('an admin reads the year’s dashboard and opens the orders of a month from its bar', async ({ page }, testInfo) => {
  await loginAs(page, ACCOUNTS.admin);
  await expect(page.getByLabel('Période')).toHaveValue('thisYear');
  await expectChartsDrawn(page);
  await expect(counter(page, 'Marge de revente')).toHaveCount(0);
  await expect(counter(page, 'Commandes')).toContainText(/par rapport à la période précédente|Stable|Nouveau/);
  await screenshot(page, testInfo, 'dashboard-admin.png');
  await expectNoSeriousViolations(page);

  // The last month with orders: its bar's tooltip gives the count the filtered list must show.
  const bars = page.getByRole('region', { name: 'Chiffre d’affaires par mois' }).getByRole('link');
  let target = bars.last();
  for (let i = (await bars.count()) - 1; i >= 0; i--) {
    if (!/, 0 commande\./.test((await bars.nth(i).getAttribute('aria-label')) ?? '')) {
      target = bars.nth(i);
      break;
    }
  }
  const expected = await ordersInTooltip(page, target);
  expect(expected).toBeGreaterThan(0);
  await target.click();
  await expect(page).toHaveURL(/\/order\?start=\d{4}-\d{2}-01&end=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  expect(await resultCount(page)).toBe(expected);
});

test('a reseller reads its dashboard with its margin and opens a month and status from the keyboard', async ({
  page,
}, testInfo) => {
  await loginAs(page, ACCOUNTS.reseller);
  await expectChartsDrawn(page);
  await expect(counter(page, 'Marge de revente')).toContainText('€');
  await expect(page.getByRole('combobox', { name: 'Revendeur' })).toHaveCount(0);
  await screenshot(page, testInfo, 'dashboard-reseller.png');
  await expectNoSeriousViolations(page);

  const segment = page.getByRole('region', { name: 'Commandes par mois et par statut' }).getByRole('link').first();
  const label = (await segment.getAttribute('aria-label')) ?? '';
  const expected = Number(/: ([\d\s\u202f\u00a0]+) commandes?/.exec(label)?.[1]?.replace(/\D/g, '') ?? NaN);
  expect(expected).toBeGreaterThan(0);
  await segment.focus();
  await expect(page.locator('.chart-tooltip')).toHaveText(label);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\?start=.*&end=.*&status%5B%5D=\d+/);
  expect(await resultCount(page)).toBe(expected);
});

test('the period is kept in the URL: last year, then a custom range, then back', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await expect(counter(page, 'Commandes')).toBeVisible();
  await page.getByLabel('Période').selectOption({ label: 'L’année dernière' });
  await expect(page).toHaveURL(/preset=lastYear/);
  const year = new Date().getFullYear() - 1;
  await expect(page.getByLabel('Du', { exact: true })).toHaveValue(`01/01/${year}`);
  await page.getByLabel('Au', { exact: true }).fill(`31/03/${year}`);
  await expect(page).toHaveURL(new RegExp(`from=${year}-01-01&to=${year}-03-31`));
  await expect(page.getByLabel('Période')).toHaveValue('custom');
  await page.goBack();
  await expect(page.getByLabel('Période')).toHaveValue('lastYear');
});

test('on a phone in dark mode the dashboard fits the width and stays readable', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.addInitScript(() => localStorage.setItem('bo.dark', '1'));
  await loginAs(page, ACCOUNTS.reseller);
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await expectChartsDrawn(page);
  await page.getByText('Voir les données en tableau').first().click();
  await expect(page.getByRole('table', { name: 'Commandes par mois et par statut' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, testInfo, 'dashboard-reseller-dark-phone.png');
  await expectNoSeriousViolations(page);
});

test('an admin narrows the dashboard to one reseller and opens that reseller’s orders of a month', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await expect(counter(page, 'Commandes')).toBeVisible();
  await page.getByRole('combobox', { name: 'Revendeur' }).fill('dupont');
  await page.getByRole('option', { name: 'Imprimerie Dupont' }).click();
  await expect(page).toHaveURL(/reseller=\d+%3AImprimerie/);
  await expect(page.getByRole('button', { name: 'Retirer le filtre revendeur Imprimerie Dupont' })).toBeVisible();
  await expect(counter(page, 'Marge de revente')).toContainText('€');

  const bar = page.getByRole('region', { name: 'Chiffre d’affaires par mois' }).getByRole('link').first();
  const expected = await ordersInTooltip(page, bar);
  expect(expected).toBeGreaterThan(0);
  await bar.click();
  await expect(page).toHaveURL(/\/order\?start=.*&reseller%5B%5D=\d+/);
  await expect(page.getByRole('list', { name: 'Revendeur' })).toContainText('Imprimerie Dupont');
  expect(await resultCount(page)).toBe(expected);
});
