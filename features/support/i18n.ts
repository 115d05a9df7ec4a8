import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import type { Notice } from '../../src/application/shared/events';
import {
  mergeTranslations,
  type TranslationResources,
  type TranslationTree,
} from '../../src/domain/translations/translation-table';

const LOCALES_DIR = join(process.cwd(), 'src/ui/i18n/locales');

/** The app's own translation resources, read from disk as the i18n module merges them. */
export function appTranslations(): TranslationResources {
  const language = (code: string): TranslationTree =>
    mergeTranslations(
      ...readdirSync(join(LOCALES_DIR, code))
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => JSON.parse(readFileSync(join(LOCALES_DIR, code, file), 'utf8')) as TranslationTree),
    );
  return { fr: language('fr'), en: language('en'), es: language('es') };
}

/** The English UI's translator: an i18next instance of its own, the app's resources, no HTML escaping. */
const translator = i18next.createInstance();
void translator.init({
  lng: 'en',
  fallbackLng: false,
  initAsync: false,
  showSupportNotice: false,
  resources: { en: { translation: appTranslations().en } },
  interpolation: { escapeValue: false },
});

/** What the UI shows for an i18n key in English (plural forms and {{values}} included); null when no key. */
export function english(
  key: string | undefined,
  values: Readonly<Record<string, string | number>> = {},
): string | null {
  if (!key || !translator.exists(key, values)) return null;
  return translator.t(key, values);
}

/** The texts a toast shows in English: its title, its message (by key or as sent). */
export const shownTexts = (notice: Notice): (string | null | undefined)[] => [
  english(notice.titleKey, notice.values),
  english(notice.messageKey, notice.values),
  notice.message,
];
