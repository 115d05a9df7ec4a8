import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import {
  ACCOUNTS,
  chooseLanguage,
  expectNoSeriousViolations,
  LANGUAGES,
  loginAs,
  openDemoResellerFromList,
  sidebar,
  type Language,
  toastSaying,
} from './support';

async function openResellers(page: Page): Promise<void> {
  await sidebar(page).getByRole('link', { name: 'Revendeurs', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Revendeurs' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Chargement…' })).toHaveCount(0);
}

function csv(name: string, text: string) {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') };
}

test('an admin connects as reseller@demo.local, works as the reseller, then goes back to admin', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await openResellers(page);
  const search = page.getByRole('searchbox', { name: 'Rechercher dans Revendeurs' });
  await search.fill(ACCOUNTS.reseller);
  await search.press('Enter');
  const row = page.getByRole('table', { name: 'Revendeurs' }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Imprimerie Dupont');

  // The list as the admin left it: the customers' tab, searched.
  await expect(page).toHaveURL(/\/reseller\?.*search=reseller%40demo\.local/);
  const listUrl = page.url();
  await row.getByRole('button', { name: 'Se connecter en tant qu’Imprimerie Dupont' }).click();
  const dialog = page.getByRole('dialog', { name: 'Se connecter en tant qu’Imprimerie Dupont ?' });
  await expect(dialog).toContainText(ACCOUNTS.reseller);
  await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();

  // The app reloads at / as the reseller: its greeting, its menu, its data.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Jean' })).toBeVisible();
  await expect(page.getByText('Connecté en tant qu’Imprimerie Dupont')).toBeVisible();
  const menu = sidebar(page);
  await expect(menu.getByRole('link', { name: 'Mes marges' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Revendeurs', exact: true })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Mon profil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Société/ })).toHaveValue('Imprimerie Dupont');
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(ACCOUNTS.reseller);

  // Back where the admin came from: the list, with its search, not the dashboard.
  await page.getByRole('button', { name: 'Retour à l’admin' }).click();
  await expect(page).toHaveURL(listUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Revendeurs' })).toBeVisible();
  await expect(row).toHaveCount(1);
  await expect(page.getByText('Connecté en tant qu’Imprimerie Dupont')).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: 'Revendeurs', exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Mes marges' })).toHaveCount(0);
});

test('a reseller sees a grid with a bad line refused by its number, then replaces the grid', async ({ page }) => {
  await loginAs(page, ACCOUNTS.reseller);
  await sidebar(page).getByRole('link', { name: 'Mes marges' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes marges' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Mes marges' });
  await expect(table).toBeVisible();
  await expect(page.getByText('12 résultats', { exact: true })).toBeVisible();
  const fileInput = page.locator('input[type="file"]');

  // The current grid downloads whole, in the upload's format: edited and sent back, nothing is lost.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger ma grille actuelle' }).click();
  const current = await downloading;
  expect(current.suggestedFilename()).toBe('marges-actuelles.csv');
  const lines = (await readFile(await current.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]?.replace(/^\uFEFF/, '')).toBe('scenario_uid;quantity;marge');
  expect(lines).toHaveLength(13);
  for (const line of lines.slice(1)) expect(line).toMatch(/^[^;]+;\d+;\d+(,\d+)?$/);

  // A file with an unknown scenario on line 3: the preview checks the scenarios the upload accepts
  // (GET /reseller_marge_prices/scenarios), marks that line and does not send the file.
  await fileInput.setInputFiles(
    csv('grille-fausse.csv', 'scenario_uid;quantity;marge\nSC-001-VELIN;500;10\nSC-999-NOPE;500;10\n'),
  );
  const dialog = page.getByRole('dialog', { name: 'Téléverser le fichier' });
  await expect(dialog).toContainText('Fichier : grille-fausse.csv');
  const preview = dialog.getByRole('group', { name: 'Aperçu du fichier' });
  await expect(preview).toContainText('Scénario inconnu : SC-999-NOPE.');
  await expect(dialog).toContainText('2 lignes lues, 1 erreur.');
  await expect(dialog.getByRole('button', { name: 'Valider' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('12 résultats', { exact: true })).toBeVisible();

  // A file whose bad line the preview already sees cannot be sent.
  await fileInput.setInputFiles(csv('grille-locale.csv', 'scenario_uid;quantity;marge\nSC-001-VELIN;0;10\n'));
  await expect(dialog).toContainText('Ligne 2 : Quantité invalide « 0 » : entier positif attendu.');
  await expect(dialog.getByRole('button', { name: 'Valider' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  // A good file replaces the whole grid.
  await fileInput.setInputFiles(
    csv('grille.csv', '\uFEFFscenario_uid;quantity;marge\nSC-001-VELIN;250;15\nSC-002-KRAFT;750;22,5\n'),
  );
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastSaying(page, 'Grille importée : 2 lignes.')).toBeVisible();
  await expect(page.getByText('2 résultats', { exact: true })).toBeVisible();
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('SC-002-KRAFT');
  await expect(rows.nth(1)).toContainText('22,5 %');
});

test('the reseller list and a reseller detail have no serious or critical accessibility violation', async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.admin);
  await openResellers(page);
  await expect(page.getByRole('button', { name: 'Clients (9)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Prospects (3)' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await openDemoResellerFromList(page);
  await expect(page.getByRole('region', { name: 'Données API' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications par e-mail' })).toContainText(
    'Confirmation de commande',
  );
  await expectNoSeriousViolations(page);
});

/** The reseller page's connect-as button, the way back, and the reseller's greeting, in each language. */
const CONNECT_AS: Record<Language, { connect: string; confirm: RegExp; back: string; hello: string }> = {
  fr: {
    connect: 'Se connecter en tant qu’Imprimerie Dupont',
    confirm: /^Se connecter$/,
    back: 'Retour à l’admin',
    hello: 'Bonjour Jean',
  },
  en: { connect: 'Connect as Imprimerie Dupont', confirm: /^Connect$/, back: 'Back to admin', hello: 'Hello Jean' },
  es: {
    connect: 'Conectarse como Imprimerie Dupont',
    confirm: /^Conectarse$/,
    back: 'Volver al admin',
    hello: 'Hola Jean',
  },
};

for (const lang of LANGUAGES) {
  test(`an admin connects as a reseller from its page and comes back to that page (${lang})`, async ({ page }) => {
    await loginAs(page, ACCOUNTS.admin);
    await openResellers(page);
    await openDemoResellerFromList(page);
    await chooseLanguage(page, lang);
    const detail = page.url();
    const words = CONNECT_AS[lang];

    // What the button shows is what it is called (WCAG 2.5.3): a voice user says what they see.
    const connect = page.getByRole('button', { name: words.connect });
    await expect(connect).toHaveText(words.connect);
    await connect.click();
    await page.getByRole('dialog').getByRole('button', { name: words.confirm }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.hello })).toBeVisible();

    await page.getByRole('button', { name: words.back }).click();
    await expect(page).toHaveURL(detail);
    await expect(page.getByRole('heading', { level: 1, name: 'Imprimerie Dupont' })).toBeVisible();
    await expect(page.getByRole('button', { name: words.back })).toHaveCount(0);
  });
}
