import * as v from 'valibot';

export const userRecordSchema = v.object({
  id: v.number(),
  username: v.string(),
  password: v.string(),
  roles: v.array(v.string()),
  firstname: v.string(),
  lastname: v.string(),
  company: v.nullable(v.string()),
  lastConnection: v.nullable(v.string()),
  isActive: v.boolean(),
  parent: v.nullable(v.number()),
  createdAt: v.string(),
  /** Rights held by this account, by its id (docs/access.md#translation-export-right): `translations`. */
  rights: v.array(v.string()),
  /**
   * The language its mails are written in (docs/rules.md#notifications-and-mails): the back office's
   * language at its latest login; absent, French.
   */
  language: v.optional(v.picklist(['fr', 'en', 'es'])),
});
export type UserRecord = v.InferOutput<typeof userRecordSchema>;

/** A reseller's business profile; its id is its user account's id. */
export const resellerRecordSchema = v.object({
  id: v.number(),
  isProspect: v.boolean(),
  discount: v.number(),
  apiToken: v.string(),
  thetisKey: v.nullable(v.string()),
  apiVersion: v.picklist(['v1', 'v2']),
  type: v.picklist(['standard', 'api']),
  margeType: v.picklist(['global', 'grid']),
  vat: v.number(),
  paymentDeadline: v.nullable(v.string()),
  paymentMode: v.picklist(['none', 'bank-card', 'cash']),
  countryId: v.nullable(v.number()),
  billing: v.record(v.string(), v.nullable(v.string())),
  delivery: v.record(v.string(), v.nullable(v.string())),
  mailConfig: v.record(v.string(), v.boolean()),
});
export type ResellerRecord = v.InferOutput<typeof resellerRecordSchema>;

/**
 * A session (docs/api/README.md#authentication): opened by a login or a connect-as, found by its
 * bearer token, shown to its user by an opaque id that is never the token.
 */
export const sessionRecordSchema = v.object({
  /** An opaque random id: what the session list shows and the end-one call takes. */
  id: v.string(),
  /** The bearer token (192 random bits). */
  token: v.string(),
  userId: v.number(),
  startedAt: v.string(),
  /** The last authenticated call: the idle timeout counts from it. */
  lastSeenAt: v.string(),
  /** The browser's User-Agent (shortened), or empty when unknown. */
  userAgent: v.string(),
  /** The admin who opened it with connect-as, or null for the user's own login. */
  impersonatorId: v.nullable(v.number()),
  /**
   * The admin's session a connect-as session was opened from (null otherwise): the connect-as
   * session ends with it, and keeps it alive while the admin works as the reseller, so "back to
   * admin" still works (docs/access.md#connect-as-a-reseller).
   */
  parentId: v.optional(v.nullable(v.string()), null),
});
export type SessionRecord = v.InferOutput<typeof sessionRecordSchema>;

/**
 * The highest id a collection has handed out (`Database.nextId`), kept with the data so that an id
 * is never handed out twice, not even after its record was deleted and the data saved and restored
 * (docs/access.md#sessions: a deleted account's id is nobody's again).
 */
export const idCounterRecordSchema = v.object({
  collection: v.string(),
  last: v.number(),
});
export type IdCounterRecord = v.InferOutput<typeof idCounterRecordSchema>;

export const resetTokenRecordSchema = v.object({
  token: v.string(),
  userId: v.number(),
  expiresAt: v.string(),
  used: v.boolean(),
});
