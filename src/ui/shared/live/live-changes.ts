import type { AuditEntry } from '../../../domain/audit/audit';
import type { ListId } from '../../../domain/lists/list-settings';

/** A record a page shows, as the live events name it: `order:12`. */
export type RecordRef = `${string}:${number}`;

export const recordRef = (entity: string, id: number): RecordRef => `${entity}:${id}`;

/** What a change makes stale: the lists showing its record, the records' pages, the sidebar's counts. */
export interface ChangeReach {
  readonly lists: readonly ListId[];
  readonly records: readonly RecordRef[];
  readonly counts: boolean;
}

/**
 * The lists, pages and counts a change concerns (docs/screens.md#live-updates): an order's list and
 * page; a quote's list and page (a validation makes an order); a request's list, its order's list
 * and page (a request shows on its order), and the sidebar's counts of what waits
 * (docs/product.md#what-the-sidebar-counts).
 */
export function reachOf(entry: Pick<AuditEntry, 'entity' | 'entityId' | 'orderId' | 'action'>): ChangeReach {
  const records: RecordRef[] = [];
  if (entry.entityId !== null) records.push(recordRef(entry.entity, entry.entityId));
  if (entry.orderId !== null && !(entry.entity === 'order' && entry.orderId === entry.entityId))
    records.push(recordRef('order', entry.orderId));
  switch (entry.entity) {
    case 'order':
      return { lists: ['orders'], records, counts: false };
    case 'quote':
      return { lists: entry.action === 'validate' ? ['quotes', 'orders'] : ['quotes'], records, counts: false };
    case 'cancel-request':
      return { lists: ['cancel-requests', 'orders'], records, counts: true };
    case 'non-conformity':
      return { lists: ['non-conformities', 'orders'], records, counts: true };
    default:
      return { lists: [], records, counts: false };
  }
}
