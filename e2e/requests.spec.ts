import { expect, test, type Locator, type Page, type Response } from './fixtures';
import { ACCOUNTS, expectNoSeriousViolations, loginAs, pdfFile, sidebar, submitLogin, toastSaying } from './support';

const pdf = pdfFile;

/**
 * Logs out through the user menu and in again as someone else, without reloading the page: the
 * demo's data lives in the page and is saved in the background.
 */
async function switchAccount(page: Page, username: string): Promise<void> {
  // Once in a full run (2,968 tests) the user menu stayed open after the click on its item, right
  // after a toast: the menu is opened again until the logout happens (it must, within 15 s).
  await expect(async () => {
    const menu = page.getByRole('button', { name: /(Admin|Revendeur|Lecteur)$/ });
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click({ timeout: 3_000 });
    await expect(page).toHaveURL(/\/login$/, { timeout: 3_000 });
  }).toPass({ timeout: 15_000 });
  await submitLogin(page, username);
  await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();
}

/** The sidebar entry of the non-conforming orders, whose name ends with the waiting count, if any. */
const nonConformityLink = (page: Page) => sidebar(page).getByRole('link', { name: /^Non-conformités/ });

/** The sidebar's accessible name of that entry for `count` waiting requests (none: no count). */
const withCount = (count: number) => new RegExp(`^Non-conformités${count ? `\\s*${count} en attente` : ''}$`);

/** The count the server gave the sidebar (`counted`: its answer), once the sidebar shows it. */
async function waitingCount(page: Page, counted: Promise<Response>): Promise<number> {
  const { count } = (await (await counted).json()) as { count: number };
  await expect(nonConformityLink(page)).toHaveAccessibleName(withCount(count));
  return count;
}

async function openList(page: Page, menu: string | RegExp, title: string): Promise<Locator> {
  await sidebar(page).getByRole('link', { name: menu }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Chargement…' })).toHaveCount(0);
  return page.getByRole('table', { name: title });
}

/** The row of a request list about order `id` (its order cell links to the order). */
const rowOfOrder = (table: Locator, id: string) =>
  table.locator('tbody tr').filter({ has: table.page().getByRole('link', { name: `Commande ${id}`, exact: true }) });

async function search(page: Page, list: string, text: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: `Rechercher dans ${list}` });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${text}`));
}

test('a non-conforming order goes from the admin to the reseller, who sends a new PDF per series, and back', async ({
  page,
}) => {
  // The reseller's waiting count, and one of its orders that may still be placed in non-conforming.
  const counted = page.waitForResponse(/\/admin\/order_not_conformity\/count\//);
  await loginAs(page, ACCOUNTS.reseller);
  const before = await waitingCount(page, counted);
  const orders = await openList(page, 'Commandes', 'Commandes');
  const flaggable = orders
    .locator('tbody tr')
    .filter({ has: page.locator('.order-status', { hasText: /^(En attente|En cours de traitement|En production)$/ }) });
  const id = (await flaggable.first().locator('td').first().innerText()).trim();
  expect(id).toMatch(/^\d+$/);

  // The admin places it in non-conforming from the order page.
  await switchAccount(page, ACCOUNTS.admin);
  await page.goto(`/order/show/${id}`);
  await page.getByRole('button', { name: 'Placer en non-conforme' }).click();
  const flag = page.getByRole('dialog', { name: 'Placer la commande en non-conforme' });
  await flag.locator('label', { hasText: 'Fichier non conforme' }).click();
  await flag.getByLabel(/^Commentaire de l’administrateur/).fill('Les fonds perdus manquent.');
  await flag.getByRole('button', { name: 'Placer en non-conforme' }).click();
  await expect(toastSaying(page, 'Commande placée en non-conforme.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Non conforme');

  // The reseller sees one more waiting request, and answers it with a new file per series.
  await switchAccount(page, ACCOUNTS.reseller);
  await expect(nonConformityLink(page)).toHaveAccessibleName(withCount(before + 1));
  const table = await openList(page, /^Non-conformités/, 'Commandes non conformes');
  const row = rowOfOrder(table, id);
  await expect(row).toContainText('En attente');
  await expect(row).toContainText('Fichier non conforme');
  await expect(row).toContainText('Les fonds perdus manquent.');
  await row.getByRole('button', { name: `Envoyer un nouveau fichier pour la commande ${id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Envoyer de nouveaux fichiers — commande ${id}` });
  await expect(dialog).toBeVisible();
  const series = dialog.getByRole('list', { name: 'Séries de la commande' }).getByRole('listitem');
  const count = await series.count();
  expect(count).toBeGreaterThan(0);
  const sendFile = async (item: Locator, file: Parameters<Locator['setInputFiles']>[0]) => {
    await item.getByLabel(/^Nouveau PDF pour la série /).setInputFiles(file);
    await item.getByRole('button', { name: 'Envoyer', exact: true }).click();
  };

  // A file that is not a PDF is refused as soon as it is chosen, with the reason beside its series.
  await series
    .first()
    .getByLabel(/^Nouveau PDF pour la série /)
    .setInputFiles({ name: 'photo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('GIF89a') });
  await expect(series.first().getByRole('alert')).toHaveText(
    'Ce fichier n’est pas un PDF (son contenu ne commence pas par %PDF-).',
  );
  await expect(series.first().getByRole('button', { name: 'Envoyer', exact: true })).toBeDisabled();

  // Submitting before every series has its new file is refused in the form.
  await dialog.getByRole('button', { name: 'Envoyer ma réponse' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Envoyez un nouveau PDF pour chaque série' })).toBeVisible();

  for (let i = 0; i < count; i++) {
    await sendFile(series.nth(i), pdf(`nouveau-${i + 1}.pdf`));
    await expect(series.nth(i)).toContainText(`Fichier actuel : nouveau-${i + 1}.pdf`);
    await expect(series.nth(i).getByText('Nouveau fichier', { exact: true })).toBeVisible();
  }
  await expect(dialog.getByText('Nouveau fichier', { exact: true })).toHaveCount(count);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // Closing now asks first; 'go back' keeps everything that was entered.
  await dialog.getByLabel(/^Votre commentaire/).fill('Fichiers corrigés en 300 dpi.');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  const leave = page.getByRole('dialog', { name: 'Fermer le formulaire ?' });
  await leave.getByRole('button', { name: 'Fermer cette fenêtre puis valider ma saisie' }).click();
  await expect(leave).toBeHidden();
  await expect(dialog.getByLabel(/^Votre commentaire/)).toHaveValue('Fichiers corrigés en 300 dpi.');
  await expect(dialog.getByText('Nouveau fichier', { exact: true })).toHaveCount(count);

  await dialog.getByRole('button', { name: 'Envoyer ma réponse' }).click();
  await expect(toastSaying(page, 'Réponse envoyée.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Répondue');
  await expect(row).toContainText('Nouveau fichier envoyé');
  await expect(row).toContainText('Fichiers corrigés en 300 dpi.');
  await expect(row.getByRole('button', { name: /^Envoyer un nouveau fichier/ })).toHaveCount(0);
  await expect(nonConformityLink(page)).toHaveAccessibleName(withCount(before));

  // Back as the admin: the request is answered and the order in progress again.
  await switchAccount(page, ACCOUNTS.admin);
  const adminTable = await openList(page, 'Non-conformités', 'Commandes non conformes');
  const answered = rowOfOrder(adminTable, id);
  await expect(answered).toContainText('Répondue');
  await expect(answered).toContainText('Imprimerie Dupont');
  await expect(answered.getByRole('button')).toHaveCount(0);
  await answered.getByRole('link', { name: `Voir la commande ${id}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Commande ${id}`) })).toContainText(
    'En cours de traitement',
  );
  const card = page.getByRole('region', { name: 'Non-conformité' });
  await expect(card).toContainText('Répondue');
  await expect(card).toContainText('Nouveau fichier envoyé');
});

test('a reseller asks to cancel an order; the admin approves, then cancels the treatment', async ({ page }) => {
  await loginAs(page, ACCOUNTS.reseller);
  const orders = await openList(page, 'Commandes', 'Commandes');
  const ask = orders.getByRole('button', { name: /^Demander l’annulation de la commande \d+$/ }).first();
  const id = ((await ask.getAttribute('aria-label')) ?? '').replace(/\D/g, '');
  await ask.click();
  const askDialog = page.getByRole('dialog', { name: 'Demander l’annulation' });
  await askDialog.getByLabel('Commentaire').fill('Doublon de commande.');
  await askDialog.getByRole('button', { name: 'Demander l’annulation' }).click();
  await expect(toastSaying(page, 'Demande d’annulation envoyée.')).toBeVisible();

  // The reseller sees its request, pending, without any action.
  let table = await openList(page, 'Demandes d’annulation', 'Demandes d’annulation');
  await expect(table.locator('thead')).not.toContainText('Société');
  let row = rowOfOrder(table, id);
  await expect(row).toContainText('Doublon de commande.');
  await expect(row).toContainText('En attente');
  await expect(row.getByRole('button')).toHaveCount(0);

  // The admin finds it by the order's number and approves it.
  await switchAccount(page, ACCOUNTS.admin);
  table = await openList(page, 'Demandes d’annulation', 'Demandes d’annulation');
  await search(page, 'Demandes d’annulation', id);
  row = rowOfOrder(table, id);
  await expect(row).toContainText('Imprimerie Dupont');
  await expect(row.locator('.order-status')).toHaveText('Annulation demandée');
  await expect(row.getByRole('button', { name: /^Annuler le traitement/ })).toHaveCount(0);
  await row.getByRole('button', { name: /^Approuver la demande \d+/ }).click();
  const approve = page.getByRole('dialog', { name: /^Approuver la demande d’annulation \d+ \?$/ });
  await expect(approve).toContainText(`La commande ${id} sera annulée.`);
  await approve.getByRole('button', { name: 'Approuver' }).click();
  await expect(toastSaying(page, 'Demande d’annulation approuvée.')).toBeVisible();
  await expect(row).toContainText('Approuvée');
  await expect(row.locator('.order-status')).toHaveText('Annulée');
  await expect(row.getByRole('button', { name: /^Approuver/ })).toHaveCount(0);

  // The order page says so too.
  await row.getByRole('link', { name: `Commande ${id}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Commande ${id}`) })).toContainText('Annulée');
  await page.goBack();

  // Cancelling the treatment puts the order back in progress.
  await row.getByRole('button', { name: /^Annuler le traitement de la demande \d+/ }).click();
  const undo = page.getByRole('dialog', { name: /^Annuler le traitement de la demande \d+ \?$/ });
  await expect(undo.getByRole('button', { name: 'Ne rien changer' })).toBeVisible();
  await undo.getByRole('button', { name: 'Annuler le traitement' }).click();
  await expect(toastSaying(page, 'Traitement annulé')).toBeVisible();
  await expect(row).toContainText('Traitement annulé');
  await expect(row.locator('.order-status')).toHaveText('En cours de traitement');
  await expect(row.getByRole('button')).toHaveCount(0);

  const list = await openList(page, 'Commandes', 'Commandes');
  await search(page, 'Commandes', id);
  const order = list.locator('tbody tr').filter({ has: page.locator('td', { hasText: new RegExp(`^${id}$`) }) });
  await expect(order.locator('.order-status')).toHaveText('En cours de traitement');
});

test('both request lists have no serious or critical accessibility violation', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  const cancels = await openList(page, 'Demandes d’annulation', 'Demandes d’annulation');
  await expect(cancels.locator('tbody tr').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  const nonConformities = await openList(page, 'Non-conformités', 'Commandes non conformes');
  await expect(nonConformities.locator('tbody tr').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});
