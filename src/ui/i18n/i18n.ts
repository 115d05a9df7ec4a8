import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatInteger, isLocale, type Locale } from '../../domain/shared/format';
import { addFrenchElision } from './french-elision';
import { LANGUAGE_STORAGE_KEY as STORAGE_KEY } from './language-key';
import { rememberTexts } from './remembered-texts';

export const LANGUAGES: readonly Locale[] = ['fr', 'en', 'es'];

/**
 * Translations live in `locales/{lang}/{feature}.json`, one file per feature so features do not
 * collide; all of a language's files merge into one namespace. A language loads in two chunks: its
 * `core.json`, what the pages before login show (src/ui/i18n/locales/{lang}-core.ts; a test keeps
 * their keys there), then the rest, with the shell of the logged-in screens or the first change to
 * that language (src/ui/i18n/locales/{lang}.ts). The login page on a phone downloads 4 KiB of
 * texts instead of 15 (docs/decisions.md#libraries).
 */
type Texts = Record<string, unknown>;
const coreFiles: Record<Locale, () => Promise<{ default: Texts }>> = {
  fr: () => import('./locales/fr-core'),
  en: () => import('./locales/en-core'),
  es: () => import('./locales/es-core'),
};
const screenFiles: Record<Locale, () => Promise<{ default: Record<string, Texts> }>> = {
  fr: () => import('./locales/fr'),
  en: () => import('./locales/en'),
  es: () => import('./locales/es'),
};

const isTexts = (value: unknown): value is Texts =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * The files' texts in one tree, later files winning. A branch two files share is copied once and
 * merged into in place (a file's own objects are never written into); the others are the files' own.
 */
function mergeTexts(files: readonly Texts[]): Texts {
  const made = new WeakSet<Texts>();
  const merge = (target: Texts, source: Texts): Texts => {
    for (const [key, value] of Object.entries(source)) {
      const existing = target[key];
      if (isTexts(value) && isTexts(existing)) {
        const own = made.has(existing) ? existing : { ...existing };
        made.add(own);
        target[key] = merge(own, value);
      } else target[key] = value;
    }
    return target;
  };
  const all: Texts = {};
  for (const texts of files) merge(all, texts);
  return all;
}

/** Every text of a language, or (`core`) only those shown before login. */
export async function loadLanguage(locale: Locale, part: 'all' | 'core' = 'all'): Promise<Texts> {
  const [core, screens] = await Promise.all([
    coreFiles[locale](),
    part === 'all' ? screenFiles[locale]() : { default: {} },
  ]);
  return mergeTexts([core.default, ...Object.values(screens.default)]);
}

/** The languages whose every text an i18next instance has (the others have their core texts at most). */
const complete = new WeakMap<I18n, Set<Locale>>();
/** The app's instance once createI18n is called, for the shell to load its texts before it shows. */
let appInstance: Promise<I18n> | undefined;

function storedLanguage(): Locale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(locale: Locale): void {
  localStorage.setItem(STORAGE_KEY, locale);
}

/** The browser's first language we speak, else French. */
function browserLanguage(languages: readonly string[] = navigator.languages ?? [navigator.language]): Locale {
  for (const tag of languages) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isLocale(base)) return base;
  }
  return 'fr';
}

/**
 * docs/product.md#languages-and-formats: the stored choice, else the browser's language once logged
 * in, French before.
 */
export function effectiveLanguage(loggedIn: boolean): Locale {
  return storedLanguage() ?? (loggedIn ? browserLanguage() : 'fr');
}

/** Loads every text of a language if they are not there yet, without switching to it. */
export async function preloadLanguage(i18n: I18n, locale: Locale): Promise<void> {
  const loaded = complete.get(i18n) ?? new Set<Locale>();
  complete.set(i18n, loaded);
  if (loaded.has(locale)) return;
  i18n.addResourceBundle(locale, 'translation', await loadLanguage(locale), true, true);
  loaded.add(locale);
}

/**
 * The texts of the screens behind the login, in the app's language: the shell loads them with its
 * code (src/ui/app/app.tsx), so no screen shows before its texts are there.
 */
export async function loadScreenTexts(): Promise<void> {
  const instance = await appInstance;
  if (instance && isLocale(instance.language)) await preloadLanguage(instance, instance.language);
}

/** Loads a language's resources (if not yet there) and switches to it. */
export async function changeLanguage(i18n: I18n, locale: Locale): Promise<void> {
  await preloadLanguage(i18n, locale);
  await i18n.changeLanguage(locale);
}

/**
 * The app's i18next, with the core texts of `language` (`withScreens`: all its texts, for a page
 * behind the login). No fallback language is loaded: every text exists in the three languages
 * (locales.test.ts).
 */
export function createI18n(language: Locale, withScreens = false): Promise<I18n> {
  appInstance = createInstance(language, withScreens);
  return appInstance;
}

async function createInstance(language: Locale, withScreens: boolean): Promise<I18n> {
  const instance = i18next.createInstance();
  const texts = await loadLanguage(language, withScreens ? 'all' : 'core');
  const resources: Resource = { [language]: { translation: texts } };
  if (withScreens) complete.set(instance, new Set([language]));
  await instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // i18next otherwise writes an advert to every visitor's console.
    showSupportNotice: false,
  });
  // `{{count, integer}}`: a count in the language's own number format ("14 143", "14,143", "14.143"),
  // by the one formatter the rest of the app uses (src/domain/shared/format.ts).
  instance.services.formatter?.add('integer', (value: unknown, lng: string | undefined) =>
    formatInteger(Number(value), isLocale(lng) ? lng : language),
  );
  addFrenchElision(instance);
  rememberTexts(instance);
  document.documentElement.lang = language;
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return instance;
}
