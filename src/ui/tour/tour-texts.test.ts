import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, loadLanguage } from '../i18n/i18n';
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

  it('names each button a step asks for by the label the button shows, in each language', async () => {
    for (const language of LANGUAGES) {
      const instance = i18next.createInstance();
      await instance.init({
        lng: language,
        resources: { [language]: { translation: await loadLanguage(language) } },
        interpolation: { escapeValue: false },
      });
      for (const step of TOUR_STEPS) {
        const text = instance.t(`tour.steps.${step.id}.text`);
        expect(text, `${language} ${step.id}`).not.toContain('$t(');
        for (const button of step.buttons ?? []) expect(text, `${language} ${step.id}`).toContain(instance.t(button));
      }
    }
  });
});
