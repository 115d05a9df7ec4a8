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

export const tokenRecordSchema = v.object({
  token: v.string(),
  userId: v.number(),
  createdAt: v.string(),
});
export type TokenRecord = v.InferOutput<typeof tokenRecordSchema>;

export const resetTokenRecordSchema = v.object({
  token: v.string(),
  userId: v.number(),
  expiresAt: v.string(),
  used: v.boolean(),
});
export type ResetTokenRecord = v.InferOutput<typeof resetTokenRecordSchema>;
