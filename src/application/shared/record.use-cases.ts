import type { ListQuery, Page } from '../../domain/shared/page';
import type { Versioned } from '../../domain/shared/version';
import type { ActivatableRepository, RecordRepository } from './record-repository.port';

/** Lists one page of any entity. */
export class ListRecords<T, F = never> {
  constructor(private readonly repository: Pick<RecordRepository<T, unknown, F>, 'list'>) {}
  execute(query: ListQuery<F>, signal?: AbortSignal): Promise<Page<T>> {
    return this.repository.list(query, signal);
  }
}

/** Loads one record by id, with its version; NotFoundError when absent or out of the caller's scope. */
export class GetRecord<T> {
  constructor(private readonly repository: Pick<RecordRepository<T, unknown>, 'get'>) {}
  execute(id: number): Promise<Versioned<T>> {
    return this.repository.get(id);
  }
}

/**
 * Creates (no id) or updates (id) a record; ValidationError carries the refused fields. An update
 * with the `version` the record was opened with is refused with StaleRecordError when someone
 * changed it since (docs/api/README.md#versions-and-lost-updates).
 */
export class SaveRecord<T, Input> {
  constructor(private readonly repository: Pick<RecordRepository<T, Input>, 'create' | 'update'>) {}
  execute(input: Input, id?: number, version?: string): Promise<Versioned<T>> {
    return id === undefined ? this.repository.create(input) : this.repository.update(id, input, version);
  }
}

export class DeleteRecord {
  constructor(private readonly repository: Pick<RecordRepository<unknown, unknown>, 'remove'>) {}
  execute(id: number): Promise<void> {
    return this.repository.remove(id);
  }
}

/** Switches the active flag and says which toast follows: 'activated' or 'disabled'. */
export class ToggleActive {
  constructor(private readonly repository: ActivatableRepository) {}
  async execute(id: number, active: boolean): Promise<'activated' | 'disabled'> {
    await this.repository.setActive(id, active);
    return active ? 'activated' : 'disabled';
  }
}
