import { expect, test, type Locator, type Page } from './fixtures';
import { ACCOUNTS, chooseLanguage, LANGUAGES, loginAs, openInApp, settled } from './support';

/**
 * Wide lists fit (docs/screens.md#common-list-behaviour): at 1366 and 1440 px a row's number, status
 * and actions are in sight without scrolling sideways; the header stays on top while the rows scroll.
 * Screenshots are saved under test-results/ for a human eye.
 */

/** Is the element inside both the window and the table's scrolling frame? */
async function inSight(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const frame = await page.locator('.table-scroll').first().boundingBox();
  const width = page.viewportSize()!.width;
  if (!box || !frame) return false;
  return box.x >= frame.x - 1 && box.x + box.width <= Math.min(width, frame.x + frame.width) + 1;
}

for (const width of [1366, 1440]) {
  test(`at ${width} px an admin sees each order's number, status and actions, and the header stays on top`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 768 });
    await loginAs(page, 'admin@demo.local');
    await openInApp(page, '/order?size=100');
    await settled(page);
    const table = page.getByRole('table').first();
    const row = table.locator('tbody tr').first();
    await expect(row).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`order-list-${width}.png`) });

    expect(await inSight(page, row.locator('td.sticky-start'))).toBe(true);
    expect(await inSight(page, row.locator('.order-status'))).toBe(true);
    expect(await inSight(page, row.getByRole('button', { name: /^Voir/ }))).toBe(true);

    // Scrolled sideways to the end, the number and the actions stay in sight.
    await page
      .locator('.table-scroll')
      .first()
      .evaluate((frame) => frame.scrollTo({ left: frame.scrollWidth }));
    expect(await inSight(page, row.locator('td.sticky-start'))).toBe(true);
    expect(await inSight(page, row.getByRole('button', { name: /^Voir/ }))).toBe(true);

    // Down the rows, the header stays where it was.
    const header = table.locator('thead th').first();
    const top = (await header.boundingBox())!.y;
    await page
      .locator('.table-scroll')
      .first()
      .evaluate((frame) => frame.scrollTo({ top: 1500 }));
    await expect.poll(async () => (await header.boundingBox())!.y).toBeCloseTo(top, 0);
    await page.screenshot({ path: testInfo.outputPath(`order-list-${width}-scrolled.png`) });

    // The row's number opens it.
    const number = table.locator('tbody tr').first().locator('td.sticky-start').getByRole('link');
    const id = await number.innerText();
    await number.click();
    await expect(page).toHaveURL(new RegExp(`/order/show/${id}$`));
  });
}

test('at 1366 px in Spanish the resellers list keeps "connect as" in sight, and the users list its actions', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAs(page, 'admin@demo.local');
  await page.getByRole('combobox', { name: /Langue/ }).selectOption('es');
  await openInApp(page, '/reseller');
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('resellers-1366-es.png') });
  const connectAs = page.getByRole('button', { name: /^Conectarse como / }).first();
  await expect(connectAs).toBeAttached();
  expect(await inSight(page, connectAs)).toBe(true);
  await openInApp(page, '/user');
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath('users-1366-es.png') });
  const user = page.getByRole('table').first().locator('tbody tr').first();
  expect(await inSight(page, user.locator('.actions-cell').getByRole('button', { name: /^Ver / }))).toBe(true);
});

test('at 1366 px a reseller’s “ask to cancel” is in the row’s sticky actions, in sight without scrolling, in fr, en and es', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAs(page, ACCOUNTS.reseller);
  // Its text, and its name, which says which order.
  const ask = {
    fr: ['Demander l’annulation', /^Demander l’annulation de la commande \d+$/],
    en: ['Ask to cancel', /^Ask to cancel order \d+$/],
    es: ['Solicitar la anulación', /^Solicitar la anulación del pedido \d+$/],
  } as const;
  await openInApp(page, '/order?status[]=0');
  for (const lang of LANGUAGES) {
    // The language applies on a reload of the same list.
    if (lang !== 'fr') await chooseLanguage(page, lang);
    await settled(page);
    const row = page.getByRole('table').first().locator('tbody tr').first();
    const [text, name] = ask[lang];
    const button = row.getByRole('button', { name });
    await expect(button).toHaveText(text);
    await page.screenshot({ path: testInfo.outputPath(`reseller-orders-1366-${lang}.png`) });
    expect(await inSight(page, button), `${lang}: the button is in the window and the table's frame`).toBe(true);
    // The row's main action comes first in its sticky actions, and opens its dialog without a sideways scroll.
    await expect(row.locator('td.actions-cell button').first()).toHaveAccessibleName(name);
    await button.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(
      await page
        .locator('.table-scroll')
        .first()
        .evaluate((frame) => frame.scrollLeft),
    ).toBe(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});
