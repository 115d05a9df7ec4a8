import { expect, test, type Page } from './fixtures';
import {
  ACCOUNTS,
  apiCalls,
  dashboardFiguresShown,
  demoDataStored,
  loginAs,
  openInApp,
  settled,
  submitLogin,
  tick,
  toasts,
  toastSaying,
} from './support';

/**
 * docs/product.md#demo-data-and-reset: corrupt or outdated demo data in IndexedDB
 * (mocks/persistence/demo-store.ts) is detected at start: the demo reseeds, says so, and works — no
 * blank screen. A backend never saves its older data over what another one stored since, and a write
 * is stored before it is answered (docs/demo-backend.md#what-a-write-survives).
 */
const NOTICE = 'Les données de démo enregistrées étaient abîmées ou périmées : elles ont été rechargées.';

async function openLogin(page: Page): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
}

/**
 * Replaces the stored snapshot from a page of the same origin that does not run the demo (the
 * demo saves its data when its page goes away, which would overwrite the change).
 */
async function tamper(page: Page, change: 'garbage' | 'older'): Promise<void> {
  // The backend saves a fresh seed shortly after it starts, in its worker: wait for it.
  await demoDataStored(page);
  await page.goto('/mockServiceWorker.js');
  await page.evaluate(async (kind) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('bo-demo', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('snapshots');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const current = await new Promise<{ version: number; data: unknown } | undefined>((resolve) => {
      const request = db.transaction('snapshots').objectStore('snapshots').get('db');
      request.onsuccess = () => resolve(request.result as { version: number; data: unknown } | undefined);
    });
    if (!current) throw new Error('the demo saved no data');
    const value = kind === 'garbage' ? 'garbage{{' : { ...current, version: current.version - 1 };
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('snapshots', 'readwrite');
      tx.objectStore('snapshots').put(value, 'db');
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    localStorage.removeItem('bo.demo.tokens');
  }, change);
}

for (const change of ['garbage', 'older'] as const) {
  test(`${change === 'garbage' ? 'garbage' : 'an older version'} in storage: the demo reseeds, says so and works`, async ({
    page,
  }) => {
    await openLogin(page);
    await expect(toasts(page).filter({ hasText: NOTICE })).toHaveCount(0);
    await tamper(page, change);

    await openLogin(page);
    await expect(toastSaying(page, NOTICE)).toBeVisible();
    await submitLogin(page, ACCOUNTS.admin);
    await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();

    // The fresh seed was saved: the next start restores it without a notice.
    await page.goto('/mockServiceWorker.js');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();
    await expect(toasts(page).filter({ hasText: NOTICE })).toHaveCount(0);
  });
}

test('a tab going away does not save its older data over what another backend saved since', async ({
  context,
  page,
}) => {
  // Two tabs of one shared backend, every call answered (a write is answered once saved).
  const calls = apiCalls(page);
  await loginAs(page, ACCOUNTS.admin);
  await dashboardFiguresShown(page);
  await calls.done();
  const other = await context.newPage();
  const otherCalls = apiCalls(other);
  await other.goto('/user');
  await expect(other.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
  await settled(other);
  await otherCalls.done();

  // Meanwhile another backend (another build's, or a backend still saving as its last tab went
  // away) stores its own data: the admin is now called Alicia there.
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('bo-demo', 1);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const request = <T>(asked: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        asked.onsuccess = () => resolve(asked.result);
        asked.onerror = () => reject(asked.error);
      });
    const stored = await request(db.transaction('snapshots').objectStore('snapshots').get('db'));
    // Each collection is stored as compressed JSON texts of its records (mocks/persistence/demo-store.ts);
    // a text stored as it is is read too.
    const text = (chunk: Uint8Array<ArrayBuffer> | string) =>
      typeof chunk === 'string'
        ? chunk
        : new Response(new Blob([chunk]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
    const data = (stored as { data: { users: (Uint8Array<ArrayBuffer> | string)[] } }).data;
    const users = (await Promise.all(data.users.map(text))).flatMap(
      (chunk) => JSON.parse(chunk) as { firstname: string }[],
    );
    for (const user of users) if (user.firstname === 'Alice') user.firstname = 'Alicia';
    data.users = [JSON.stringify(users)];
    const tx = db.transaction('snapshots', 'readwrite');
    tx.objectStore('snapshots').put(stored, 'db');
    tx.objectStore('snapshots').put('another-backend', 'stamp');
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  });

  // The second tab goes away: its backend's data is older than what is stored, so it keeps
  // it, and reads it before answering again.
  await other.goto('about:blank');
  await other.close();
  const firstName = () =>
    page.evaluate(async () => {
      const { token, user } = JSON.parse(localStorage.getItem('bo.session') ?? '{}') as {
        token?: string;
        user?: { id: number };
      };
      const response = await fetch(`${location.origin}/api/admin/users/${user?.id ?? 0}`, {
        headers: { authorization: `Bearer ${token ?? ''}` },
      });
      return ((await response.json()) as { firstname?: string }).firstname;
    });
  await expect.poll(firstName, { timeout: 10_000 }).toBe('Alicia');
});

/**
 * Without shared workers each page has a backend of its own, which ends with the page: a reload
 * starts one from storage every time. (With shared workers, e2e/live.spec.ts follows the first
 * visit's reset link in one tab, and e2e/demo.spec.ts reloads after a change of the catalogue.)
 */
test('a write the page was answered for is there after an immediate reload, on a first visit and on a restored one', async ({
  page,
}) => {
  await page.context().addInitScript(() => delete (window as { SharedWorker?: unknown }).SharedWorker);
  // A first visit (the fresh seed, once stored): a reset link asked, a GET that writes a mail.
  await page.goto('/forgot-password');
  await demoDataStored(page);
  await page.getByLabel('E-mail').fill(ACCOUNTS.reseller);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Démo : aucun mail ne part.')).toBeVisible();
  await page.reload();

  // A backend restored from storage: the order list made compact, a PUT of the admin's settings.
  await loginAs(page, ACCOUNTS.admin);
  await openInApp(page, '/order');
  const table = page.getByRole('table', { name: 'Commandes' });
  await expect(table).not.toHaveClass(/compact/);
  await page.getByRole('button', { name: 'Colonnes' }).click();
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/me/preferences' && r.request().method() === 'PUT',
  );
  await tick(page.getByRole('group', { name: 'Colonnes affichées' }), 'Compacte', 'radio');
  expect((await saved).ok()).toBe(true);
  await page.reload();

  await expect(page.getByRole('table', { name: 'Commandes' })).toHaveClass(/compact/);
  await openInApp(page, '/mails?type=password_reset');
  await expect(page.getByRole('table', { name: 'Mails envoyés' }).locator('tbody tr').first()).toContainText(
    ACCOUNTS.reseller,
  );
  expect(await page.evaluate(() => typeof (window as { SharedWorker?: unknown }).SharedWorker)).toBe('undefined');
});
