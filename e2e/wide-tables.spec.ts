import { expect, test, type Locator, type Page } from './fixtures';
import {
  ACCOUNTS,
  chooseLanguage,
  expectNoSeriousViolations,
  LANGUAGES,
  loginAs,
  openInApp,
  settled,
  tick,
} from './support';

/**
 * Wide lists fit (docs/screens.md#common-list-behaviour): at 1366 and 1440 px a row's number, status
 * and actions are in sight without scrolling sideways; the header stays on top while the rows scroll; at
 * 1920 px the compact density shows many rows, each value on one line (docs/lists.md#columns-and-density).
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

/** How many lines of text an element's words take (a visually hidden text, read out only, takes none). */
function linesOf(element: Locator): Promise<number> {
  return element.evaluate((root) => {
    const tops: number[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('.visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
    }
    // A line's words share its top to a few pixels (a tag's text sits lower than plain text); the next line is
    // a line's height below.
    tops.sort((a, b) => a - b);
    return tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 8).length;
  });
}

/** The order rows wholly in sight: below the table's sticky header, inside its frame and the window. */
function rowsInSight(page: Page): Promise<number> {
  return page.locator('.table-scroll').evaluate((frame) => {
    const box = frame.getBoundingClientRect();
    const top = Math.max(box.top, frame.querySelector('thead')!.getBoundingClientRect().bottom);
    const bottom = Math.min(box.bottom, window.innerHeight);
    return [...frame.querySelectorAll('tbody tr')].filter((row) => {
      const { top: rowTop, bottom: rowBottom } = row.getBoundingClientRect();
      return rowTop >= top - 0.5 && rowBottom <= bottom + 0.5;
    }).length;
  });
}

/** Picks the compact density in the list's "Colonnes" menu, as the user does. */
async function chooseCompact(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Colonnes' }).click();
  await tick(page.getByRole('group', { name: 'Colonnes affichées' }), 'Compacte', 'radio');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('table').first()).toHaveClass(/compact/);
}

// Measured at 1920 × 1080 in French (docs/lists.md#columns-and-density): 13 rows in sight in the compact density
// before its values kept to one line, 17 (an admin) and 20 (a reseller) since; 11 in the standard density.
const COMPACT_ROWS_IN_SIGHT = 16;

for (const account of [ACCOUNTS.admin, ACCOUNTS.reseller]) {
  test(`at 1920 px in the compact density ${account} sees ${COMPACT_ROWS_IN_SIGHT} orders or more, references, dates and statuses on one line`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await loginAs(page, account);
    await openInApp(page, '/order?size=50');
    await settled(page);
    await chooseCompact(page);
    const table = page.getByRole('table').first();
    await page.screenshot({ path: testInfo.outputPath(`order-list-1920-compact.png`) });

    expect(await rowsInSight(page)).toBeGreaterThanOrEqual(COMPACT_ROWS_IN_SIGHT);
    // Nothing to scroll sideways: every column in sight.
    const frame = page.locator('.table-scroll');
    expect(await frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);

    const headers = await table.locator('thead th').allInnerTexts();
    for (const name of [
      'N° commande',
      'Statut',
      'Référence interne',
      'Référence devis',
      'Créée le',
      'Expédition estimée',
    ]) {
      const column = headers.indexOf(name);
      expect(column, name).toBeGreaterThanOrEqual(0);
      const cells = table.locator(`tbody tr > :nth-child(${column + 1})`);
      for (const cell of await cells.all())
        expect(await linesOf(cell), `${name}: ${await cell.innerText()}`).toBeLessThanOrEqual(1);
    }

    // The carrier's column, empty on the page, is as wide as its header needs (it took 180 px).
    const carrier = table.locator('thead th').nth(headers.indexOf('Transporteur'));
    const column = headers.indexOf('Transporteur') + 1;
    const carriers = await table.locator(`tbody tr > :nth-child(${column})`).allInnerTexts();
    if (carriers.every((text) => !text.trim())) {
      const [cell, label] = await Promise.all([carrier.boundingBox(), carrier.locator('.sort-button').boundingBox()]);
      const padding = await carrier.evaluate((th) => {
        const style = getComputedStyle(th);
        return parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      });
      expect(cell!.width).toBeLessThanOrEqual(label!.width + padding + 1);
    }
    await expectNoSeriousViolations(page);
  });
}

test('at 1920 px in the compact density the headers keep to two lines in fr, en and es', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await loginAs(page, ACCOUNTS.admin);
  await openInApp(page, '/order?size=50');
  await settled(page);
  await chooseCompact(page);
  for (const lang of LANGUAGES) {
    if (lang !== 'fr') await chooseLanguage(page, lang);
    const headers = page.getByRole('table').first().locator('thead th');
    await expect(headers.first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`order-list-1920-compact-${lang}.png`) });
    for (const header of await headers.all())
      expect(await linesOf(header), `${lang}: ${await header.innerText()}`).toBeLessThanOrEqual(2);
  }
});
