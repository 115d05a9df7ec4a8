import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en/tour.json';
import es from '../i18n/locales/es/tour.json';
import fr from '../i18n/locales/fr/tour.json';
import { TOUR_STEPS } from './tour-steps';

type Tree = { readonly [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

describe('the guided tour texts', () => {
  it('has the same keys in French, English and Spanish, none empty', () => {
    const keys = keysOf(fr).sort();
    expect(keysOf(en).sort()).toEqual(keys);
    expect(keysOf(es).sort()).toEqual(keys);
    for (const language of [fr, en, es]) {
      const texts = JSON.stringify(language);
      expect(texts).not.toMatch(/:""/);
    }
  });

  it('gives every step a title and a text', () => {
    const keys = new Set(keysOf(fr));
    for (const step of TOUR_STEPS) {
      expect(keys.has(`tour.steps.${step.id}.title`), step.id).toBe(true);
      expect(keys.has(`tour.steps.${step.id}.text`), step.id).toBe(true);
    }
    expect(keysOf(fr).filter((k) => k.startsWith('tour.steps.'))).toHaveLength(TOUR_STEPS.length * 2);
  });
});
