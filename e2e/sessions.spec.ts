import { expect, test, type Page } from './fixtures';
import {
  ACCOUNTS,
  apiCalls,
  dashboardFiguresShown,
  DEMO_PASSWORD,
  expectNoSeriousViolations,
  loginAs,
  openDemoResellerFromList,
  userMenuButton,
  toastSaying,
} from './support';

/**
 * docs/access.md#sessions: the idle warning, "my sessions" and an admin ending an account's
 * sessions, in the demo build. The demo's backend runs in a worker with its own (real) clock: only
 * the page's clock is moved (`page.clock`), so the warning's timing is simulated and the server's
 * session stays alive.
 */

const IDLE_WARNING = 'Votre session va expirer';

/** A login made from the page as another device would: a second session of the same account. */
async function loginFromAnotherDevice(page: Page, username: string): Promise<string> {
  return page.evaluate(
    async ({ username, password }) => {
      const response = await fetch(`${location.origin}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password, options: { value: 'bo-front' } }),
      });
      return ((await response.json()) as { token: string }).token;
    },
    { username, password: DEMO_PASSWORD },
  );
}

/** The status of a call made with `token` (200 while its session is open, 401 once ended). */
async function statusWith(page: Page, token: string): Promise<number> {
  return page.evaluate(async (bearer) => {
    const response = await fetch(`${location.origin}/api/me/session`, {
      headers: { authorization: `Bearer ${bearer}` },
    });
    return response.status;
  }, token);
}

async function openMySessions(page: Page, role = 'Admin') {
  await userMenuButton(page, role).click();
  await page.getByRole('menuitem', { name: 'Mes sessions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mes sessions ouvertes' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('idle warning', () => {
  test('appears two minutes before the idle end; "Stay connected" keeps the user in', async ({ page }) => {
    await page.clock.install();
    const calls = apiCalls(page);
    await loginAs(page, ACCOUNTS.admin);
    await dashboardFiguresShown(page);
    await calls.done();
    const warning = page.getByRole('dialog', { name: IDLE_WARNING });

    await page.clock.fastForward('27:30');
    await expect(warning).toHaveCount(0);

    await page.clock.fastForward('00:30');
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('timer')).toHaveText(/^(2:00|1:59)$/);
    await expect(warning).toContainText('votre session se termine dans');
    // Focus is in the dialog, on the way to stay.
    await expect(warning.getByRole('button', { name: 'Rester connecté' })).toBeFocused();
    await expectNoSeriousViolations(page);

    await page.clock.fastForward('00:45');
    await expect(warning.getByRole('timer')).toHaveText(/^1:(1[0-5]|0\d)$/);

    await warning.getByRole('button', { name: 'Rester connecté' }).click();
    await expect(warning).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();

    // The stay call started a new idle period: no warning 27 minutes later, one at 28.
    await page.clock.fastForward('27:00');
    await expect(warning).toHaveCount(0);
    await page.clock.fastForward('01:00');
    await expect(warning).toBeVisible();
    // Escape stays connected too.
    await page.keyboard.press('Escape');
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('at the end the user is back on the login page, told the session expired', async ({ page }) => {
    await page.clock.install();
    const calls = apiCalls(page);
    await loginAs(page, ACCOUNTS.reseller);
    await dashboardFiguresShown(page);
    await calls.done();
    await page.clock.fastForward('28:00');
    await expect(page.getByRole('dialog', { name: IDLE_WARNING })).toBeVisible();
    await page.clock.fastForward('02:00');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(toastSaying(page, 'Votre session a expiré')).toBeVisible();
  });

  test('a call in another tab keeps the session of this one', async ({ page, context }) => {
    // One clock for every tab of the context: both tabs live the same (moved) time.
    await context.clock.install();
    const calls = apiCalls(page);
    await loginAs(page, ACCOUNTS.admin);
    await dashboardFiguresShown(page);
    await calls.done();
    const second = await context.newPage();
    const secondCalls = apiCalls(second);
    // The second tab's screen makes its calls once it shows: the session's timeout (GET /me/session),
    // and the list (GET /admin/users) after the saved views have come. A call still to come when the
    // clock jumps would be an activity of the later time, and move the idle end it checks.
    const answered = (path: string) => second.waitForResponse((response) => response.url().includes(path));
    const screenLoaded = () => Promise.all([answered('/api/me/session'), answered('/api/admin/users')]);
    let loaded = screenLoaded();
    await second.goto('/user');
    await expect(second.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
    await loaded;
    await secondCalls.done();

    await context.clock.fastForward('20:00');
    // The second tab's calls (a reload: the session's user, its timeout, a list) reach this tab
    // through localStorage.
    loaded = screenLoaded();
    await second.reload();
    await expect(second.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
    await loaded;
    await secondCalls.done();
    await context.clock.fastForward('09:00');
    await expect(page.getByRole('dialog', { name: IDLE_WARNING })).toHaveCount(0);
    await expect(second.getByRole('dialog', { name: IDLE_WARNING })).toHaveCount(0);
    // Without another call, both warn at the same time, 28 minutes after the second tab's.
    await context.clock.fastForward('19:30');
    await expect(page.getByRole('dialog', { name: IDLE_WARNING })).toBeVisible();
    await expect(second.getByRole('dialog', { name: IDLE_WARNING })).toBeVisible();
    // Staying connected in one tab closes the warning in both.
    await second.getByRole('button', { name: 'Rester connecté' }).click();
    await expect(second.getByRole('dialog', { name: IDLE_WARNING })).toBeHidden();
    await expect(page.getByRole('dialog', { name: IDLE_WARNING })).toBeHidden();
  });
});

test.describe('my sessions', () => {
  test('lists the sessions of the account, this one marked, and ends the other one', async ({ page }) => {
    await loginAs(page, ACCOUNTS.admin);
    const otherToken = await loginFromAnotherDevice(page, ACCOUNTS.admin);
    expect(await statusWith(page, otherToken)).toBe(200);

    const dialog = await openMySessions(page);
    const rows = dialog.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(dialog.getByText('2 sessions ouvertes')).toBeVisible();
    const mine = rows.filter({ hasText: 'cette session' });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(mine.getByRole('button')).toHaveCount(0);
    await expectNoSeriousViolations(page);

    await rows
      .filter({ hasNotText: 'cette session' })
      .getByRole('button', { name: /^Déconnecter la session/ })
      .click();
    await expect(toastSaying(page, 'a été déconnectée')).toBeVisible();
    await expect(rows).toHaveCount(1);
    expect(await statusWith(page, otherToken)).toBe(401);

    await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();
  });

  test('ends every other session after a confirmation', async ({ page }) => {
    await loginAs(page, ACCOUNTS.reseller);
    const others = [
      await loginFromAnotherDevice(page, ACCOUNTS.reseller),
      await loginFromAnotherDevice(page, ACCOUNTS.reseller),
    ];
    const dialog = await openMySessions(page, 'Revendeur');
    await expect(dialog.locator('tbody tr')).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Déconnecter les autres sessions' }).click();
    const confirm = page.getByRole('dialog', { name: 'Déconnecter toutes vos autres sessions ?' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousViolations(page);
    await confirm.getByRole('button', { name: 'Déconnecter les autres sessions' }).click();
    await expect(toastSaying(page, '2 autres sessions ont été déconnectées.')).toBeVisible();
    await expect(dialog.locator('tbody tr')).toHaveCount(1);
    for (const token of others) expect(await statusWith(page, token)).toBe(401);
    expect(
      await statusWith(
        page,
        await page.evaluate(() => JSON.parse(localStorage.getItem('bo.session')!).token as string),
      ),
    ).toBe(200);
  });
});

test.describe('an account’s sessions', () => {
  test('an admin ends every session of a reseller from its detail page', async ({ page }) => {
    await loginAs(page, ACCOUNTS.admin);
    const resellerToken = await loginFromAnotherDevice(page, ACCOUNTS.reseller);
    await page.goto('/reseller');
    await openDemoResellerFromList(page);
    await page.getByRole('button', { name: 'Déconnecter partout' }).click();
    const confirm = page.getByRole('dialog', { name: /^Déconnecter .+ partout \?$/ });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Déconnecter partout' }).click();
    await expect(toastSaying(page, '1 session a été fermée.')).toBeVisible();
    expect(await statusWith(page, resellerToken)).toBe(401);
  });

  test('a reader sees no "end sessions" on a user or a reseller', async ({ page }) => {
    await loginAs(page, ACCOUNTS.reader);
    await page.goto('/user');
    const search = page.getByRole('searchbox', { name: 'Rechercher dans Utilisateurs' });
    await search.fill(ACCOUNTS.admin);
    await search.press('Enter');
    await page
      .getByRole('table', { name: 'Utilisateurs' })
      .locator('tbody tr')
      .filter({ hasText: ACCOUNTS.admin })
      .getByRole('button', { name: `Voir ${ACCOUNTS.admin}` })
      .click();
    await expect(page).toHaveURL(/\/user\/show\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alice Admin' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Déconnecter partout' })).toHaveCount(0);
    await page.goto('/reseller');
    await openDemoResellerFromList(page);
    await expect(page.getByRole('button', { name: 'Déconnecter partout' })).toHaveCount(0);
  });
});
