import { expect, test } from '@playwright/test';
import { ACCOUNTS, loginAs, settled, sidebar } from './support';

const DATE_ORDER = 'La date de fin doit être le même jour que la date de début ou après.';

test('an end date before the start is refused on the field, on the order list and on the dashboard', async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.admin);
  await sidebar(page).getByRole('link', { name: 'Commandes' }).click();
  await settled(page);
  const start = page.getByLabel('Du', { exact: true });
  const end = page.getByLabel('Au', { exact: true });
  await start.fill('2026-03-10');
  await expect(page).toHaveURL(/start=2026-03-10/);
  await end.fill('2026-03-01');
  await expect(page.getByRole('alert').filter({ hasText: DATE_ORDER })).toBeVisible();
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await expect(end).toHaveValue('2026-03-01');
  await expect(page).not.toHaveURL(/end=/);
  await expect(page.getByText("La liste n'a pas pu être chargée")).toHaveCount(0);

  // Put right, the range applies and the message goes.
  await end.fill('2026-03-31');
  await expect(page).toHaveURL(/start=2026-03-10&end=2026-03-31|end=2026-03-31.*start=2026-03-10/);
  await expect(page.getByText(DATE_ORDER)).toHaveCount(0);

  // The dashboard's custom period says the same and keeps the period it shows.
  await sidebar(page).getByRole('link', { name: 'Tableau de bord' }).click();
  await settled(page);
  const to = page.getByLabel('Au', { exact: true });
  const shown = page.url();
  await to.fill('2000-01-01');
  await expect(page.getByRole('alert').filter({ hasText: DATE_ORDER })).toBeVisible();
  expect(page.url()).toBe(shown);
});
