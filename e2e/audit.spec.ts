import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import {
  ACCOUNTS,
  chooseLanguage,
  expectNoSeriousViolations,
  LANGUAGES,
  loginAs,
  openDemoResellerFromList,
  openInApp,
  settled,
  sidebar,
  wordsBrokenIn,
  type Language,
} from './support';

/** Picks a language in the header and waits for the page to be drawn in it again. */
async function switchLanguage(page: Page, selectName: string, code: string): Promise<void> {
  await page.getByRole('combobox', { name: selectName }).selectOption(code);
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  await settled(page);
}

test('an admin moves an order on and reads its history, in French, English and Spanish', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await sidebar(page).getByRole('link', { name: 'Commandes' }).click();
  const table = page.getByRole('table', { name: 'Commandes' });
  const pending = table.locator('tbody tr').filter({ has: page.locator('.order-status', { hasText: /^En attente$/ }) });
  await pending
    .first()
    .getByRole('button', { name: /^Voir la commande/ })
    .click();
  await settled(page);

  const history = page.getByRole('list', { name: 'Historique' });
  await expect(history.locator('li').first()).toContainText('Commande créée depuis le devis DEV-');
  await page.getByLabel('Nouveau statut').selectOption({ label: 'En cours de traitement' });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByRole('dialog', { name: 'Changer le statut ?' }).getByRole('button', { name: 'Confirmer' }).click();
  await expect(history.locator('li').last()).toContainText('Statut : En attente → En cours de traitement');
  await expect(history.locator('li').last()).toContainText('admin@demo.local');
  await expectNoSeriousViolations(page);

  await switchLanguage(page, 'Langue', 'en');
  const english = page.getByRole('list', { name: 'History' });
  await expect(english.locator('li').first()).toContainText('Order created from quote DEV-');
  await expect(english.locator('li').last()).toContainText('Status: Pending → In progress');

  await switchLanguage(page, 'Language', 'es');
  const spanish = page.getByRole('list', { name: 'Historial' });
  await expect(spanish.locator('li').first()).toContainText('Pedido creado desde el presupuesto DEV-');
  await expect(spanish.locator('li').last()).toContainText('Estado: Pendiente →');
});

test('an admin changes a reseller’s discount, finds who did it from the reseller’s page, and exports it', async ({
  page,
}, testInfo) => {
  await loginAs(page, ACCOUNTS.admin);
  await sidebar(page).getByRole('link', { name: 'Revendeurs', exact: true }).click();
  await openDemoResellerFromList(page);
  await page.getByRole('link', { name: 'Modifier' }).click();
  const discount = page.getByRole('textbox', { name: /^Remise/ });
  const before = await discount.inputValue();
  // A decimal, read in the audit as the French write it.
  const after = before === '12.5' || before === '12,5' ? '13,5' : '12,5';
  await discount.fill(after);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Imprimerie Dupont' })).toBeVisible();
  const resellerId = /\/reseller\/show\/(\d+)/.exec(page.url())?.[1];
  expect(resellerId).toBeDefined();

  // The reseller's page links to its history: the audit page filtered to it, newest first.
  await page.getByRole('link', { name: 'Historique de cet enregistrement' }).click();
  await expect(page).toHaveURL(new RegExp(`/audit\\?entity=reseller&entityId=${resellerId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Journal d’audit' })).toBeVisible();
  await expect(page.getByLabel('Type d’enregistrement')).toHaveValue('reseller');
  await expect(page.getByLabel('N° d’enregistrement')).toHaveValue(String(resellerId));
  const table = page.getByRole('table', { name: 'Journal d’audit' });
  const newest = table.locator('tbody > tr').first();
  await expect(newest).toContainText('Modification');
  await expect(newest).toContainText('admin@demo.local');
  await expect(newest.getByRole('link', { name: `Revendeur n° ${resellerId}` })).toBeVisible();

  // Its changes open under the row: the discount, from → to.
  await newest.getByRole('button', { name: /^Modifications de l’entrée \d+/ }).click();
  const changes = newest.getByRole('table', { name: /^Modifications de l’entrée/ });
  await expect(changes.getByRole('row', { name: /^Remise \(%\)/ })).toContainText(
    `${before.replace('.', ',')}${after}`,
  );
  // Only what changed: no field from nothing to nothing ("(vide) → (vide)").
  await expect(changes.getByRole('row').filter({ hasText: /\(vide\)\s*\(vide\)/ })).toHaveCount(0);

  // Filtered to the person as well, the entry is still there; a sorted header and the filters stay in the URL.
  await page.getByRole('combobox', { name: 'Personne' }).fill('admin@demo');
  await page.getByRole('option', { name: 'admin@demo.local', exact: true }).click();
  await expect(page.getByText('Personne : admin@demo.local')).toBeVisible();
  await expect(page).toHaveURL(/actor=\d+%3Aadmin%40demo\.local/);
  await expect(table.locator('tbody > tr').first()).toContainText('admin@demo.local');
  await expectNoSeriousViolations(page);

  // The filtered rows as CSV: the change is in the file, with who and on what.
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exporter le journal d’audit (CSV)' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Exporter' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const file = testInfo.outputPath('audit.csv');
  await download.saveAs(file);
  const text = await readFile(file, 'utf8');
  expect(text).toContain(`discount: ${before.replace(',', '.')} → ${after.replace(',', '.')}`);
  expect(text).toContain('admin@demo.local');
  expect(text).not.toContain('password: demo');

  // The page in English says the same.
  await switchLanguage(page, 'Langue', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Audit log' }).locator('tbody > tr').first()).toContainText('Updated');
});

test('a reader opens the audit page from the sidebar; a reseller has neither the entry nor the page', async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.reader);
  await sidebar(page).getByRole('link', { name: 'Journal d’audit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal d’audit' })).toBeVisible();
  await page.getByLabel('Action').selectOption({ label: 'Connexion' });
  await expect(page).toHaveURL(/action=login/);
  const first = page.getByRole('table', { name: 'Journal d’audit' }).locator('tbody > tr').first();
  await expect(first).toContainText('Connexion');
  await expect(first).toContainText(ACCOUNTS.reader);

  await page.goto('/logout');
  await expect(page.getByLabel('Identifiant')).toBeVisible();
  await loginAs(page, ACCOUNTS.reseller);
  await expect(sidebar(page).getByRole('link', { name: 'Journal d’audit' })).toHaveCount(0);
  await page.goto('/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible();
});

/** A count of thousands as each language writes it: "14 288" (narrow no-break space), "14,288", "14.288". */
const COUNT_FORMAT = {
  fr: /^\d{1,3}(\u202f\d{3})+ résultats$/,
  en: /^\d{1,3}(,\d{3})+ results$/,
  es: /^\d{1,3}(\.\d{3})+ resultados$/,
} as const;

test('the audit log counts its thousands of entries in each language’s number format', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  for (const lang of LANGUAGES) {
    await chooseLanguage(page, lang);
    await openInApp(page, '/audit');
    await expect(page.locator('.list-count')).toHaveText(COUNT_FORMAT[lang]);
  }
  // The order list shares the list's count: 3,000 orders in French.
  await openInApp(page, '/order');
  await chooseLanguage(page, 'fr');
  await expect(page.locator('.list-count')).toHaveText('3\u202f000 résultats');
});

type PaymentMode = 'none' | 'bank-card' | 'cash';

/** How the audit row names a reseller's change in each language: the table's header, field labels, value names. */
const CHANGES: Record<
  Language,
  {
    readonly toggle: RegExp;
    readonly header: readonly string[];
    readonly discount: string;
    readonly paymentMode: string;
    readonly billingCity: string;
    readonly payments: Readonly<Record<PaymentMode, string>>;
  }
> = {
  fr: {
    toggle: /^Modifications de l’entrée/,
    header: ['Champ', 'Avant', 'Après'],
    discount: 'Remise (%)',
    paymentMode: 'Mode de paiement',
    billingCity: 'Adresse de facturation : Ville',
    payments: { none: 'Aucun', 'bank-card': 'Carte bancaire', cash: 'Espèces' },
  },
  en: {
    toggle: /^Changes of entry/,
    header: ['Field', 'Before', 'After'],
    discount: 'Discount (%)',
    paymentMode: 'Payment method',
    billingCity: 'Billing address: City',
    payments: { none: 'None', 'bank-card': 'Bank card', cash: 'Cash' },
  },
  es: {
    toggle: /^Cambios de la entrada/,
    header: ['Campo', 'Antes', 'Después'],
    discount: 'Descuento (%)',
    paymentMode: 'Forma de pago',
    billingCity: 'Dirección de facturación: Ciudad',
    payments: { none: 'Ninguna', 'bank-card': 'Tarjeta bancaria', cash: 'Efectivo' },
  },
};

test('a row’s changes name each field by its label and each value by its name, words whole, in fr, en and es', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAs(page, ACCOUNTS.admin);
  await sidebar(page).getByRole('link', { name: 'Revendeurs', exact: true }).click();
  await openDemoResellerFromList(page);
  await page.getByRole('link', { name: 'Modifier' }).click();
  const id = /\/reseller\/edit\/(\d+)/.exec(page.url())?.[1];
  const discount = page.locator('#field-discount');
  const payment = page.locator('#field-paymentMode');
  const city = page.locator('#field-billingCity');
  await expect(discount).not.toHaveValue('');
  const was = {
    discount: await discount.inputValue(),
    payment: (await payment.inputValue()) as PaymentMode,
    city: await city.inputValue(),
  };
  const now = {
    discount: was.discount === '17' ? '18' : '17',
    payment: (was.payment === 'cash' ? 'bank-card' : 'cash') as PaymentMode,
    city: 'Villeurbanne',
  };
  await discount.fill(now.discount);
  await payment.selectOption(now.payment);
  await city.fill(now.city);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Imprimerie Dupont' })).toBeVisible();

  await openInApp(page, `/audit?entity=reseller&entityId=${id}`);
  for (const lang of LANGUAGES) {
    await chooseLanguage(page, lang);
    const words = CHANGES[lang];
    const newest = page.locator('main table tbody > tr').first();
    await newest.getByRole('button', { name: words.toggle }).click();
    const changes = newest.getByRole('table', { name: words.toggle });
    await expect(changes.locator('thead th')).toHaveText(words.header);
    const change = (field: string) =>
      changes
        .locator('tbody tr')
        .filter({ has: page.getByRole('rowheader', { name: field, exact: true }) })
        .locator('td');
    await expect(change(words.discount)).toHaveText([was.discount, now.discount]);
    await expect(change(words.paymentMode)).toHaveText([words.payments[was.payment], words.payments[now.payment]]);
    await expect(change(words.billingCity)).toHaveText([was.city || /.+/, now.city]);
    // Nor in the row around them: the person's e-mail stays whole too.
    expect(await wordsBrokenIn(newest), `${lang}: no word broken over two lines`).toEqual([]);
  }
  await expectNoSeriousViolations(page);
});
