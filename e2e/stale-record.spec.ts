import { expect, test, type Page } from './fixtures';
import { ACCOUNTS, expectNoSeriousViolations, loginAs, toastSaying } from './support';

interface Answer {
  readonly status: number;
  readonly etag: string | null;
  readonly body: Record<string, unknown> | null;
}

/** A call to the demo's API from the page, with the session's token: another admin at work. */
function api(page: Page, method: string, path: string, options: { body?: unknown; ifMatch?: string } = {}) {
  return page.evaluate(
    async ({ method, path, body, ifMatch }): Promise<Answer> => {
      const token = (JSON.parse(localStorage.getItem('bo.session') ?? '{}') as { token?: string }).token ?? '';
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (ifMatch) headers['if-match'] = ifMatch;
      const response = await fetch(`/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return {
        status: response.status,
        etag: response.headers.get('etag'),
        body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
      };
    },
    { method, path, body: options.body, ifMatch: options.ifMatch },
  );
}

test('a reseller changed by someone else while its form is open: the dialog, then Reload brings their change in', async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.admin);
  const found = await api(page, 'GET', `/admin/resellers/search?_search=${encodeURIComponent(ACCOUNTS.reseller)}`);
  const id = (found.body?.list as { id: number; username: string }[]).find((r) => r.username === ACCOUNTS.reseller)!.id;

  await page.goto(`/reseller/edit/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier le revendeur' })).toBeVisible();
  const company = page.getByRole('textbox', { name: /^Société/ });
  const discount = page.getByRole('textbox', { name: /^Remise/ });
  await expect(company).toHaveValue('Imprimerie Dupont');
  const openedDiscount = await discount.inputValue();
  expect(openedDiscount).not.toBe('15');
  await company.fill('Dupont & Fils');

  // Meanwhile another admin saves a discount and a company of their own, on the version they read.
  const read = await api(page, 'GET', `/admin/resellers/${id}`);
  expect(read.etag).toMatch(/^"[0-9a-f]{32}"$/);
  const { username, firstname, lastname } = read.body as Record<string, string>;
  const other = await api(page, 'PUT', `/admin/resellers/${id}`, {
    ifMatch: read.etag ?? undefined,
    body: { username, firstname, lastname, company: 'Dupont Étiquettes', discount: 15 },
  });
  expect(other.status).toBe(200);

  // Saving the form's stale copy is refused and explained; nothing of it is saved.
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifié depuis son ouverture' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Vos modifications n’ont pas été enregistrées');
  await expect(dialog).toContainText('Recharger : le formulaire affiche la fiche telle qu’elle est maintenant');
  await expect(dialog.getByRole('button', { name: 'Recharger' })).toBeFocused();
  await expectNoSeriousViolations(page);
  expect((await api(page, 'GET', `/admin/resellers/${id}`)).body).toMatchObject({
    company: 'Dupont Étiquettes',
    discount: 15,
  });

  // Cancel keeps the form as it is.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(company).toHaveValue('Dupont & Fils');
  await expect(discount).toHaveValue(openedDiscount);

  // Reload: their discount comes in, the change typed here stays, their company is shown under it.
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await dialog.getByRole('button', { name: 'Recharger' }).click();
  await expect(dialog).toBeHidden();
  await expect(discount).toHaveValue('15');
  await expect(company).toHaveValue('Dupont & Fils');
  await expect(page.getByText('Modifié entre-temps en : Dupont Étiquettes.')).toBeVisible();
  await expect(toastSaying(page, 'Fiche rechargée')).toBeVisible();

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toastSaying(page, 'Revendeur Dupont & Fils enregistré.')).toBeVisible();
  expect((await api(page, 'GET', `/admin/resellers/${id}`)).body).toMatchObject({
    company: 'Dupont & Fils',
    discount: 15,
  });
});

test('an order moved by someone else while its page is open: the status change is refused, Reload shows the order as it now is', async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.admin);
  const pending = await api(page, 'GET', '/admin/orders?_filter[]=0&_limit=1');
  const id = (pending.body?.list as { id: number }[])[0]!.id;

  await page.goto(`/order/show/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Commande ${id}`) })).toBeVisible();
  const select = page.getByRole('combobox', { name: 'Nouveau statut' });
  await select.selectOption({ label: 'En cours de traitement' });

  // Meanwhile another admin moves the order on.
  const read = await api(page, 'GET', `/admin/orders/${id}`);
  const moved = await api(page, 'PATCH', `/admin/status/orders/${id}`, {
    ifMatch: read.etag ?? undefined,
    body: { status: 1 },
  });
  expect(moved.status).toBe(200);

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByRole('dialog', { name: 'Changer le statut ?' }).getByRole('button', { name: 'Confirmer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifié depuis son ouverture' });
  await expect(dialog).toContainText('Son statut n’a pas été changé.');
  await expect(dialog.getByRole('button', { name: 'Recharger' })).toBeFocused();
  await expectNoSeriousViolations(page);

  await dialog.getByRole('button', { name: 'Recharger' }).click();
  await expect(dialog).toBeHidden();
  // The order as it now is: in progress, and the next step is what is offered.
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^Commande ${id} En cours de traitement`) }),
  ).toBeVisible();
  await expect(select.locator('option', { hasText: 'En production' })).toHaveCount(1);
  await expect(select.locator('option', { hasText: 'En cours de traitement' })).toHaveCount(0);
  expect(((await api(page, 'GET', `/admin/orders/${id}`)).body?.status as { id: number }).id).toBe(1);
});
