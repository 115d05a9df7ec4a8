import * as v from 'valibot';
import { TOUR_SITUATIONS } from '../domain/tour/tour';
import { operation } from './operation';
import { id, text } from './wire';

/** A situation a step of the demo's guided tour needs (docs/product.md, "Demo links and guided tour"). */
const tourSituation = v.pipe(
  v.picklist(TOUR_SITUATIONS),
  v.description('order-to-cancel, non-conformity or quote-ready'),
);

/** What the sandbox prepared: the order (cancel, non-conformity) or the quote (validation) the step acts on. */
const preparedSituation = v.pipe(
  v.object({
    situation: tourSituation,
    orderId: v.nullable(id),
    quoteId: v.nullable(id),
    /** The order's internal reference or the quote's reference: what the list's search finds. */
    reference: v.pipe(text, v.description('the order’s internal reference or the quote’s reference')),
  }),
  v.title('PreparedSituation'),
);

export const tourApi = {
  prepareTourSituation: operation({
    id: 'prepareTourSituation',
    method: 'post',
    path: '/demo/tour/{situation}',
    tag: 'Demo',
    summary: 'Puts the calling reseller’s demo sandbox in the situation a guided-tour step needs',
    description:
      'Demo only (absent from a real server). The sandbox makes the calls the back office would make for it ' +
      '(an admin refusing a cancellation, flagging a non-conformity, uploading series files), so the step works ' +
      'whatever the prospect did before; it answers the record to act on. An unknown situation is a 404; a ' +
      'situation the reseller’s records cannot reach is a 409.',
    access: 'demo',
    params: { situation: tourSituation },
    answer: { status: 201, schema: preparedSituation },
    errors: [404, 409],
    addition: true,
  }),
} as const;

export type PreparedSituationWire = v.InferOutput<typeof preparedSituation>;
