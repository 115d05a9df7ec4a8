import type { TFunction } from 'i18next';
import type { AuditChange, AuditEntity, AuditValue } from '../../domain/audit/audit';
import { formatDate, formatNumber, type Locale } from '../../domain/shared/format';

/**
 * An audit entry's changes as the user knows them (docs/audit.md#the-entry): each field by the label
 * of its form or page in the user's language, each coded value by its name. The server records a
 * record's own field names (`discount`, `billing.city`, `finishIds`); this is their dictionary.
 */

/** Labels shared by every record that has the field. */
const FIELDS: Readonly<Record<string, string>> = {
  name: 'catalogue.fields.name',
  uid: 'catalogue.fields.uid',
  username: 'users.fields.username',
  password: 'users.fields.password',
  roles: 'users.fields.roles',
  firstname: 'users.fields.firstname',
  lastname: 'users.fields.lastname',
  company: 'users.fields.company',
  isActive: 'users.fields.isActive',
  parent: 'audit.fieldNames.parent',
  rights: 'audit.fieldNames.rights',
  resetLink: 'audit.fieldNames.resetLink',
  language: 'audit.fieldNames.language',
  sessions: 'audit.fieldNames.sessions',
};

const RESELLER_FIELDS = [
  'username',
  'isProspect',
  'discount',
  'apiToken',
  'type',
  'margeType',
  'thetisKey',
  'apiVersion',
  'vat',
  'paymentDeadline',
  'paymentMode',
] as const;

/** Labels of one kind of record, before the shared ones. */
const ENTITY_FIELDS: Partial<Record<AuditEntity, Readonly<Record<string, string>>>> = {
  order: {
    status: 'orders.fields.status',
    quote: 'orders.fields.quoteReference',
    deliveryNote: 'orders.detail.deliveryNote',
  },
  quote: { status: 'quotes.fields.status', order: 'quotes.fields.order' },
  'cancel-request': { status: 'requests.fields.status', reason: 'requests.cancel.fields.reason' },
  'non-conformity': {
    status: 'orders.nonConformity.status',
    reason: 'orders.nonConformity.reason',
    commentAdmin: 'orders.nonConformity.commentAdmin',
    commentReseller: 'orders.nonConformity.commentReseller',
    responseReseller: 'orders.nonConformity.answer',
    files: 'audit.fieldNames.files',
  },
  reseller: {
    ...Object.fromEntries(RESELLER_FIELDS.map((field) => [field, `resellers.fields.${field}`])),
    countryId: 'resellers.fields.country',
  },
  'margin-grid': { lines: 'audit.fieldNames.lines' },
  country: { isEnabledForDelivery: 'audit.fieldNames.isEnabledForDelivery' },
  poses: { shortCode: 'audit.fieldNames.shortCode' },
  mandrels: { number: 'catalogue.mandrels.number' },
  orientations: { number: 'catalogue.orientations.number' },
  papers: { finishIds: 'catalogue.papers.finishes' },
  quantitiesPerRoll: { name: 'catalogue.quantitiesPerRoll.name' },
  categories: {
    poseId: 'catalogue.categories.pose',
    provideNumberPerRollIds: 'catalogue.categories.provideNumberPerRolls',
    mandrelIds: 'catalogue.categories.mandrels',
    orientationIds: 'catalogue.categories.orientations',
    paperIds: 'catalogue.categories.papers',
    qtyModelMax: 'catalogue.categories.qtyModelMax',
  },
  categoryScenarios: {
    categoryId: 'catalogue.categoryScenarios.category',
    scenarioId: 'catalogue.categoryScenarios.scenario',
    delay: 'catalogue.categoryScenarios.delay',
  },
  dimensions: {
    name: 'catalogue.dimensions.name',
    height: 'catalogue.dimensions.height',
    width: 'catalogue.dimensions.width',
    categoryId: 'catalogue.dimensions.category',
  },
  scenarios: {
    displayName: 'catalogue.scenarios.displayName',
    status: 'catalogue.scenarios.status',
    minQuantity: 'audit.fieldNames.minQuantity',
    maxQuantity: 'audit.fieldNames.maxQuantity',
    minHeight: 'audit.fieldNames.minHeight',
    maxHeight: 'audit.fieldNames.maxHeight',
    minWidth: 'audit.fieldNames.minWidth',
    maxWidth: 'audit.fieldNames.maxWidth',
    paperIds: 'catalogue.scenarios.papers',
    finishIds: 'catalogue.scenarios.finishes',
    categoryIds: 'catalogue.scenarios.categories',
  },
  tooltips: {
    cmsType: 'audit.fieldNames.cmsType',
    targetType: 'settings.tooltips.targetType',
    name: 'settings.tooltips.name',
    value: 'settings.tooltips.value',
  },
  configEnv: Object.fromEntries(
    ['ftpUrl', 'ftpLogin', 'ftpPassword', 'thetisUrl', 'trackingApiUrl', 'trackingApiToken'].map((field) => [
      field,
      `settings.config.${field}`,
    ]),
  ),
  view: { name: 'lists.views.name', list: 'audit.fieldNames.list', query: 'audit.fieldNames.query' },
};

/** A reseller's grouped fields (`billing.city`): the group's title, then the field's own label. */
const GROUPS: Readonly<Record<string, { readonly title: string; readonly field: (name: string) => string }>> = {
  billing: { title: 'resellers.cards.billing', field: addressField },
  delivery: { title: 'resellers.cards.delivery', field: addressField },
  mailConfig: { title: 'resellers.cards.notifications', field: (name) => `resellers.mail.${name}` },
};

function addressField(name: string): string {
  return name === 'country' ? 'resellers.addressCountry' : `resellers.fields.${name}`;
}

/** The label of a field a change names, in the user's language; an unknown field keeps its name. */
export function changeFieldLabel(t: TFunction, entity: AuditEntity, field: string): string {
  const series = /^series (.+)$/.exec(field);
  if (series) return t('audit.fieldNames.series', { name: series[1] });
  const [group, sub] = field.split(/\.(.+)/);
  if (sub !== undefined && group !== undefined) {
    const grouped = GROUPS[group];
    if (grouped) {
      return t('audit.fieldNames.grouped', {
        group: t(grouped.title),
        field: t(grouped.field(sub), { defaultValue: sub }),
      });
    }
    if (entity === 'preferences' && group === 'lists') return t('audit.fieldNames.listSettings', { list: sub });
  }
  const key = ENTITY_FIELDS[entity]?.[field] ?? FIELDS[field];
  return key ? t(key) : field;
}

/** Where the names of a field's coded values are: `orders.status.3`, `resellers.types.api`… */
const VALUE_NAMES: Partial<Record<AuditEntity, Readonly<Record<string, string>>>> = {
  order: { status: 'orders.status' },
  quote: { status: 'quotes.status' },
  'cancel-request': { status: 'requests.cancel.statuses' },
  'non-conformity': {
    status: 'orders.nonConformity.statuses',
    reason: 'orders.nonConformity.reasons',
    responseReseller: 'orders.nonConformity.answers',
  },
  reseller: { type: 'resellers.types', margeType: 'resellers.margeTypes', paymentMode: 'resellers.paymentModes' },
  tooltips: { targetType: 'settings.targetTypes' },
};

/** Fields holding a calendar day (YYYY-MM-DD), shown as the app shows days. */
const DAYS = new Set(['paymentDeadline']);

/**
 * A value as the row shows it: empty as such, yes or no, a status or type by its name, roles by
 * theirs, a day as DD/MM/YYYY, a quantity in the reader's number format, anything else as recorded
 * (secrets as the server masked them).
 */
export function changeValueText(
  t: TFunction,
  locale: Locale,
  entity: AuditEntity,
  field: string,
  value: AuditValue,
): string {
  if (value === null || value === '') return t('audit.changes.empty');
  if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
  const names = VALUE_NAMES[entity]?.[field];
  if (names) return t(`${names}.${String(value)}`, { defaultValue: String(value) });
  if (field === 'roles' && typeof value === 'string') {
    return value
      .split(', ')
      .map((role) => t(`roles.${role}`, { defaultValue: role }))
      .join(', ');
  }
  if (field === 'resetLink' && value === 'sent') return t('audit.values.sent');
  if (DAYS.has(field) && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return formatDate(`${value}T12:00:00`);
  }
  // A quantity in the reader's number format ("12,5" in French); a record's number (`categoryId`) as it is.
  if (typeof value === 'number' && !/(^id|Id)$/.test(field)) {
    return formatNumber(value, locale);
  }
  return String(value);
}

/** The changes a reader sees: those whose two sides read differently ("(vide) → (vide)" is no change). */
export function shownChanges(
  t: TFunction,
  locale: Locale,
  entity: AuditEntity,
  changes: readonly AuditChange[],
): AuditChange[] {
  const text = (c: AuditChange, value: AuditValue) => changeValueText(t, locale, entity, c.field, value);
  return changes.filter((c) => text(c, c.from) !== text(c, c.to));
}
