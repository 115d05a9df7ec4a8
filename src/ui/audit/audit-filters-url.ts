import { isAuditAction, isAuditEntity, type AuditEntity, type AuditFilter } from '../../domain/audit/audit';
import { badgeValue, localDayBound, rangeInOrder, toBadge } from '../shared/list/list-filters-url';
import type { UrlFilters } from '../shared/list/use-list-url-state';

/**
 * The audit page's filters as the URL keeps them (docs/screens.md#audit): a shared link or a
 * record page's "history of this record" opens the same list. The person keeps its name beside its
 * id (`actor=3:admin@demo.local`) for its badge.
 */
export const AUDIT_URL_KEYS = {
  entity: 'entity',
  entityId: 'entityId',
  actor: 'actor',
  action: 'action',
  start: 'start',
  end: 'end',
} as const;

const AUDIT_PATH = '/audit';

const one = (url: UrlFilters, key: string): string | undefined => {
  const value = url[key];
  return typeof value === 'string' && value ? value : undefined;
};

/** A positive whole number, else undefined. */
function positive(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** The URL's filters → the audit list's filter; a value that is not one the list knows is left out. */
export function toAuditFilter(url: UrlFilters): AuditFilter {
  const entity = one(url, AUDIT_URL_KEYS.entity);
  const action = one(url, AUDIT_URL_KEYS.action);
  const actor = one(url, AUDIT_URL_KEYS.actor);
  return {
    entity: isAuditEntity(entity) ? entity : undefined,
    entityId: positive(one(url, AUDIT_URL_KEYS.entityId)),
    actorId: actor ? toBadge(actor)?.id : undefined,
    action: isAuditAction(action) ? action : undefined,
    from: localDayBound(one(url, AUDIT_URL_KEYS.start), false),
    to: rangeInOrder(one(url, AUDIT_URL_KEYS.start), one(url, AUDIT_URL_KEYS.end))
      ? localDayBound(one(url, AUDIT_URL_KEYS.end), true)
      : undefined,
  };
}

/** The person filter's URL value. */
export const actorValue = (id: number, username: string): string => badgeValue({ id, label: username });

/** The audit page filtered to one record: the "history of this record" link of its page. */
export function recordHistoryHref(entity: AuditEntity, id: number): string {
  const params = new URLSearchParams({ [AUDIT_URL_KEYS.entity]: entity, [AUDIT_URL_KEYS.entityId]: String(id) });
  return `${AUDIT_PATH}?${params.toString()}`;
}
