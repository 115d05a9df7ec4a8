import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { freeTargetTypes, tooltipFormSchema, TOOLTIP_TARGET_TYPES } from './tooltip';

describe('calculator tooltips', () => {
  it('offers only the target types that have no tooltip yet', () => {
    expect(
      freeTargetTypes([
        { id: 1, targetType: 'mandrel' },
        { id: 2, targetType: 'papers' },
      ]),
    ).toEqual(['finishing', 'rolls', 'width', 'height']);
  });

  it("keeps the edited tooltip's own type available", () => {
    expect(freeTargetTypes([{ id: 1, targetType: 'mandrel' }], 1)).toEqual([...TOOLTIP_TARGET_TYPES]);
  });

  it('offers nothing once every type has its tooltip', () => {
    expect(freeTargetTypes(TOOLTIP_TARGET_TYPES.map((targetType, id) => ({ id, targetType })))).toEqual([]);
  });

  it('requires a name and a text, and a known type', () => {
    const result = v.safeParse(tooltipFormSchema, { targetType: 'colour', name: '  ', value: '' });
    expect(result.issues?.map((i) => [i.path?.[0]?.key, i.message])).toEqual([
      ['targetType', 'settings.validation.targetType'],
      ['name', 'validation.required'],
      ['value', 'validation.required'],
    ]);
    expect(v.safeParse(tooltipFormSchema, { targetType: 'width', name: 'Largeur', value: 'En cm' }).success).toBe(true);
  });
});
