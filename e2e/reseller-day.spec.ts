import { expect, test, type Locator, type Page } from './fixtures';
import {
  ACCOUNTS,
  pdfFile,
  prepareTourSituation,
  settled,
  submitLogin,
  toasts,
  userMenuButton,
  toastSaying,
} from './support';
import { expectNoPhoneProblems, PHONE, phoneProblems } from './phone';

/**
 * A reseller's whole day on a 390 px phone, in French, as a new user meets the demo (docs/screens.md#on-a-phone):
 * the guided tour followed to its end by tapping what each step shows, then the day's jobs, each by taps a
 * finger makes (no forced clicks): find an order by its number and read its history, ask a cancellation from
 * the list, answer a non-conformity with a PDF, see why a quote waiting for its files cannot be validated and
 * validate one that has them, switch to English, log out.
 */

// The tour starts on a first visit: no "tour done" in the browser, as in e2e/tour.spec.ts.
test.use({ ...PHONE, preparedStorage: [] });

const card = (page: Page) => page.locator('.tour-card');

/** Neither overlaps the other: the tour's card leaves the step's control free. */
async function expectUncovered(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    const a = (await card(page).boundingBox())!;
    const b = (await target.boundingBox())!;
    const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
    expect(apart, `the tour card ${JSON.stringify(a)} covers its step's control ${JSON.stringify(b)}`).toBe(true);
    expect(b.y).toBeGreaterThanOrEqual(0);
    expect(b.y + b.height).toBeLessThanOrEqual(PHONE.viewport.height);
  }).toPass({ timeout: 5_000 });
}

/** The tour's step `n`, its card named by its title; the control it points at, in sight and uncovered. */
async function step(page: Page, n: number, title: string, target: string): Promise<Locator> {
  const tour = page.getByRole('dialog', { name: title });
  await expect(tour).toBeVisible();
  await expect(tour).toContainText(`Étape ${n} / 5`);
  await expect(tour.getByRole('status')).toHaveCount(0);
  const control = page.locator(target).first();
  await expect(control).toBeVisible();
  await expectUncovered(page, control);
  return control;
}

/** While a dialog is open the tour is a pill leaving the dialog's actions free; they are inside the screen. */
async function expectDockedBeside(page: Page): Promise<void> {
  await expect(card(page)).toHaveCount(0);
  await expect(page.locator('.tour-pill')).toBeVisible();
  expectNoPhoneProblems((await phoneProblems(page, 'the dialog')).filter((p) => p.includes('dialog')));
}

/** Opens a screen from the phone's menu, as a finger does. */
async function openMenu(page: Page, entry: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Afficher ou masquer le menu' }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: entry }).click();
  await settled(page);
}

test('a reseller’s day on a 390 px phone: the tour to its end, then orders, requests, quotes, language, logout', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await submitLogin(page, ACCOUNTS.reseller);
  await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();

  // 1. The dashboard's period.
  await step(page, 1, 'Votre tableau de bord', '[data-tour="dashboard-period"]');
  await card(page).getByRole('button', { name: 'Suivant' }).click();

  // 2. The orders' search and filters.
  await step(page, 2, 'Suivre vos commandes', '[data-tour="orders-list-controls"]');
  await card(page).getByRole('button', { name: 'Suivant' }).click();

  // 3. A cancellation: the card's text names the button as it reads; the dialog's actions stay free.
  const ask = await step(page, 3, 'Demander une annulation', '[data-tour="ask-cancellation"]');
  await expect(card(page)).toContainText('« Demander l’annulation »');
  await ask.click();
  const cancel = page.getByRole('dialog', { name: 'Demander l’annulation' });
  await expectDockedBeside(page);
  await cancel.getByLabel('Commentaire').fill('Le client a changé d’avis.');
  await cancel.getByRole('button', { name: 'Demander l’annulation' }).click();
  await expect(toastSaying(page, 'Demande d’annulation envoyée.')).toBeVisible();
  await expect(card(page)).toBeVisible();
  await card(page).getByRole('button', { name: 'Suivant' }).click();

  // 4. A non-conformity printed as is; the pill reopens the card over the dialog, and docks it again.
  const print = await step(page, 4, 'Répondre à une non-conformité', '[data-tour="non-conformity-answer"]');
  await print.click();
  const confirmPrint = page.getByRole('dialog', { name: /^Imprimer la commande \d+ en l’état \?$/ });
  await expectDockedBeside(page);
  // The toasts share the top of the screen with the docked tour: the last one closes after 5 s.
  await expect(toasts(page)).toHaveCount(0);
  await page.locator('.tour-pill').click();
  await expect(card(page)).toBeVisible();
  await expect(confirmPrint).toBeVisible();
  await card(page).getByRole('button', { name: 'Réduire la visite guidée' }).click();
  await expectDockedBeside(page);
  await confirmPrint.getByRole('button', { name: 'Imprimer en l’état' }).click();
  await expect(toastSaying(page, 'Réponse envoyée.')).toBeVisible();
  await card(page).getByRole('button', { name: 'Suivant' }).click();

  // 5. A quote with its files, validated.
  const validate = await step(page, 5, 'Valider un devis', '[data-tour="validate-quote"]');
  await validate.click();
  const confirmValidate = page.getByRole('dialog', { name: 'Valider le devis ?' });
  await expectDockedBeside(page);
  await confirmValidate.getByRole('button', { name: 'Valider le devis' }).click();
  await expect(toastSaying(page, 'Devis validé')).toBeVisible();
  await card(page).getByRole('button', { name: 'Terminer' }).click();
  await expect(card(page)).toHaveCount(0);

  // An order found by its number, and its history.
  await openMenu(page, 'Commandes');
  const orders = page.getByRole('list', { name: 'Commandes' });
  const number = (await orders.locator('.list-card-title a').nth(2).innerText()).trim();
  await page.getByRole('searchbox', { name: 'Rechercher dans Commandes' }).fill(number);
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`search=${number}`));
  await settled(page);
  await orders.getByRole('link', { name: number, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Commande ${number}` })).toBeVisible();
  const history = page.getByRole('region', { name: 'Historique' });
  await history.scrollIntoViewIfNeeded();
  await expect(history.getByText(/^Commande créée depuis le devis /)).toBeVisible();

  // A cancellation asked from the list's card.
  await page.getByRole('link', { name: 'Retour aux commandes' }).click();
  await settled(page);
  const toCancel = page
    .locator('.list-card')
    .filter({ has: page.getByRole('button', { name: /^Demander l’annulation/ }) });
  const cancelled = (await toCancel.first().locator('.list-card-title a').innerText()).trim();
  await toCancel
    .first()
    .getByRole('button', { name: /^Demander l’annulation/ })
    .click();
  await cancel.getByLabel('Commentaire').fill('Doublon de commande.');
  await cancel.getByRole('button', { name: 'Demander l’annulation' }).click();
  await expect(toastSaying(page, 'Demande d’annulation envoyée.')).toBeVisible();
  const cancelledCard = page
    .locator('.list-card')
    .filter({ has: page.getByRole('link', { name: cancelled, exact: true }) });
  await expect(cancelledCard.getByText('Annulation demandée').first()).toBeVisible();

  // A non-conformity answered with a new PDF for each series.
  await prepareTourSituation(page, 'non-conformity');
  await openMenu(page, /^Non-conformités/);
  await page
    .getByRole('button', { name: /^Envoyer un nouveau fichier pour la commande/ })
    .first()
    .click();
  const answer = page.getByRole('dialog', { name: /^Envoyer de nouveaux fichiers — commande \d+$/ });
  const series = answer.getByRole('list', { name: 'Séries de la commande' }).getByRole('listitem');
  const count = await series.count();
  for (let i = 0; i < count; i++) {
    const one = series.nth(i);
    await one.getByLabel(/^Nouveau PDF pour la série /).setInputFiles(pdfFile(`serie-${i + 1}.pdf`));
    await one.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await expect(one.getByText('Nouveau fichier', { exact: true })).toBeVisible();
  }
  expectNoPhoneProblems(await phoneProblems(page, 'the answer'));
  await answer.getByRole('button', { name: 'Envoyer ma réponse' }).click();
  await expect(toastSaying(page, 'Réponse envoyée.')).toBeVisible();
  await expect(answer).toHaveCount(0);

  // A quote waiting for its files says why it cannot be validated; a ready one is validated.
  await openMenu(page, 'Devis');
  await page.getByLabel('Trier par').selectOption({ label: 'Statut' });
  await page.getByLabel('Ordre du tri').selectOption({ label: 'Décroissant' });
  await settled(page);
  const waiting = page.locator('.list-card').filter({ hasText: 'En attente des fichiers' }).first();
  await waiting.locator('.list-card-title a').click();
  const blocked = page.getByRole('button', { name: 'Valider le devis' });
  await expect(blocked).toBeDisabled();
  await expect(
    page.getByText(/^Ce devis pourra être validé quand chaque série aura son PDF\. Il manque : /),
  ).toBeVisible();
  const { quoteId } = await prepareTourSituation(page, 'quote-ready');
  await page.getByRole('link', { name: 'Retour aux devis' }).click();
  await settled(page);
  await page.locator(`.list-card-title a[href="/quote/show/${quoteId}"]`).click();
  await page.getByRole('button', { name: 'Valider le devis' }).click();
  await confirmValidate.getByRole('button', { name: 'Valider le devis' }).click();
  await expect(toastSaying(page, 'Devis validé')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Le devis est devenu la commande \d+\./ })).toBeVisible();

  // English, then logged out.
  await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Validate the quote' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to the quotes' })).toBeVisible();
  await userMenuButton(page, 'Reseller').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
