import type { ListQuery, Page } from '../../domain/shared/page';

/**
 * The port every listed entity shares: users, resellers, the catalogue.
 * Adapters translate it to HTTP (or to direct calls of the mock backend).
 */
export interface RecordRepository<T, Input> {
  list(query: ListQuery): Promise<Page<T>>;
  get(id: number): Promise<T>;
  create(input: Input): Promise<T>;
  update(id: number, input: Input): Promise<T>;
  remove(id: number): Promise<void>;
}

/** Entities with an active switch (users, resellers, scenarios). */
export interface ActivatableRepository {
  setActive(id: number, active: boolean): Promise<void>;
}
