import * as v from 'valibot';
import type { Mandrel, MandrelInput } from '../../domain/catalogue/mandrel';
import type { RecordMapping } from './record-mapping';

const mandrelDto = v.object({ id: v.number(), number: v.number() });

export const mandrelMapping: RecordMapping<Mandrel, MandrelInput> = {
  toEntity: (dto) => v.parse(mandrelDto, dto),
  toBody: (input) => ({ number: input.number }),
};
