import { expect, test } from './fixtures';
import { ACCOUNTS, DEMO_PASSWORD, expectNoSeriousViolations, loginAs, openInApp, toastSaying } from './support';

/**
 * The screens offer no change the server refuses (docs/access.md#the-super-admin,
 * docs/access.md#the-reader): another admin sees the super-admin's keys read-only and why, and
 * cannot delete it from the list; the reader is offered no API token to copy, and changes its own
 * password but nothing else of its record.
 */

const SUPER_ADMIN = 'superadmin@demo.local';

test('another admin sees the super-admin’s login, role, password and switch read-only, and why', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await openInApp(page, `/user?search=${encodeURIComponent(SUPER_ADMIN)}`);
  const row = page.getByRole('row').filter({ hasText: SUPER_ADMIN });
  await expect(row.getByText('Super-administrateur')).toBeVisible();
  await expect(row.getByRole('checkbox', { name: `Actif : ${SUPER_ADMIN}` })).toBeDisabled();
  await expect(row.getByRole('button', { name: `Supprimer ${SUPER_ADMIN}` })).toHaveCount(0);
  await row.getByRole('button', { name: `Modifier ${SUPER_ADMIN}` }).click();
  await expect(page.getByText(/C’est le compte du super-administrateur/)).toBeVisible();
  await expect(page.getByLabel(/Identifiant \(e-mail\)/)).toBeDisabled();
  await expect(page.getByLabel(/^Mot de passe/)).toBeDisabled();
  await expect(page.getByLabel(/^Prénom/)).toBeEnabled();
  await expectNoSeriousViolations(page);
});

test('the reader is offered no API token to copy on the reseller list', async ({ page }) => {
  await loginAs(page, ACCOUNTS.reader);
  await openInApp(page, '/reseller');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Copier le jeton API/ })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: /Jeton API/ })).toHaveCount(0);
});

test('the reader changes its own password from its user page, and nothing else of it', async ({ page }) => {
  await loginAs(page, ACCOUNTS.reader);
  await openInApp(page, `/user?search=${encodeURIComponent(ACCOUNTS.reader)}`);
  await page
    .getByRole('row')
    .filter({ hasText: ACCOUNTS.reader })
    .getByRole('button', { name: `Modifier ${ACCOUNTS.reader}` })
    .click();
  await expect(page.getByLabel(/^Prénom/)).toBeDisabled();
  await expect(page.getByLabel(/^Nom/)).toBeDisabled();
  await page.getByLabel('Mot de passe', { exact: true }).fill('Un-nouveau-mot-2026');
  await page.getByLabel(/^Mot de passe actuel/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toastSaying(page, `Utilisateur ${ACCOUNTS.reader} enregistré.`)).toBeVisible();
  await expectNoSeriousViolations(page);
});
