import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import type { GenericSchema, ObjectSchema } from 'valibot';
import { describe, expect, it } from 'vitest';
import * as catalogue from '../../mocks/db/catalogue.schema';
import { viewRecordSchema } from '../../mocks/db/lists.schema';
import { resellerRecordSchema, userRecordSchema } from '../../mocks/db/schema';
import type { AuditEntity } from '../domain/audit/audit';
import { ADDRESS_FIELDS, MAIL_CONFIG_KEYS } from '../domain/resellers/reseller';
import { changeFieldLabel, changeValueText } from '../ui/audit/audit-changes';

/**
 * docs/audit.md#the-entry: the audit page names every field the server records by a label in the
 * user's language, never by the record's own name (`discount`, `finishIds`, `billing.city`). The
 * fields are the records' own (mocks/db) where the server records a record's changes, and the few a
 * service names itself.
 */

type Schema = ObjectSchema<Record<string, GenericSchema>, undefined>;
const fieldsOf = (schema: Schema, ...left: string[]) =>
  Object.keys(schema.entries).filter((field) => field !== 'id' && !left.includes(field));

/** Bookkeeping the services leave out of the trail (lastConnection, createdAt). */
const USER_FIELDS = fieldsOf(userRecordSchema, 'lastConnection', 'createdAt');

const RECORDED: Readonly<Record<AuditEntity, readonly string[]>> = {
  order: ['status', 'quote', 'deliveryNote', 'series Série A'],
  quote: ['status', 'order', 'series Série A'],
  'cancel-request': ['status', 'reason'],
  'non-conformity': ['reason', 'commentAdmin', 'responseReseller', 'commentReseller', 'files'],
  user: [...USER_FIELDS, 'resetLink', 'sessions'],
  reseller: [
    ...USER_FIELDS,
    ...fieldsOf(resellerRecordSchema, 'billing', 'delivery', 'mailConfig'),
    ...ADDRESS_FIELDS.flatMap((field) => [`billing.${field}`, `delivery.${field}`]),
    ...MAIL_CONFIG_KEYS.map((key) => `mailConfig.${key}`),
  ],
  'margin-grid': ['lines'],
  country: ['isEnabledForDelivery'],
  poses: fieldsOf(catalogue.poseRecordSchema),
  mandrels: fieldsOf(catalogue.mandrelRecordSchema),
  orientations: fieldsOf(catalogue.orientationRecordSchema),
  papers: fieldsOf(catalogue.paperRecordSchema),
  finishes: fieldsOf(catalogue.finishingRecordSchema),
  quantitiesPerRoll: fieldsOf(catalogue.quantityPerRollRecordSchema),
  shapes: fieldsOf(catalogue.shapeRecordSchema),
  categories: fieldsOf(catalogue.categoryRecordSchema),
  categoryScenarios: fieldsOf(catalogue.categoryScenarioRecordSchema),
  dimensions: fieldsOf(catalogue.dimensionRecordSchema),
  scenarios: fieldsOf(catalogue.scenarioRecordSchema),
  tooltips: fieldsOf(catalogue.cmsRecordSchema),
  configEnv: fieldsOf(catalogue.configEnvRecordSchema),
  view: fieldsOf(viewRecordSchema, 'userId', 'createdAt', 'updatedAt'),
  preferences: ['lists.orders'],
  // A mail read: no field changes.
  mail: [],
};

const LOCALES = join(__dirname, '..', 'ui', 'i18n', 'locales');

/** The app's texts of one language, as the i18n module merges its files, in an i18next of its own. */
function translator(language: 'fr' | 'en' | 'es'): TFunction {
  const merge = (into: Record<string, unknown>, from: Record<string, unknown>): Record<string, unknown> => {
    for (const [key, value] of Object.entries(from)) {
      const there = into[key];
      into[key] =
        value && typeof value === 'object' && there && typeof there === 'object'
          ? merge({ ...(there as Record<string, unknown>) }, value as Record<string, unknown>)
          : value;
    }
    return into;
  };
  const texts = readdirSync(join(LOCALES, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')) as Record<string, unknown>)
    .reduce(merge, {});
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    initAsync: false,
    showSupportNotice: false,
    resources: { [language]: { translation: texts } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

/** What a label must not show: a camelCase name (`finishIds`) or a dotted one (`billing.city`, a missing text's key). */
const CODE_NAME = /\b[a-z]+[A-Z]\w*\b|\w\.\w/;

describe('the audit page names every recorded field', () => {
  for (const language of ['fr', 'en', 'es'] as const) {
    const t = translator(language);
    it(`by a label in ${language}, never by its record's name nor a missing text's key`, () => {
      const unnamed = Object.entries(RECORDED).flatMap(([entity, fields]) =>
        fields
          .map((field) => ({ field, label: changeFieldLabel(t, entity as AuditEntity, field) }))
          .filter(({ field, label }) => label === field || CODE_NAME.test(label))
          .map(({ field, label }) => `${entity}.${field}: "${label}"`),
      );
      expect(unnamed).toEqual([]);
    });
  }

  it('and coded values by their names: statuses, answers, types, yes and no, roles, days', () => {
    const t = translator('fr');
    expect(changeValueText(t, 'fr', 'order', 'status', 3)).toBe('Expédiée');
    expect(changeValueText(t, 'fr', 'quote', 'status', 'ready')).toBe('Prêt');
    expect(changeValueText(t, 'fr', 'cancel-request', 'status', 'unapproved')).toBe('Refusée');
    expect(changeValueText(t, 'fr', 'non-conformity', 'responseReseller', 'print-anyway')).toBe('Imprimer en l’état');
    expect(changeValueText(t, 'fr', 'reseller', 'paymentMode', 'bank-card')).toBe('Carte bancaire');
    expect(changeValueText(t, 'fr', 'reseller', 'isProspect', true)).toBe('Oui');
    expect(changeValueText(t, 'fr', 'user', 'roles', 'ROLE_READER')).toBe('Lecteur');
    expect(changeValueText(t, 'fr', 'reseller', 'paymentDeadline', '2026-12-15')).toBe('15/12/2026');
    expect(changeValueText(t, 'fr', 'reseller', 'discount', null)).toBe('(vide)');
    expect(changeValueText(t, 'fr', 'reseller', 'discount', 12.5)).toBe('12,5');
    expect(changeValueText(t, 'en', 'reseller', 'discount', 12.5)).toBe('12.5');
    expect(changeValueText(t, 'fr', 'scenarios', 'maxQuantity', 10000)).toBe('10\u202f000');
    expect(changeValueText(t, 'fr', 'dimensions', 'categoryId', 1356)).toBe('1356');
  });
});
