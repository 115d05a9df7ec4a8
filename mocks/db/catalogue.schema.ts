import * as v from 'valibot';

const id = v.number();
const ids = v.array(v.number());

export const poseRecordSchema = v.object({ id, name: v.string(), shortCode: v.string() });
export const mandrelRecordSchema = v.object({ id, number: v.number() });
export const orientationRecordSchema = v.object({ id, number: v.number() });
export const finishingRecordSchema = v.object({ id, uid: v.string(), name: v.string() });
export const paperRecordSchema = v.object({ id, uid: v.string(), name: v.string(), finishIds: ids });
export const quantityPerRollRecordSchema = v.object({ id, name: v.string() });
export const shapeRecordSchema = v.object({ id, name: v.string() });
export const categoryRecordSchema = v.object({
  id,
  name: v.string(),
  poseId: v.nullable(v.number()),
  provideNumberPerRollIds: ids,
  mandrelIds: ids,
  orientationIds: ids,
  paperIds: ids,
  qtyModelMax: v.number(),
});
export const dimensionRecordSchema = v.object({
  id,
  name: v.string(),
  height: v.number(),
  width: v.number(),
  categoryId: v.nullable(v.number()),
});
export const scenarioRecordSchema = v.object({
  id,
  uid: v.string(),
  name: v.string(),
  displayName: v.string(),
  status: v.boolean(),
  minQuantity: v.number(),
  maxQuantity: v.number(),
  minHeight: v.number(),
  maxHeight: v.number(),
  minWidth: v.number(),
  maxWidth: v.number(),
  paperIds: ids,
  finishIds: ids,
  categoryIds: ids,
});
export const categoryScenarioRecordSchema = v.object({
  id,
  categoryId: v.number(),
  scenarioId: v.number(),
  delay: v.number(),
});
export const countryRecordSchema = v.object({
  id,
  countryCode: v.string(),
  name: v.object({ fr: v.string(), en: v.string(), es: v.string() }),
  isEnabledForDelivery: v.boolean(),
});
export const margePriceRecordSchema = v.object({
  id,
  resellerId: v.number(),
  scenarioUid: v.string(),
  quantity: v.number(),
  marge: v.number(),
  createdAt: v.string(),
});
export const cmsRecordSchema = v.object({
  id,
  cmsType: v.string(),
  targetType: v.string(),
  name: v.string(),
  value: v.string(),
});
export const configEnvRecordSchema = v.object({
  id,
  ftpUrl: v.string(),
  ftpLogin: v.string(),
  ftpPassword: v.string(),
  thetisUrl: v.string(),
  trackingApiUrl: v.string(),
  trackingApiToken: v.string(),
});

export type PoseRecord = v.InferOutput<typeof poseRecordSchema>;
export type MandrelRecord = v.InferOutput<typeof mandrelRecordSchema>;
export type OrientationRecord = v.InferOutput<typeof orientationRecordSchema>;
export type FinishingRecord = v.InferOutput<typeof finishingRecordSchema>;
export type PaperRecord = v.InferOutput<typeof paperRecordSchema>;
export type QuantityPerRollRecord = v.InferOutput<typeof quantityPerRollRecordSchema>;
export type ShapeRecord = v.InferOutput<typeof shapeRecordSchema>;
export type CategoryRecord = v.InferOutput<typeof categoryRecordSchema>;
export type DimensionRecord = v.InferOutput<typeof dimensionRecordSchema>;
export type ScenarioRecord = v.InferOutput<typeof scenarioRecordSchema>;
export type CategoryScenarioRecord = v.InferOutput<typeof categoryScenarioRecordSchema>;
export type CountryRecord = v.InferOutput<typeof countryRecordSchema>;
export type MargePriceRecord = v.InferOutput<typeof margePriceRecordSchema>;
export type CmsRecord = v.InferOutput<typeof cmsRecordSchema>;
export type ConfigEnvRecord = v.InferOutput<typeof configEnvRecordSchema>;
