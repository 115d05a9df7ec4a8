import { expect, test } from '@playwright/test';
import { ACCOUNTS, expectNoSeriousViolations, loginAs, settled, sidebar, submitLogin } from './support';

const DATE_ORDER = 'La date de fin doit être le même jour que la date de début ou après.';

test('an end date before the start is refused on the field, on the order list and on the dashboard', async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.admin);
  await sidebar(page).getByRole('link', { name: 'Commandes' }).click();
  await settled(page);
  const start = page.getByLabel('Du', { exact: true });
  const end = page.getByLabel('Au', { exact: true });
  await start.fill('10/03/2026');
  await expect(page).toHaveURL(/start=2026-03-10/);
  await end.fill('01/03/2026');
  await expect(page.getByRole('alert').filter({ hasText: DATE_ORDER })).toBeVisible();
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await expect(end).toHaveValue('01/03/2026');
  await expect(page).not.toHaveURL(/end=/);
  await expect(page.getByText('La liste n’a pas pu être chargée')).toHaveCount(0);

  // Put right, the range applies and the message goes.
  await end.fill('31/03/2026');
  await expect(page).toHaveURL(/start=2026-03-10&end=2026-03-31|end=2026-03-31.*start=2026-03-10/);
  await expect(page.getByText(DATE_ORDER)).toHaveCount(0);

  // The dashboard's custom period says the same and keeps the period it shows.
  await sidebar(page).getByRole('link', { name: 'Tableau de bord' }).click();
  await settled(page);
  const to = page.getByLabel('Au', { exact: true });
  const shown = page.url();
  await to.fill('01/01/2000');
  await expect(page.getByRole('alert').filter({ hasText: DATE_ORDER })).toBeVisible();
  expect(page.url()).toBe(shown);
});

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the French interface shows and takes days as DD/MM/YYYY, typed or picked', async ({ page }) => {
    // The browser speaks American English, and so does the app once logged in; the user picks French.
    await page.goto('/login');
    await submitLogin(page, ACCOUNTS.admin);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Commandes' }).click();
    await settled(page);
    const start = page.getByLabel('Du', { exact: true });
    await expect(start).toHaveAttribute('placeholder', 'JJ/MM/AAAA');
    // Typed: the first of November, not the eleventh of January.
    await start.fill('01/11/2026');
    await expect(page).toHaveURL(/start=2026-11-01/);
    await start.blur();
    await expect(start).toHaveValue('01/11/2026');
    // Picked in the calendar, in French: "Aujourd’hui" sets today.
    const end = page.getByLabel('Au', { exact: true });
    await end.click();
    const calendar = page.locator(`#${await end.getAttribute('aria-controls')}`);
    await calendar.getByRole('button', { name: 'Aujourd’hui' }).click();
    // Today in the browser's time zone (Europe/Paris, playwright.config.ts), not the test runner's:
    // between 23:00 and midnight UTC they are two different days.
    const day = await page.evaluate(() => {
      const today = new Date();
      return `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`;
    });
    await expect(end).toHaveValue(day);
    await expectNoSeriousViolations(page);
    // A day that does not exist is said so in the field and not applied: the list keeps the last good day.
    const applied = page.url();
    await end.fill('31/02/2026');
    await end.blur();
    await expect(end).toHaveValue('Date invalide : tapez JJ/MM/AAAA');
    expect(page.url()).toBe(applied);
  });
});
