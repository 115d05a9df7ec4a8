import { expect, test, type Locator, type Page } from './fixtures';
import { ACCOUNTS, expectNoSeriousViolations, layersGone, loginAs, userMenuButton } from './support';

/** Relative luminance (WCAG) of a locator's computed CSS property, 0 (black) to 1 (white). */
async function luminance(locator: Locator, property: 'color' | 'backgroundColor'): Promise<number> {
  const value = await locator.evaluate((element, name) => getComputedStyle(element)[name], property);
  const [r, g, b] = (value.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The stylesheets the page links (each one a download). */
const stylesheets = (page: Page) =>
  page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));

test('an admin switches to dark mode and back; the choice is kept, and the light page loads no dark theme', async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.admin);
  const menuButton = userMenuButton(page, 'Admin');
  // Light: one stylesheet, dark text on Blueprint's buttons.
  await expect.poll(() => stylesheets(page)).toHaveLength(1);
  expect(await luminance(menuButton, 'color')).toBeLessThan(0.2);

  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Mode sombre' }).click();
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  // Blueprint's dark theme applies: light text on its buttons.
  await expect.poll(() => luminance(menuButton, 'color')).toBeGreaterThan(0.6);
  await expectNoSeriousViolations(page);

  // Kept: the reloaded page comes back dark from its first screen.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  expect(await luminance(userMenuButton(page, 'Admin'), 'color')).toBeGreaterThan(0.6);

  await userMenuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: 'Mode clair' }).click();
  await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
  await expect.poll(() => luminance(userMenuButton(page, 'Admin'), 'color')).toBeLessThan(0.2);
});

test('dark mode follows the system’s setting until the user picks a mode, which then stays', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await loginAs(page, ACCOUNTS.admin);
  // A phone in its dark theme: the app comes dark, its dark stylesheet loaded.
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await expect.poll(() => stylesheets(page)).toHaveLength(2);
  // The phone turns light at dusk's end: so does the app, without a reload.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
  await userMenuButton(page, 'Admin').click();
  await page.getByRole('menuitem', { name: 'Mode sombre' }).click();
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  // Picked: the system's setting no longer changes it, even after a reload (once the closed menu's history entry is gone).
  await page.emulateMedia({ colorScheme: 'light' });
  await layersGone(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
});
