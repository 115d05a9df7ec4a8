import type { ListQuery, Page } from '../../domain/shared/page';
import type { ActivatableRepository, RecordRepository } from '../../application/shared/record-repository.port';
import type { RecordServiceLike } from '../../../mocks/backend';
import { toListParams } from '../shared/list-params';
import { toPage } from '../shared/page.dto';
import type { RecordMapping } from '../shared/record-mapping';
import type { MemoryCaller } from './memory-caller';

/** The server behaviour of a listed entity, as the mock backend's services offer it. */
export type RecordService = RecordServiceLike;

/** Any listed entity by direct calls to its mock service. */
export class MemoryRecordRepository<T, Input> implements RecordRepository<T, Input>, ActivatableRepository {
  constructor(
    private readonly caller: MemoryCaller,
    private readonly service: RecordService,
    private readonly mapping: RecordMapping<T, Input>,
  ) {}

  async list(query: ListQuery): Promise<Page<T>> {
    return toPage(
      await this.caller.authed((ctx) => this.service.list(ctx, toListParams(query))),
      this.mapping.toEntity,
    );
  }

  async get(id: number): Promise<T> {
    return this.mapping.toEntity(await this.caller.authed((ctx) => this.service.get(ctx, id)));
  }

  async create(input: Input): Promise<T> {
    const body = JSON.parse(JSON.stringify(this.mapping.toBody(input))) as unknown;
    return this.mapping.toEntity(await this.caller.authed((ctx) => this.service.create(ctx, body)));
  }

  async update(id: number, input: Input): Promise<T> {
    const body = JSON.parse(JSON.stringify(this.mapping.toBody(input))) as unknown;
    return this.mapping.toEntity(await this.caller.authed((ctx) => this.service.update(ctx, id, body)));
  }

  async remove(id: number): Promise<void> {
    await this.caller.authed((ctx) => this.service.remove(ctx, id));
  }

  async setActive(id: number, active: boolean): Promise<void> {
    const setActive = this.service.setActive?.bind(this.service);
    if (!setActive) throw new Error('This entity has no active switch');
    await this.caller.authed((ctx) => setActive(ctx, id, { isActive: active }));
  }
}
