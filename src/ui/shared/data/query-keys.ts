import type { QueryKey } from '@tanstack/react-query';
import type { ListId } from '../../../domain/lists/list-settings';
import type { CountedRequests } from '../../../domain/requests/waiting-counts';
import type { RecordKey } from '../../../application/shared/record-tokens';
import type { RecordRef } from '../live/live-changes';

/**
 * Every server read of the screens is a query of the account's one cache (src/ui/shell/data-provider.tsx),
 * under a key named here, by feature (docs/architecture.md#one-cache). A key is a prefix of the keys
 * below it, so invalidating a feature's key refreshes all it covers: a record's key covers its
 * timeline, a list's id every page of it. The event stream (src/ui/shell/live-updates.ts) and the
 * writes (src/ui/shared/data/use-write.ts) only invalidate these keys.
 */
export const queryKeys = {
  /** Every page of one list (`orders`, `mandrels`…); with the language and query, one page of it. */
  list: (id: ListId, language?: string, query?: unknown): QueryKey =>
    language === undefined ? [id] : [id, language, query],
  /**
   * One record a page or form shows (`order:12`), and, under it, what else is read about it (its
   * page's view `detail`, its timeline `history`): refreshed with the record.
   */
  record: (ref: RecordRef, ...part: string[]): QueryKey => ['record', ref, ...part],
  /** The sidebar's counts of the requests waiting for an answer; one list's. */
  counts: (list?: CountedRequests): QueryKey => (list === undefined ? ['counts'] : ['counts', list]),
  /** The user's notifications (the bell). */
  notifications: ['notifications'] as QueryKey,
  /** The dashboard's figures for one period and reseller. */
  dashboard: (query?: unknown): QueryKey => (query === undefined ? ['dashboard'] : ['dashboard', query]),
  /** The options a form's select offers from another entity's records. */
  options: (key: RecordKey): QueryKey => ['options', key],
  /** The delivery countries, in one language. */
  countries: (language?: string): QueryKey => (language === undefined ? ['countries'] : ['countries', language]),
  /** The reseller list's view counts (customers, prospects). */
  resellerCounts: ['reseller-counts'] as QueryKey,
  /** The settings' single reads: the tooltips, the environment configuration. */
  tooltips: ['tooltips'] as QueryKey,
  config: ['config'] as QueryKey,
  /** The caller's open sessions (the user menu's dialog). */
  sessions: ['me', 'sessions'] as QueryKey,
  /** The caller's list preferences and saved views (docs/lists.md). */
  preferences: ['me', 'preferences'] as QueryKey,
  views: (list: ListId): QueryKey => ['me', 'views', list],
  /** One mail of the outbox, read whole. */
  mail: (id: number): QueryKey => ['mail', id],
  /** The reseller's margin grid as a CSV (its current grid, the model to fill). */
  marginCsv: (which: 'current' | 'model'): QueryKey => ['margin-csv', which],
} as const;
