import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { rememberTexts } from './remembered-texts';

/** An instance as the app makes one (src/ui/i18n/i18n.ts), counting what its translator is asked. */
async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'fr',
    resources: {
      fr: {
        translation: { save: 'Enregistrer', orders_one: '{{count}} commande', orders_other: '{{count}} commandes' },
      },
      en: { translation: { save: 'Save', orders_one: '{{count}} order', orders_other: '{{count}} orders' } },
    },
    interpolation: { escapeValue: false },
  });
  rememberTexts(i18n);
  // i18next's own translator, which every `t` reaches (not in its types).
  const { translator } = i18n as unknown as { translator: { translate: (...args: unknown[]) => unknown } };
  const translate = vi.spyOn(translator, 'translate');
  return { i18n, t: i18n.getFixedT(null, 'translation'), translated: () => translate.mock.calls.length };
}

describe('a text is translated once per language (docs/performance.md)', () => {
  it('a label asked at every render is translated the first time only', async () => {
    const { t, translated } = await instance();
    expect([t('save'), t('save'), t('save')]).toEqual(['Enregistrer', 'Enregistrer', 'Enregistrer']);
    expect(translated()).toBe(1);
  });

  it('a count or a name is part of what is remembered: each value has its own text', async () => {
    const { t, translated } = await instance();
    expect(t('orders', { count: 1 })).toBe('1 commande');
    expect(t('orders', { count: 3 })).toBe('3 commandes');
    expect(t('orders', { count: 3 })).toBe('3 commandes');
    expect(translated()).toBe(2);
  });

  it('a language change reads the texts again, in the new language', async () => {
    const { i18n, t } = await instance();
    expect(t('save')).toBe('Enregistrer');
    await i18n.changeLanguage('en');
    expect(t('save')).toBe('Save');
    expect(t('orders', { count: 2 })).toBe('2 orders');
  });

  it('texts added later (the screens’ after the login page’s) are read, not the key remembered before', async () => {
    const { i18n, t } = await instance();
    expect(t('logout')).toBe('logout');
    i18n.addResourceBundle('fr', 'translation', { logout: 'Se déconnecter' }, true, true);
    expect(t('logout')).toBe('Se déconnecter');
  });

  it('a long session with a text per value (a count, a name) keeps a bounded number of them', async () => {
    const { t, translated } = await instance();
    for (let count = 0; count < 6000; count++) t('orders', { count });
    const before = translated();
    expect(t('orders', { count: 5999 })).toBe('5999 commandes');
    expect(translated()).toBe(before); // the latest are still there
    expect(t('orders', { count: 1 })).toBe('1 commande');
    expect(translated()).toBe(before + 1); // the oldest were let go
  });

  it('a call with an object among its options is translated each time', async () => {
    const { t, translated } = await instance();
    t('save', { defaultValue: 'x', replace: { a: 1 } });
    t('save', { defaultValue: 'x', replace: { a: 1 } });
    expect(translated()).toBe(2);
  });
});
