import { expect, PREPARED_STORAGE, test } from './fixtures';
import { loginAs, openInApp, settled } from './support';

/**
 * docs/product.md#seed-sizes: a prospect's demo reads as of the day of the visit (the journeys pin the
 * seed's own day; this one does not): the newest orders are from the last days, not from the seed's.
 */
// The prepared storage without the seed's day.
test.use({ preparedStorage: PREPARED_STORAGE.filter(([key]) => key !== 'bo.demo.seedAt') });

test('a visitor’s demo has yesterday’s orders at the top of the list', async ({ page }) => {
  await loginAs(page, 'admin@demo.local');
  await openInApp(page, '/order');
  await settled(page);
  const created = page
    .getByRole('table')
    .first()
    .locator('tbody tr')
    .first()
    .locator('td')
    .nth(
      // The number, the status, the reference, the company, … "Créée le" by its header's place.
      await page
        .getByRole('table')
        .first()
        .locator('thead th')
        .evaluateAll((cells) => cells.findIndex((cell) => cell.textContent?.includes('Créée le'))),
    );
  const [day, month, year] = (await created.innerText()).slice(0, 10).split('/').map(Number);
  const newest = new Date(year!, month! - 1, day!).getTime();
  const age = (Date.now() - newest) / 86_400_000;
  expect(age).toBeGreaterThanOrEqual(0);
  expect(age).toBeLessThan(3);
});
