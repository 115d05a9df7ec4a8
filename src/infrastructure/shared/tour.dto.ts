import * as v from 'valibot';
import { TOUR_SITUATIONS, type PreparedSituation } from '../../domain/tour/tour';

const preparedSchema = v.object({
  situation: v.picklist(TOUR_SITUATIONS),
  orderId: v.nullable(v.pipe(v.number(), v.integer())),
  quoteId: v.nullable(v.pipe(v.number(), v.integer())),
  reference: v.string(),
});

/** POST /demo/tour/{situation}'s answer, checked. */
export function toPreparedSituation(dto: unknown): PreparedSituation {
  return v.parse(preparedSchema, dto);
}
