import type { ListQuery, Page } from '../../domain/shared/page';
import type { Versioned } from '../../domain/shared/version';
import type { ActivatableRepository, RecordRepository } from './record-repository.port';

/**
 * The plain reads and writes of one listed entity (users, resellers, the catalogue, the settings'
 * records): the generic use case every entity kind shares, one per kind (RECORDS). A use case of its
 * own exists only where an entity holds a rule or a sequence (the reseller's profile, the one
 * environment configuration).
 */
export class Records<T, Input, F = never> {
  constructor(private readonly repository: RecordRepository<T, Input, F> & ActivatableRepository) {}

  /** One page; `signal` aborts the call. */
  list(query: ListQuery<F>, signal?: AbortSignal): Promise<Page<T>> {
    return this.repository.list(query, signal);
  }

  /** One record with its version; NotFoundError when absent or out of the caller's scope. */
  get(id: number): Promise<Versioned<T>> {
    return this.repository.get(id);
  }

  /**
   * Creates (no id) or updates (id) a record; ValidationError carries the refused fields. An update
   * with the `version` the record was opened with is refused with StaleRecordError when someone
   * changed it since (docs/api/README.md#versions-and-lost-updates).
   */
  save(input: Input, id?: number, version?: string): Promise<Versioned<T>> {
    return id === undefined ? this.repository.create(input) : this.repository.update(id, input, version);
  }

  remove(id: number): Promise<void> {
    return this.repository.remove(id);
  }

  /** Switches the active flag and says which toast follows: 'activated' or 'disabled'. */
  async toggleActive(id: number, active: boolean): Promise<'activated' | 'disabled'> {
    await this.repository.setActive(id, active);
    return active ? 'activated' : 'disabled';
  }
}

/** What an active switch needs of any entity's records. */
export type ToggleActive = Pick<Records<unknown, unknown>, 'toggleActive'>;
/** What a delete button needs of any entity's records. */
export type DeleteRecord = Pick<Records<unknown, unknown>, 'remove'>;
