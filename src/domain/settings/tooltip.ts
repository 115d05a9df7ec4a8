import * as v from 'valibot';

/**
 * docs/entities.md#calculator-tooltip: a calculator tooltip is a CMS entry of type 'tooltip' explaining
 * one field of the price calculator. Each target type has at most one tooltip.
 */
export const TOOLTIP_CMS_TYPE = 'tooltip';
/** The CMS list's filter: the entries of one type (the tooltips are `TOOLTIP_CMS_TYPE`). */
export interface CmsFilter {
  readonly cmsType?: string;
}
export const TOOLTIP_TARGET_TYPES = ['mandrel', 'papers', 'finishing', 'rolls', 'width', 'height'] as const;
export type TooltipTargetType = (typeof TOOLTIP_TARGET_TYPES)[number];
export const TOOLTIP_NAME_MAX = 100;
export const TOOLTIP_TEXT_MAX = 1000;

export interface Tooltip {
  readonly id: number;
  readonly targetType: TooltipTargetType;
  readonly name: string;
  /** The text shown in the calculator. */
  readonly value: string;
}

export type TooltipInput = Omit<Tooltip, 'id'>;

export const isTooltipTargetType = (value: unknown): value is TooltipTargetType =>
  (TOOLTIP_TARGET_TYPES as readonly unknown[]).includes(value);

/**
 * docs/rules.md#validation: a type that already has a tooltip is not offered. `editing` keeps the edited
 * tooltip's own type available.
 */
export function freeTargetTypes(
  tooltips: readonly Pick<Tooltip, 'id' | 'targetType'>[],
  editing?: number,
): TooltipTargetType[] {
  const taken = new Set(tooltips.filter((t) => t.id !== editing).map((t) => t.targetType));
  return TOOLTIP_TARGET_TYPES.filter((type) => !taken.has(type));
}

const requiredText = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.tooLong'));

/** docs/rules.md#validation: name and text required; the type one of the six. The same rules on the server. */
export const tooltipFormSchema = v.object({
  targetType: v.pipe(
    v.string(),
    v.nonEmpty('validation.required'),
    v.check((value: string) => isTooltipTargetType(value), 'settings.validation.targetType'),
  ),
  name: requiredText(TOOLTIP_NAME_MAX),
  value: requiredText(TOOLTIP_TEXT_MAX),
});
export type TooltipFormValues = v.InferInput<typeof tooltipFormSchema>;

export function toTooltipInput(values: TooltipFormValues): TooltipInput {
  const parsed = v.parse(tooltipFormSchema, values);
  return { targetType: parsed.targetType as TooltipTargetType, name: parsed.name, value: parsed.value };
}
