import type { ListQuery, Page } from '../../domain/shared/page';
import type { Versioned } from '../../domain/shared/version';

/**
 * The port every listed entity shares: users, resellers, the catalogue.
 * Adapters translate it to HTTP (or to direct calls of the mock backend).
 */
export interface RecordRepository<T, Input, F = never> {
  /** `query.filter`: the entity's own filter (a user list's reseller…); `signal` aborts the call. */
  list(query: ListQuery<F>, signal?: AbortSignal): Promise<Page<T>>;
  /** The record with its version (docs/api/README.md#versions-and-lost-updates). */
  get(id: number): Promise<Versioned<T>>;
  create(input: Input): Promise<Versioned<T>>;
  /**
   * `version`: the one the record was read with; StaleRecordError when it changed since, and
   * nothing is saved. Without it the record is saved whatever its version.
   */
  update(id: number, input: Input, version?: string): Promise<Versioned<T>>;
  remove(id: number): Promise<void>;
}

/** Entities with an active switch (users, resellers, scenarios). */
export interface ActivatableRepository {
  /** `version`: as for `update`, the one the record was read with. */
  setActive(id: number, active: boolean, version?: string): Promise<void>;
}
