import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLocale, type Locale } from '../../domain/shared/format';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

export const LANGUAGES: readonly Locale[] = ['fr', 'en', 'es'];
const STORAGE_KEY = 'bo.lang';

export const resources = { fr: { translation: fr }, en: { translation: en }, es: { translation: es } } as const;

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

/** SPEC 1: the stored choice, else the browser's language once logged in, French before. */
export function effectiveLanguage(loggedIn: boolean): Locale {
  return storedLanguage() ?? (loggedIn ? browserLanguage() : 'fr');
}

export function createI18n(language: Locale): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'fr',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  document.documentElement.lang = language;
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return instance;
}
