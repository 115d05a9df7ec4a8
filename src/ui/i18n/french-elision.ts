import type { i18n as I18n } from 'i18next';

/**
 * French drops the vowel of "de" and "que" before a word that starts with one: "le jeton API
 * d’Etiquetas Sol", "en tant qu’Imprimerie Dupont" (docs/product.md#languages-and-formats). A
 * French text glues these words to a name through the `de` and `que` formats, `{{name, de}}` and
 * `{{name, que}}`, never by hand: the name is the user's data, its first letter unknown.
 *
 * Elided before a, e, i, o, u (accents and œ, æ included). Not before "h" nor "y": "de Hachette",
 * "de Yannick" are right, and an elision the ear does not expect reads worse than none.
 */
const STARTS_WITH_VOWEL = /^[aeiouàâäéèêëîïôöùûüœæ]/i;

const ELIDED: Readonly<Record<'de' | 'que', string>> = { de: 'd’', que: 'qu’' };

/** "de" or "que" followed by `name`, elided when the name starts with a vowel. */
export function glue(word: 'de' | 'que', name: string): string {
  return STARTS_WITH_VOWEL.test(name.trim()) ? `${ELIDED[word]}${name.trim()}` : `${word} ${name}`;
}

/** Adds the `de` and `que` formats to an i18next instance (after its init). */
export function addFrenchElision(instance: I18n): void {
  const formatter = instance.services.formatter;
  if (!formatter) return;
  formatter.add('de', (value: unknown) => glue('de', String(value ?? '')));
  formatter.add('que', (value: unknown) => glue('que', String(value ?? '')));
}
