import { expect, test, type Page } from './fixtures';
import { ACCOUNTS, loginAs, openInApp, settled } from './support';

/** docs/screens.md#one-visual-scale: card titles are one size across pages; no browser frames or fonts. */
const cardTitleSizes = (page: Page) =>
  page
    .locator('.bp6-card h2, .form-section > legend')
    .evaluateAll((titles) => [...new Set(titles.map((title) => getComputedStyle(title).fontSize))]);

test('card titles are 16 px on the order, reseller and configuration pages; fieldsets and text areas look like the app', async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.admin);
  for (const path of ['/order/show/1490', '/reseller/show/7', '/config', '/reseller/edit/7']) {
    await openInApp(page, path);
    await settled(page);
    await expect(page.locator('.bp6-card h2, .form-section > legend').first()).toBeVisible();
    expect(await cardTitleSizes(page), path).toEqual(['16px']);
  }
  const frames = await page
    .locator('fieldset')
    .evaluateAll((sets) => sets.map((set) => getComputedStyle(set).borderTopStyle));
  expect(new Set(frames)).toEqual(new Set(['none']));

  await openInApp(page, '/cms/calculator');
  await settled(page);
  await page.getByRole('button', { name: 'Ajouter l’infobulle' }).click();
  const area = page.locator('textarea').first();
  await expect(area).toBeVisible();
  expect(await area.evaluate((el) => getComputedStyle(el).fontFamily)).not.toMatch(/monospace/);
});
