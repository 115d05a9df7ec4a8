import * as v from 'valibot';
import { CANCEL_REQUEST_STATUSES, type CancelRequestRow, type NonConformityRow } from '../../domain/requests/requests';
import { nonConformitySchema, statusSchema, toStatus } from './order.dto';
import { seriesSchema } from './series.dto';

const text = v.string();
const maybeText = v.optional(v.nullable(v.string()), null);
const company = v.optional(v.object({ company: maybeText }), { company: null });

const cancelRowSchema = v.object({
  id: v.number(),
  createdAt: text,
  status: v.picklist(CANCEL_REQUEST_STATUSES),
  reason: v.optional(text, ''),
  reference: v.optional(text, ''),
  resellerId: v.number(),
  user: company,
  order: v.object({
    id: v.number(),
    internalReference: v.optional(text, ''),
    status: statusSchema,
    createdAt: text,
    quote: v.optional(v.nullable(v.object({ scenario: v.optional(v.nullable(v.object({ name: text })), null) })), null),
  }),
});

/** One row of GET /admin/order_request_cancels (and the answer of its PATCH calls). */
export function toCancelRequestRow(dto: unknown): CancelRequestRow {
  const { user, order, ...request } = v.parse(cancelRowSchema, dto);
  const { quote, status, ...rest } = order;
  return {
    ...request,
    company: user.company,
    order: { ...rest, status: toStatus(status), scenario: quote?.scenario?.name ?? null },
  };
}

const nonConformityRowSchema = v.object({
  ...nonConformitySchema.entries,
  user: company,
  order: v.object({
    id: v.number(),
    internalReference: v.optional(text, ''),
    status: statusSchema,
    series: v.optional(v.array(seriesSchema), []),
  }),
  replacedSeries: v.optional(v.array(v.number()), []),
});

/** One row of GET /admin/order_not_conformity_list (and the answer of its PATCH). */
export function toNonConformityRow(dto: unknown): NonConformityRow {
  const { user, order, ...request } = v.parse(nonConformityRowSchema, dto);
  return { ...request, company: user.company, order: { ...order, status: toStatus(order.status) } };
}

/** GET /admin/order_not_conformity/count/{resellerId} answers {count}. */
export const toWaitingCount = (dto: unknown): number => v.parse(v.object({ count: v.number() }), dto).count;
