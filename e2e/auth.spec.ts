import { expect, test } from './fixtures';
import { ACCOUNTS, loginAs, sidebar, submitLogin, toasts } from './support';

test.describe('login', () => {
  test('an admin logs in from the French login page and is greeted on the dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.getByLabel('Identifiant')).toBeVisible();
    await expect(page.getByLabel('Mot de passe', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();

    await submitLogin(page, ACCOUNTS.admin);

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Alice' })).toBeVisible();
    await expect(page.getByText('Vous êtes connecté en tant qu’Admin.')).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  });

  test('the dashboard’s code loads as the user types their login, not as the login page opens', async ({ page }) => {
    // docs/performance.md#fast-on-a-phone: the dashboard then follows the login's answer.
    const loaded: string[] = [];
    page.on('request', (request) => void loaded.push(new URL(request.url()).pathname));
    const dashboardCode = () => loaded.filter((path) => /\/dashboard\.page-[\w-]+\.js$/.test(path));
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 2_000 })));
    expect(dashboardCode()).toEqual([]);

    await page.getByLabel('Identifiant').pressSequentially('a');
    await expect.poll(dashboardCode).toHaveLength(1);
    await page.getByLabel('Identifiant').fill(ACCOUNTS.admin);
    await submitLogin(page, ACCOUNTS.admin);
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Alice' })).toBeVisible();
    expect(dashboardCode(), 'loaded once').toHaveLength(1);
  });

  test('a wrong password shows an error toast and stays on the login page', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, ACCOUNTS.admin, 'not-the-password');

    const toast = toasts(page).filter({ hasText: 'ERREUR !' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Identifiant ou mot de passe incorrect.');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    await expect(page.getByText('Connexion en cours…')).toBeHidden();
  });

  test("a reseller's quote user (client@demo.local) is refused with a clear message", async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, ACCOUNTS.client);

    const toast = toasts(page).filter({ hasText: 'ERREUR !' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Ce compte client ne peut pas se connecter au back office.');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  });
});

test.describe('session', () => {
  test('the session survives a reload', async ({ page }) => {
    await loginAs(page, ACCOUNTS.admin);
    await sidebar(page).getByRole('link', { name: 'Utilisateurs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();

    await page.reload();

    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Alice Admin/ })).toBeVisible();
  });

  test('/logout goes back to the login page, and a protected page then asks to log in again', async ({ page }) => {
    await loginAs(page, ACCOUNTS.admin);

    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);

    await page.goto('/user?page=2');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirectFrom') === '/user?page=2',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();

    // Logging in again returns to the page the user was sent away from.
    await submitLogin(page, ACCOUNTS.admin);
    await expect(page).toHaveURL((url) => url.pathname === '/user' && url.searchParams.get('page') === '2');
    await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
  });
});
