import type { ListQuery, Page } from '../../domain/shared/page';
import { ForbiddenError } from '../../domain/shared/errors';
import type { ActivatableRepository, RecordRepository } from '../../application/shared/record-repository.port';
import type { RecordServiceLike } from '../../../mocks/backend';
import type { CallContext } from '../../../mocks/services/context';
import type { RecordOperations } from '../../api/records';
import { exportParams, toListParams } from '../shared/list-params';
import { pageOf } from '../shared/page.mapping';
import type { RecordEndpoint } from '../shared/records';
import type { MemoryCaller } from './memory-caller';

/** The server behaviour of a listed entity, as the mock backend's services offer it. */
export type RecordService = RecordServiceLike;

type Call = keyof RecordOperations;

/**
 * Any listed entity by direct calls to its mock service, parsed as the HTTP adapter parses it.
 * A call the entity does not offer in src/api is refused, as the HTTP adapter refuses it.
 */
export class MemoryRecordRepository<T, Input, W> implements RecordRepository<T, Input>, ActivatableRepository {
  constructor(
    private readonly caller: MemoryCaller,
    private readonly service: RecordService,
    private readonly endpoint: RecordEndpoint<T, Input, W>,
  ) {}

  private op<C extends Call>(call: C): NonNullable<RecordOperations[C]> {
    const op = this.endpoint.operations[call];
    if (!op) throw new ForbiddenError(`${this.endpoint.operations.list?.path ?? 'This entity'} offers no ${call}`);
    return op;
  }

  private call(which: Call, run: (ctx: CallContext) => unknown): Promise<unknown> {
    return this.caller.answer(this.op(which), run);
  }

  private body(input: Input): unknown {
    return JSON.parse(JSON.stringify(this.endpoint.mapping.toBody(input))) as unknown;
  }

  async list(query: ListQuery): Promise<Page<T>> {
    // An unpaged list (the dimensions) declares no `_limit`: it is asked for every row.
    const paged = '_limit' in (this.op('list').query ?? {});
    const params = paged ? toListParams(query) : exportParams(query);
    const answer = await this.call('list', (ctx) => this.service.list(ctx, params));
    return pageOf(answer as { list: W[]; total: number; totalRequest?: number }, this.endpoint.mapping.toEntity);
  }

  async get(id: number): Promise<T> {
    return this.endpoint.mapping.toEntity((await this.call('get', (ctx) => this.service.get(ctx, id))) as W);
  }

  async create(input: Input): Promise<T> {
    const body = this.body(input);
    return this.endpoint.mapping.toEntity((await this.call('create', (ctx) => this.service.create(ctx, body))) as W);
  }

  async update(id: number, input: Input): Promise<T> {
    const body = this.body(input);
    return this.endpoint.mapping.toEntity(
      (await this.call('update', (ctx) => this.service.update(ctx, id, body))) as W,
    );
  }

  async remove(id: number): Promise<void> {
    await this.call('remove', (ctx) => this.service.remove(ctx, id));
  }

  /** The `/active/{id}` call, or the update for an entity whose update saves its switch (scenarios). */
  async setActive(id: number, active: boolean): Promise<void> {
    const switchBody = this.endpoint.mapping.toSwitchBody;
    if (switchBody) {
      const body = switchBody(active);
      await this.call('update', (ctx) => this.service.update(ctx, id, body));
      return;
    }
    const setActive = this.service.setActive?.bind(this.service);
    if (!setActive) throw new Error('This entity has no active switch');
    await this.call('setActive', (ctx) => setActive(ctx, id, { isActive: active }));
  }
}
