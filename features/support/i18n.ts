import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import type { Notice } from '../../src/application/shared/signals';
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

/** The French UI's translator (the app's default language, the one scenarios speak): the app's resources, no HTML escaping. */
const translator = i18next.createInstance();
void translator.init({
  lng: 'fr',
  fallbackLng: false,
  initAsync: false,
  showSupportNotice: false,
  resources: { fr: { translation: appTranslations().fr } },
  interpolation: { escapeValue: false },
});

/** What the UI shows for an i18n key in French (plural forms and {{values}} included); null when no key. */
export function french(key: string | undefined, values: Readonly<Record<string, string | number>> = {}): string | null {
  if (!key || !translator.exists(key, values)) return null;
  return translator.t(key, values);
}

/** The keys right under `prefix` and the French text of each. */
function entriesUnder(prefix: string): [string, unknown][] {
  const tree = translator.getResource('fr', 'translation', prefix) as unknown;
  return tree && typeof tree === 'object' ? Object.entries(tree as Record<string, unknown>) : [];
}

/** The French texts right under `prefix` (`quotes.status` → "En attente des fichiers", "Prêt", …). */
export const labelsUnder = (prefix: string): string[] => entriesUnder(prefix).map(([, text]) => String(text));

/**
 * The code the UI shows as `label` among the keys under `prefix`: `codeShownAs('quotes.status', 'Prêt')`
 * is `ready`. Scenarios name statuses and choices as the user reads them; the test finds the code.
 */
export function codeShownAs(prefix: string, label: string): string {
  const entries = entriesUnder(prefix);
  const found = entries.find(([, text]) => text === label);
  if (!found) {
    const shown = entries.map(([, text]) => `"${String(text)}"`).join(', ');
    throw new Error(`the app shows no "${label}" among ${prefix}: it shows ${shown}`);
  }
  return found[0];
}

/** The toast an active switch shows (src/ui/shared/active-switch.tsx) after `outcome`, in French. */
/** The toast of an active switch, in French, naming the record switched ("Désactivé : reader@demo.local"). */
export const activeToast = (outcome: string | null, name: string): string | null =>
  french(outcome ? `active.${outcome}` : undefined, { name });

/** The texts a toast shows in French: its title, its message (by key or as sent). */
export const shownTexts = (notice: Notice): (string | null | undefined)[] => [
  french(notice.titleKey, notice.values),
  french(notice.messageKey, notice.values),
  notice.message,
];

/** A toast as the user reads it: `success: "Statut modifié."`, title first when it has one. */
export function toastAsShown(notice: Notice): string {
  const title = french(notice.titleKey, notice.values);
  const text = french(notice.messageKey, notice.values) ?? notice.message ?? notice.messageKey ?? '';
  return `${notice.intent}: ${title ? `"${title}" — ` : ''}"${text}"`;
}
