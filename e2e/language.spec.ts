import { expect, test, type Page } from './fixtures';
import { ACCOUNTS, loginAs, sidebar } from './support';

/** Picks a language in the header, checks the ~1 s loader, and returns how long it showed. */
async function switchLanguage(page: Page, selectName: string, code: string, loaderText: string): Promise<number> {
  const started = Date.now();
  await page.getByRole('combobox', { name: selectName }).selectOption(code);
  const loader = page.getByRole('status').filter({ hasText: loaderText });
  await expect(loader).toBeVisible();
  await expect(loader).toBeHidden({ timeout: 5_000 });
  return Date.now() - started;
}

test('the header switches the language to English, Spanish and back to French, with a loader', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await expect(sidebar(page).getByRole('link', { name: 'Utilisateurs' })).toBeVisible();

  const toEnglish = await switchLanguage(page, 'Langue', 'en', 'Changement de langue…');
  expect(toEnglish, 'the loader shows about one second').toBeGreaterThanOrEqual(900);
  await expect(sidebar(page, 'Main menu').getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Alice' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const toSpanish = await switchLanguage(page, 'Language', 'es', 'Changing language…');
  expect(toSpanish).toBeGreaterThanOrEqual(900);
  await expect(sidebar(page, 'Menú principal').getByRole('link', { name: 'Usuarios' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  const toFrench = await switchLanguage(page, 'Idioma', 'fr', 'Cambiando de idioma…');
  expect(toFrench).toBeGreaterThanOrEqual(900);
  await expect(sidebar(page).getByRole('link', { name: 'Utilisateurs' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Alice' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // The choice is kept: after a reload the interface is still French.
  await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
  await expect(sidebar(page, 'Main menu').getByRole('link', { name: 'Users' })).toBeVisible();
  await page.reload();
  await expect(sidebar(page, 'Main menu').getByRole('link', { name: 'Users' })).toBeVisible();
});

test('the arrow keys browse the languages without switching; Enter switches (WCAG 3.2.2)', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  const select = page.getByRole('combobox', { name: 'Langue' });
  await expect(select).toHaveAccessibleDescription(/Entrée pour changer de langue/);
  await select.focus();
  await page.keyboard.press('ArrowDown');
  // Shown as the choice, not applied: leaving the select keeps French.
  await expect(select).toHaveValue('en');
  await page.keyboard.press('Tab');
  await expect(select).toHaveValue('fr');
  await expect(sidebar(page).getByRole('link', { name: 'Utilisateurs' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // Browse, then Enter: the interface switches, with its loader.
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Changement de langue…' })).toBeVisible();
  await expect(sidebar(page, 'Main menu').getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
