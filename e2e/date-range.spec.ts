import { expect, test, type Locator } from './fixtures';
import {
  ACCOUNTS,
  chooseLanguage,
  dashboardFiguresShown,
  expectNoSeriousViolations,
  LANGUAGES,
  loginAs,
  openInApp,
  settled,
  sidebar,
  submitLogin,
  type Language,
} from './support';

const DATE_ORDER = 'La date de fin doit être le même jour que la date de début ou après.';

test('an end date before the start is refused on the field, on the order list and on the dashboard', async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.admin);
  await sidebar(page).getByRole('link', { name: 'Commandes' }).click();
  await settled(page);
  const start = page.getByLabel('Du', { exact: true });
  const end = page.getByLabel('Au', { exact: true });
  await start.fill('10/03/2026');
  await expect(page).toHaveURL(/start=2026-03-10/);
  await end.fill('01/03/2026');
  await expect(page.getByRole('alert').filter({ hasText: DATE_ORDER })).toBeVisible();
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await expect(end).toHaveValue('01/03/2026');
  await expect(page).not.toHaveURL(/end=/);
  await expect(page.getByText('La liste n’a pas pu être chargée')).toHaveCount(0);

  // Put right, the range applies and the message goes.
  await end.fill('31/03/2026');
  await expect(page).toHaveURL(/start=2026-03-10&end=2026-03-31|end=2026-03-31.*start=2026-03-10/);
  await expect(page.getByText(DATE_ORDER)).toHaveCount(0);

  // The dashboard's custom period says the same and keeps the period it shows.
  await sidebar(page).getByRole('link', { name: 'Tableau de bord' }).click();
  await settled(page);
  const to = page.getByLabel('Au', { exact: true });
  const shown = page.url();
  await to.fill('01/01/2000');
  await expect(page.getByRole('alert').filter({ hasText: DATE_ORDER })).toBeVisible();
  expect(page.url()).toBe(shown);
});

/** Where a box is on the page. */
type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A day field's message sits under its field, no wider than it, on nothing else, and widens no page. */
async function expectMessageUnder(field: Locator, neighbour: Locator): Promise<void> {
  const page = field.page();
  const message = page.locator(`#${await field.getAttribute('id')}-invalid`);
  await expect(message).toBeVisible();
  const [input, note, other] = await Promise.all([field.boundingBox(), message.boundingBox(), neighbour.boundingBox()]);
  if (!input || !note || !other) throw new Error('a box is missing');
  expect(note.y, 'under its field').toBeGreaterThanOrEqual(input.y + input.height - 1);
  expect(note.x).toBeGreaterThanOrEqual(input.x - 1);
  expect(note.x + note.width, 'no wider than its field').toBeLessThanOrEqual(input.x + input.width + 1);
  expect(overlaps(note, other), 'over the next control').toBe(false);
  // A click on the next control reaches it, not the message.
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.day-input-error') !== null, {
    x: other.x + other.width / 2,
    y: other.y + other.height / 2,
  });
  expect(hit, 'the next control is under the message').toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

for (const size of [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
  { width: 800, height: 900 },
]) {
  test(`an invalid day's message sits under its field and pushes the layout (${size.width} px)`, async ({ page }) => {
    await page.setViewportSize(size);
    await loginAs(page, ACCOUNTS.admin);
    await openInApp(page, '/order');
    await settled(page);
    const end = page.getByLabel('Au', { exact: true });
    await end.fill('31/02/2026');
    await end.blur();
    await expectMessageUnder(end, page.getByRole('button', { name: 'Réinitialiser' }));

    await openInApp(page, '/');
    await settled(page);
    const from = page.getByLabel('Du', { exact: true });
    await from.fill('32/01/2026');
    await from.blur();
    await expectMessageUnder(from, page.getByLabel('Au', { exact: true }));
  });
}

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the French interface shows and takes days as DD/MM/YYYY, typed or picked', async ({ page }) => {
    // The browser speaks American English, and so does the app once logged in; the user picks French.
    await page.goto('/login');
    await submitLogin(page, ACCOUNTS.admin);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Commandes' }).click();
    await settled(page);
    const start = page.getByLabel('Du', { exact: true });
    await expect(start).toHaveAttribute('placeholder', 'JJ/MM/AAAA');
    // Typed: the first of November, not the eleventh of January.
    await start.fill('01/11/2026');
    await expect(page).toHaveURL(/start=2026-11-01/);
    await start.blur();
    await expect(start).toHaveValue('01/11/2026');
    // Picked in the calendar, in French: "Aujourd’hui" sets today.
    const end = page.getByLabel('Au', { exact: true });
    await end.click();
    const calendar = page.locator(`#${await end.getAttribute('aria-controls')}`);
    await calendar.getByRole('button', { name: 'Aujourd’hui' }).click();
    // Today in the browser's time zone (Europe/Paris, playwright.config.ts), not the test runner's:
    // between 23:00 and midnight UTC they are two different days.
    const day = await page.evaluate(() => {
      const today = new Date();
      return `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`;
    });
    await expect(end).toHaveValue(day);
    await expectNoSeriousViolations(page);
    // A day that does not exist keeps what was typed, is said so beside the field and not applied: the list
    // keeps the last good day.
    const applied = page.url();
    await end.fill('31/02/2026');
    await end.blur();
    await expect(end).toHaveValue('31/02/2026');
    await expect(end).toHaveAccessibleDescription(
      'Date invalide : tapez JJ/MM/AAAA. Le filtre de dates n’a pas été appliqué.',
    );
    expect(page.url()).toBe(applied);
  });
});

/** The words of a day field and its calendar in each language. */
const DAY_WORDS: Record<
  Language,
  {
    readonly start: string;
    readonly end: string;
    readonly calendar: string;
    readonly labels: readonly string[];
    readonly invalid: string;
    readonly notApplied: (from: string, to: string) => string;
  }
> = {
  fr: {
    start: 'Du',
    end: 'Au',
    calendar: 'Calendrier',
    labels: ['Mois', 'Année', 'Mois précédent', 'Mois suivant', 'Aujourd’hui', 'Effacer'],
    invalid: 'Date invalide : tapez JJ/MM/AAAA.',
    notApplied: (from, to) => `La période n’a pas été appliquée : les chiffres restent ceux du ${from} au ${to}.`,
  },
  en: {
    start: 'From',
    end: 'To',
    calendar: 'Calendar',
    labels: ['Month', 'Year', 'Previous month', 'Next month', 'Today', 'Clear'],
    invalid: 'Invalid date: type DD/MM/YYYY.',
    notApplied: (from, to) => `The period was not applied: the figures are still those from ${from} to ${to}.`,
  },
  es: {
    start: 'Desde',
    end: 'Hasta',
    calendar: 'Calendario',
    labels: ['Mes', 'Año', 'Mes anterior', 'Mes siguiente', 'Hoy', 'Borrar'],
    invalid: 'Fecha no válida: escriba DD/MM/AAAA.',
    notApplied: (from, to) => `El periodo no se ha aplicado: las cifras siguen siendo las del ${from} al ${to}.`,
  },
};

/** Every name and label a calendar shows a screen reader, or on its buttons. */
function calendarTexts(calendar: Locator): Promise<string[]> {
  return calendar.evaluate((element) =>
    [...element.querySelectorAll('*')].flatMap((node) =>
      [node.getAttribute('aria-label'), node.getAttribute('title'), node.matches('button') ? node.textContent : null]
        .map((text) => text?.trim() ?? '')
        .filter((text) => text && !/^\d+$/.test(text)),
    ),
  );
}

for (const lang of LANGUAGES) {
  test(`a day field is one Tab stop; its calendar opens from the keyboard and speaks the app's language (${lang})`, async ({
    page,
  }) => {
    const words = DAY_WORDS[lang];
    await loginAs(page, ACCOUNTS.admin);
    await chooseLanguage(page, lang);
    await openInApp(page, '/order');
    const start = page.getByRole('combobox', { name: words.start, exact: true });
    const end = page.getByRole('combobox', { name: words.end, exact: true });

    // Tab passes each field as one stop: no calendar opens, none of its controls is walked through.
    await start.focus();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(end).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(end).not.toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Alt+↓ opens the calendar and takes the focus into it; every label is in the app's language.
    await start.focus();
    await page.keyboard.press('Alt+ArrowDown');
    const calendar = page.getByRole('dialog', { name: words.calendar });
    await expect(calendar).toBeVisible();
    await expect(start).toHaveAttribute('aria-expanded', 'true');
    await expect(calendar.locator('button[name="day"]:focus')).toHaveCount(1);
    for (const label of words.labels) {
      await expect(
        calendar.getByLabel(label, { exact: true }).or(calendar.getByRole('button', { name: label, exact: true })),
      ).toHaveCount(1);
    }
    const english = /\b(Month|Year|Go to|date picker|Today|Clear|Week)\b/;
    const texts = await calendarTexts(calendar);
    if (lang !== 'en')
      expect(
        texts.filter((text) => english.test(text)),
        texts.join(' | '),
      ).toEqual([]);
    // The calendar open, in French (the pages themselves are checked in every language: a11y-all.spec.ts).
    if (lang === 'fr') await expectNoSeriousViolations(page);

    // Escape closes it and gives the focus back; from the keyboard again, Enter picks the focused day.
    await page.keyboard.press('Escape');
    await expect(calendar).toHaveCount(0);
    await expect(start).toBeFocused();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(calendar.locator('button[name="day"]:focus')).toHaveCount(1);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar).toHaveCount(0);
    await expect(start).toBeFocused();
    await expect(start).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(page).toHaveURL(/start=\d{4}-\d{2}-\d{2}/);
  });

  test(`a day that does not exist keeps what was typed and says the period was not applied (${lang})`, async ({
    page,
  }) => {
    const words = DAY_WORDS[lang];
    await loginAs(page, ACCOUNTS.admin);
    await chooseLanguage(page, lang);
    await dashboardFiguresShown(page);
    const from = page.getByRole('combobox', { name: words.start, exact: true });
    const to = page.getByRole('combobox', { name: words.end, exact: true });
    const shown = { from: await from.inputValue(), to: await to.inputValue(), url: page.url() };
    expect(shown.from).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const figures = (await page.locator('.counter').first().textContent()) ?? '';

    await to.fill('31/02/2026');
    await to.press('Tab');

    // The text stays as typed; the reason is beside the field, not in it, and says what still shows.
    await expect(to).toHaveValue('31/02/2026');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    const said = `${words.invalid} ${words.notApplied(shown.from, shown.to)}`;
    const alert = page.getByRole('alert').filter({ hasText: words.invalid });
    await expect(alert).toHaveText(said);
    await expect(to).toHaveAccessibleDescription(said);
    // The period did not change: the same address, the same figures.
    expect(page.url()).toBe(shown.url);
    await expect(from).toHaveValue(shown.from);
    await expect(page.locator('.counter').first()).toHaveText(figures);

    // Put right, the period applies and the message goes.
    await to.fill(shown.from);
    await to.press('Tab');
    await expect(alert).toHaveCount(0);
    await expect(page).not.toHaveURL(shown.url);
  });
}
