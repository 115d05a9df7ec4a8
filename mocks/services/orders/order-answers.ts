import type { Locale } from '../../../src/domain/shared/format';
import { isOrderStatus, PENDING, type OrderStatusId } from '../../../src/domain/orders/order-status';
import type { Database } from '../../db/database';
import type { UserRecord } from '../../db/schema';
import type { OrderRecord } from '../../db/orders.schema';
import { STATUS_NAMES } from './orders.messages';
import type { OrderDetailWire, OrderRowWire, OrderStatusWire } from '../../../src/api/orders.api';
import type { SeriesLinkWire } from '../../../src/api/requests.api';

export type OrderStatusDto = OrderStatusWire;
export type OrderRowDto = OrderRowWire;
export type OrderDetailDto = OrderDetailWire;

export function statusDto(status: number, locale: Locale): OrderStatusDto {
  const id: OrderStatusId = isOrderStatus(status) ? status : PENDING;
  return { id, name: STATUS_NAMES[id][locale], ext_id: id };
}

/** The API paths of an order's files (downloaded with the session's token). */
export const orderFilePath = (orderId: number, kind: string) => `/admin/orders/${orderId}/files/${kind}`;

export type SeriesDto = SeriesLinkWire;

export function seriesDto(
  series: { id: number; name: string; quantity: number; file: string | null },
  url: string,
): SeriesDto {
  const { id, name, quantity, file } = series;
  return { id, name, quantity, file: file ? { name: file, url } : null };
}

/** Lookups the DTOs need, built once per call rather than once per row. */
export class OrderLookups {
  readonly users: ReadonlyMap<number, UserRecord>;
  readonly scenarios: ReadonlyMap<number, { name: string }>;

  constructor(private readonly db: Database) {
    this.users = new Map(db.collections.users.all().map((u) => [u.id, u]));
    this.scenarios = new Map(db.collections.scenarios.all().map((s) => [s.id, s]));
  }

  company(userId: number | null): string | null {
    return userId === null ? null : (this.users.get(userId)?.company ?? null);
  }

  scenarioName(scenarioId: number): string {
    return this.scenarios.get(scenarioId)?.name ?? '';
  }

  /** A fingerprint of what the search text joins: when it changes, the index rebuilds. */
  key(): string {
    let key = '';
    for (const u of this.users.values()) key += `${u.id}:${u.company ?? ''}|`;
    for (const [id, s] of this.scenarios) key += `${id}:${s.name}|`;
    return key;
  }
}

export function rowDto(
  record: OrderRecord,
  lookups: OrderLookups,
  locale: Locale,
  cancellationPending: boolean,
): OrderRowDto {
  const placer = lookups.users.get(record.userId);
  return {
    id: record.id,
    internalReference: record.internalReference,
    user: { id: record.userId, company: placer?.company ?? null, roles: [...(placer?.roles ?? [])] },
    resellerId: record.resellerId,
    scenario: { id: record.scenarioId, name: lookups.scenarioName(record.scenarioId) },
    total: record.total,
    resalePrice: record.resalePrice,
    quote: { reference: record.quote.reference, width: record.quote.width },
    tracking: record.tracking.map((t) => ({ ...t })),
    status: statusDto(record.status, locale),
    createdAt: record.createdAt,
    estimatedAt: record.estimatedAt,
    cancellationPending,
  };
}

export function detailDto(
  record: OrderRecord,
  db: Database,
  lookups: OrderLookups,
  locale: Locale,
  options: { cancellationPending: boolean; withManufacturing: boolean },
): OrderDetailDto {
  const row = rowDto(record, lookups, locale, options.cancellationPending);
  const placer = lookups.users.get(record.userId);
  const front = record.frontUserId === null ? undefined : lookups.users.get(record.frontUserId);
  const c = db.collections;
  const shape =
    record.quote.shapeId === null
      ? undefined
      : c.shapes.findFirst((q) => q.where({ id: record.quote.shapeId as number }));
  const categories = new Map(c.categories.all().map((cat) => [cat.id, cat]));
  const poses = new Map(c.poses.all().map((p) => [p.id, p]));
  const categoriesScenarios = c.categoryScenarios
    .all()
    .filter((cs) => cs.scenarioId === record.scenarioId)
    .map((cs) => {
      const category = categories.get(cs.categoryId);
      const pose = category?.poseId == null ? undefined : poses.get(category.poseId);
      return {
        delay: cs.delay,
        category: {
          id: cs.categoryId,
          name: category?.name ?? '',
          pose: pose ? { shortCode: pose.shortCode } : null,
        },
      };
    });
  const { quote } = record;
  return {
    ...row,
    weight: record.weight,
    user: {
      id: record.userId,
      company: placer?.company ?? null,
      username: placer?.username ?? '',
      roles: [...(placer?.roles ?? [])],
    },
    frontUser: front
      ? {
          id: front.id,
          company: front.company ?? (front.parent !== null ? lookups.company(front.parent) : null),
          username: front.username,
          lastname: front.lastname,
          firstname: front.firstname,
          parent: front.parent,
        }
      : null,
    quote: {
      id: quote.id,
      reference: quote.reference,
      price: quote.price,
      weight: quote.weight,
      width: quote.width,
      height: quote.height,
      diameter: quote.diameter,
      application: quote.application,
      coreSize: quote.coreSize,
      quantityPerRoll: quote.quantityPerRoll,
      quantityPerSeries: quote.quantityPerSeries,
      shape: shape ? { name: shape.name } : null,
      series: quote.series.map((s) => ({
        id: s.id,
        name: s.name,
        quantity: s.quantity,
        file: s.file ? orderFilePath(record.id, `series/${s.id}`) : null,
        fileName: s.file,
      })),
    },
    customer: { ...record.customer },
    address: { ...record.address },
    shippingLabelle: record.hasShippingLabel ? orderFilePath(record.id, 'shipping-label') : null,
    ...(options.withManufacturing
      ? { pdfManufacturingUrl: record.hasManufacturingPdf ? orderFilePath(record.id, 'manufacturing') : null }
      : {}),
    deliveryNoteUrl: record.deliveryNote ? orderFilePath(record.id, 'delivery-note') : null,
    deliveryNoteName: record.deliveryNote,
    scenario: { ...row.scenario, categoriesScenarios },
  };
}
