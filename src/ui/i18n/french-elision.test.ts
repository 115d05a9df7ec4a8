import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { addFrenchElision, glue } from './french-elision';

describe('French elision of "de" and "que" before a name (docs/product.md#languages-and-formats)', () => {
  it('elides before a vowel, accented or not, whatever its case', () => {
    expect(glue('que', 'Imprimerie Dupont')).toBe('qu’Imprimerie Dupont');
    expect(glue('de', 'Etiquetas Sol')).toBe('d’Etiquetas Sol');
    expect(glue('de', 'Éditions Ulm')).toBe('d’Éditions Ulm');
    expect(glue('que', 'admin')).toBe('qu’admin');
    expect(glue('de', 'Œuvres Nord')).toBe('d’Œuvres Nord');
  });

  it('keeps "de" and "que" whole before a consonant, "h", "y", a digit or nothing', () => {
    expect(glue('de', 'Vin Vélin')).toBe('de Vin Vélin');
    expect(glue('que', 'Revendeur')).toBe('que Revendeur');
    expect(glue('de', 'Hachette')).toBe('de Hachette');
    expect(glue('de', 'Yannick')).toBe('de Yannick');
    expect(glue('de', '3M France')).toBe('de 3M France');
    expect(glue('de', '')).toBe('de ');
  });

  it('is what the `de` and `que` formats of a French text write', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'fr',
      resources: { fr: { translation: { as: 'en tant {{name, que}}', token: 'Copier le jeton API {{name, de}}' } } },
      interpolation: { escapeValue: false },
    });
    addFrenchElision(instance);
    expect(instance.t('as', { name: 'Imprimerie Dupont' })).toBe('en tant qu’Imprimerie Dupont');
    expect(instance.t('token', { name: 'Etiquetas Sol' })).toBe('Copier le jeton API d’Etiquetas Sol');
    expect(instance.t('token', { name: 'Vin Vélin' })).toBe('Copier le jeton API de Vin Vélin');
  });

  it('is used by every French text that glues "de" or "que" to a value other than a number', () => {
    // Values that are always numbers (an order's or a line's number, a count) never elide.
    const numbers = new Set(['count', 'id', 'order', 'line', 'row', 'firstLine', 'firstRow', 'n', 'total', 'page']);
    const dir = join(__dirname, 'locales', 'fr');
    const glued: string[] = [];
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      const text = readFileSync(join(dir, file), 'utf8');
      for (const match of text.matchAll(/\b(de|que) \{\{\s*(\w+)\s*\}\}/gi))
        if (!numbers.has(match[2] ?? '')) glued.push(`${file}: ${match[0]}`);
    }
    expect(glued).toEqual([]);
  });
});
