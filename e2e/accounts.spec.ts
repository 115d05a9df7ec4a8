import { expect, test } from './fixtures';
import { ACCOUNTS, loginAs, sidebar, submitLogin, toastSaying } from './support';

/**
 * docs/access.md#sessions, what the user sees of the server's account rules: a throttled login or
 * reset says how long to wait and keeps what was typed; a refused password says why under its
 * field; changing one's own password or login asks for the current password.
 */

test.describe('throttling', () => {
  test('the sixth wrong password in a row says how long to wait, and keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await submitLogin(page, ACCOUNTS.reader, `wrong-${attempt}`);
      await expect(toastSaying(page, 'Identifiant ou mot de passe incorrect.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    }
    await submitLogin(page, ACCOUNTS.reader, 'wrong-6');
    await expect(
      page.getByRole('alert').filter({ hasText: /^Trop de tentatives : réessayez dans (29|30) secondes\.$/ }),
    ).toBeVisible();
    await expect(page.getByText('Connexion en cours…')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    await expect(page.getByLabel('Identifiant')).toHaveValue(ACCOUNTS.reader);
    await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue('wrong-6');
    // Even the right password waits: the lock holds whatever is typed.
    await submitLogin(page, ACCOUNTS.reader);
    await expect(page.getByRole('alert').filter({ hasText: /^Trop de tentatives/ })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a fourth reset link within the hour says how long to wait', async ({ page }) => {
    await page.goto('/forgot-password');
    const email = page.getByLabel('E-mail');
    for (let request = 1; request <= 3; request++) {
      await email.fill(ACCOUNTS.reseller);
      await page.getByRole('button', { name: 'Envoyer' }).click();
      await expect(page.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    }
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: /^Trop de tentatives : réessayez dans \d+ minutes?\.$/ }),
    ).toBeVisible();
    await expect(email).toHaveValue(ACCOUNTS.reseller);
  });
});

test.describe('password rules', () => {
  test('a common password is refused under its field, with the rules said beforehand', async ({ page }) => {
    await loginAs(page, ACCOUNTS.admin);
    await sidebar(page).getByRole('link', { name: 'Utilisateurs' }).click();
    await page.getByRole('link', { name: 'Nouvel utilisateur' }).click();
    const password = page.getByLabel(/^Mot de passe/);
    await expect(page.getByText('8 caractères au moins, pas un mot de passe courant, pas votre e-mail.')).toBeVisible();
    await page.getByRole('textbox', { name: /^Identifiant \(e-mail\)/ }).fill(`e2e.common.${Date.now()}@example.com`);
    await page.getByRole('textbox', { name: /^Prénom/ }).fill('Paula');
    await page.getByRole('textbox', { name: /^Nom/ }).fill('Courante');
    await page.getByRole('combobox', { name: /^Rôle/ }).selectOption({ label: 'Lecteur' });
    await password.fill('password');
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    await expect(page.getByText('Ce mot de passe est trop courant : choisissez-en un autre.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    await expect(page).toHaveURL(/\/user\/create$/);
    await expect(page.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Paula');
  });

  test('the reset page says the rules and refuses a short password under its field', async ({ page }) => {
    await page.goto('/change-password/a1b2c3/1');
    const password = page.getByLabel('Nouveau mot de passe');
    await expect(page.getByText('8 caractères au moins, pas un mot de passe courant, pas votre e-mail.')).toBeVisible();
    await password.fill('court');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Au moins 8 caractères.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveValue('court');
  });
});

test.describe('current password', () => {
  test('a reseller changing its own password on its profile confirms it with its current one', async ({ page }) => {
    await loginAs(page, ACCOUNTS.reseller);
    await sidebar(page).getByRole('link', { name: 'Mon profil' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
    const current = page.getByLabel(/^Mot de passe actuel/);
    await expect(current).toHaveCount(0);

    await page.getByLabel('Mot de passe', { exact: true }).fill('Un-nouveau-mot-2026');
    await expect(current).toBeVisible();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Saisissez votre mot de passe actuel pour confirmer ce changement.')).toBeVisible();
    await expect(current).toBeFocused();

    await current.fill('not-my-password');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le mot de passe actuel est incorrect.')).toBeVisible();

    await current.fill('demo');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toastSaying(page, 'Votre profil est enregistré.')).toBeVisible();
    await expect(current).toHaveCount(0);
    // The session that changed the password stays open.
    await sidebar(page).getByRole('link', { name: 'Tableau de bord' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();
  });

  test('an admin editing its own login is asked for its current password; another user’s is not', async ({ page }) => {
    await loginAs(page, ACCOUNTS.admin);
    const own = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('bo.session')!) as { user: { id: number } }).user.id,
    );
    await page.goto(`/user/edit/${own}`);
    const login = page.getByRole('textbox', { name: /^Identifiant \(e-mail\)/ });
    await expect(login).toHaveValue(ACCOUNTS.admin);
    const current = page.getByLabel(/^Mot de passe actuel/);
    await expect(current).toHaveCount(0);
    await login.fill('alice.admin@example.com');
    await expect(current).toBeVisible();
    await login.fill(ACCOUNTS.admin);
    await expect(current).toHaveCount(0);

    // Another account than the super-admin's, whose password no other admin sets (docs/access.md#the-super-admin).
    await page.goto(`/user?search=${encodeURIComponent(ACCOUNTS.reader)}`);
    await page.getByRole('button', { name: `Modifier ${ACCOUNTS.reader}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier l’utilisateur' })).toBeVisible();
    await page
      .getByLabel(/^Mot de passe/)
      .first()
      .fill('Un-autre-mot-2026');
    await expect(current).toHaveCount(0);
  });
});
