import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLocale, type Locale } from '../../domain/shared/format';

export const LANGUAGES: readonly Locale[] = ['fr', 'en', 'es'];
const STORAGE_KEY = 'bo.lang';

/**
 * Translations live in `locales/{lang}/{feature}.json`, one file per feature so features do not
 * collide; all of a language's files merge into one namespace. A language loads when first used,
 * all its files in one chunk (src/ui/i18n/locales/{lang}.ts).
 */
const languageFiles: Record<Locale, () => Promise<{ default: Record<string, Record<string, unknown>> }>> = {
  fr: () => import('./locales/fr'),
  en: () => import('./locales/en'),
  es: () => import('./locales/es'),
};

function deepMerge(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      value && typeof value === 'object' && !Array.isArray(value) && existing && typeof existing === 'object'
        ? deepMerge({ ...(existing as Record<string, unknown>) }, value as Record<string, unknown>)
        : value;
  }
  return target;
}

export async function loadLanguage(locale: Locale): Promise<Record<string, unknown>> {
  const { default: files } = await languageFiles[locale]();
  return Object.values(files).reduce((all, part) => deepMerge(all, part), {});
}

export function storedLanguage(): Locale | null {
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
export function browserLanguage(languages: readonly string[] = navigator.languages ?? [navigator.language]): Locale {
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

/** Loads a language's resources if they are not there yet, without switching to it. */
export async function preloadLanguage(i18n: I18n, locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', await loadLanguage(locale), true, true);
  }
}

/** Loads a language's resources (if not yet there) and switches to it. */
export async function changeLanguage(i18n: I18n, locale: Locale): Promise<void> {
  await preloadLanguage(i18n, locale);
  await i18n.changeLanguage(locale);
}

export async function createI18n(language: Locale): Promise<I18n> {
  const instance = i18next.createInstance();
  // French is the fallback: loaded alongside another language, not after it.
  const [chosen, french] = await Promise.all([loadLanguage(language), language === 'fr' ? null : loadLanguage('fr')]);
  const resources: Resource = { [language]: { translation: chosen } };
  if (french) resources.fr = { translation: french };
  await instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'fr',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return instance;
}
