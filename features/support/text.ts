/** Text as the lists' searches compare it: accents dropped, lower case. */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** 'a, b and c' or 'a, b, c' → ['a', 'b', 'c']. */
export const namesIn = (text: string): string[] =>
  text
    .split(/,| and /)
    .map((name) => name.trim())
    .filter(Boolean);

/** 'En attente, Livrée' → ['En attente', 'Livrée']: a comma-separated list as a scenario writes it. */
export const itemsIn = (text: string): string[] => text.split(',').map((item) => item.trim());

/** A code as the catalogue forms make one from a name: 'FIN-VERNIS-MAT'. */
export const codeOf = (prefix: string, name: string): string =>
  `${prefix}-${fold(name)
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`.slice(0, 40);

/** The order every dated list shows by default: newest first, by creation date. */
export const newestFirst = (a: { createdAt: string }, b: { createdAt: string }): number =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

/** Text as a scenario writes it: the no-break spaces of numbers ("2 000", U+202F in French) as plain spaces. */
export const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');
