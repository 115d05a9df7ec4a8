import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { categoryFormSchema } from './category';
import { dimensionFormSchema } from './dimension';
import { finishFormSchema } from './finish';
import { orientationFormSchema } from './orientation';

const messages = (schema: v.GenericSchema, values: unknown) =>
  v.safeParse(schema, values).issues?.map((i) => `${i.path?.map((p) => String(p.key)).join('.')}: ${i.message}`) ?? [];

describe('catalogue form rules', () => {
  it('reads a size typed with a comma or a dot, two decimals at most, 0.1 to 100 cm', () => {
    const base = { name: 'Format bouteille', category: '1' };
    expect(v.parse(dimensionFormSchema, { ...base, height: '12,5', width: '9.25' })).toMatchObject({
      height: '12,5',
      width: '9.25',
    });
    expect(messages(dimensionFormSchema, { ...base, height: '12,555', width: '9' })).toEqual([
      'height: validation.number',
    ]);
    expect(messages(dimensionFormSchema, { ...base, height: '0', width: '100,01' })).toEqual([
      'height: validation.range',
      'width: validation.range',
    ]);
  });

  it('keeps an orientation between 1 and 99, a whole number', () => {
    expect(messages(orientationFormSchema, { number: '99' })).toEqual([]);
    expect(messages(orientationFormSchema, { number: '100' })).toEqual(['number: validation.range']);
    expect(messages(orientationFormSchema, { number: '2.5' })).toEqual(['number: validation.integer']);
  });

  it('upper-cases a product code and refuses spaces in it', () => {
    expect(v.parse(finishFormSchema, { uid: ' fin-mat ', name: 'Mat' }).uid).toBe('FIN-MAT');
    expect(messages(finishFormSchema, { uid: 'FIN MAT', name: 'Mat' })).toEqual(['uid: validation.uid']);
  });

  it('asks a category for a pose and at least one of each choice', () => {
    const values = {
      name: 'Étiquettes miel',
      pose: '',
      provideNumberPerRolls: ['1'],
      mandrels: [],
      orientations: ['1'],
      papers: ['1'],
      qtyModelMax: '10',
    };
    expect(messages(categoryFormSchema, values)).toEqual([
      'pose: validation.required',
      'mandrels: validation.chooseOne',
    ]);
  });
});
