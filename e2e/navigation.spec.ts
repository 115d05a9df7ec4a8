import { expect, test } from './fixtures';
import { ACCOUNTS, loginAs, openInApp, settled, sidebar, userMenuButton } from './support';

test('a new page starts at its top with the focus on its title, and Tab goes on into the page', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 600 });
  await loginAs(page, ACCOUNTS.admin);
  await sidebar(page).getByRole('link', { name: 'Commandes' }).click();
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeFocused();

  // From the bottom of the list, an order opens at its top, its title focused.
  const last = page.getByRole('table', { name: 'Commandes' }).locator('tbody tr').last();
  await last.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await last.getByRole('button', { name: /^Voir la commande/ }).click();
  const title = page.getByRole('heading', { level: 1, name: /^Commande \d+/ });
  await expect(title).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Tab goes on from the title into the page, not back to the header.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
  expect(inMain).toBe(true);
});

test('on a phone the header stays on one line: the back link under it opens the orders, the user menu keeps its name', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, ACCOUNTS.reseller);
  // An order of this reseller's (Imprimerie Dupont) in the seed.
  await page.goto('/order/show/1288');
  await settled(page);
  const back = page.getByRole('link', { name: 'Retour aux commandes' });
  const header = await page.getByRole('banner').boundingBox();
  const link = await back.boundingBox();
  expect(header && link && link.y >= header.y + header.height).toBe(true);
  await expect(page.getByRole('banner').getByRole('button', { name: /Jean Dupont/ })).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
});

test('a list’s filter and settings popovers open on their first field, keyboard only', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await openInApp(page, '/order');
  await settled(page);
  const statuses = page.getByRole('button', { name: /Statuts/ });
  await statuses.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('checkbox', { name: 'En attente' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/status%5B%5D=0|status\[\]=0/);
  await page.keyboard.press('Escape');
  // Closed, the popover gives the focus back to its button (once its closing animation has ended:
  // moving on before would see the focus come back there).
  await expect(page.getByRole('checkbox', { name: 'En attente' })).toBeHidden();
  await expect(statuses).toBeFocused();

  const columns = page.getByRole('button', { name: 'Colonnes' });
  await columns.focus();
  await page.keyboard.press('Enter');
  // The number is always shown and first: the first control that acts is the next column's box.
  await expect(page.getByRole('checkbox', { name: 'Statut' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('checkbox', { name: 'Statut' })).toBeHidden();
  await expect(columns).toBeFocused();

  await page.getByRole('button', { name: 'Vues' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'À traiter' })).toBeFocused();
});

test('menus open without zooming for a user whose system asks for less motion', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await userMenuButton(page, 'Admin').click();
  const menu = page.getByRole('menu', { name: 'Menu utilisateur' });
  await expect(menu).toBeVisible();
  // How long the menu takes to grow to its size while it opens (Blueprint's opening state, set again).
  const opening = () =>
    menu.evaluate((element) => {
      const container = element.closest('.bp6-popover-transition-container');
      container?.classList.add('bp6-popover-enter-active');
      const popover = element.closest('.bp6-popover');
      const duration = popover ? getComputedStyle(popover).transitionDuration : 'none';
      container?.classList.remove('bp6-popover-enter-active');
      return duration;
    });
  // The journeys run with less motion asked (playwright.config.ts).
  expect(await opening()).toBe('0s');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await opening()).not.toBe('0s');
});
