import type { ListQuery, Page } from '../../src/domain/shared/page';
import { ForbiddenError } from '../../src/domain/shared/errors';
import { withVersion, type Versioned } from '../../src/domain/shared/version';
import type { ActivatableRepository, RecordRepository } from '../../src/application/shared/record-repository.port';
import type { RecordServiceLike } from '../backend';
import type { CallContext } from '../services/shared/context';
import type { RecordOperations } from '../../src/api/records';
import { pageOf } from '../../src/infrastructure/shared/page.mapping';
import type { RecordEndpoint } from '../../src/infrastructure/shared/records';
import type { MemoryCaller } from './memory-caller';

/** The server behaviour of a listed entity, as the mock backend's services offer it. */
export type RecordService = RecordServiceLike;

type Call = keyof RecordOperations;

/**
 * Any listed entity by direct calls to its mock service, parsed as the HTTP adapter parses it.
 * A call the entity does not offer in src/api is refused, as the HTTP adapter refuses it.
 */
export class MemoryRecordRepository<T, Input, W, F = never>
  implements RecordRepository<T, Input, F>, ActivatableRepository
{
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

  /** A call answering one record, with its version (`etagOf` its answer, as the server's ETag). */
  private async record(which: Call, run: (ctx: CallContext) => unknown): Promise<Versioned<T>> {
    const { answer, version } = await this.caller.versioned(this.op(which), run);
    return withVersion(this.endpoint.mapping.toEntity(answer as W) as T & object, version);
  }

  private body(input: Input): unknown {
    return JSON.parse(JSON.stringify(this.endpoint.mapping.toBody(input))) as unknown;
  }

  async list(query: ListQuery<F>, signal?: AbortSignal): Promise<Page<T>> {
    signal?.throwIfAborted();
    const answer = await this.call('list', (ctx) => this.service.list(ctx, query));
    return pageOf(answer as { list: W[]; total: number; totalRequest?: number }, this.endpoint.mapping.toEntity);
  }

  async get(id: number): Promise<Versioned<T>> {
    return this.record('get', (ctx) => this.service.get(ctx, id));
  }

  async create(input: Input): Promise<Versioned<T>> {
    const body = this.body(input);
    return this.record('create', (ctx) => this.service.create(ctx, body));
  }

  /** `version` is the request's If-Match: the service refuses a stale one (mocks/services/shared/versions.ts). */
  async update(id: number, input: Input, version?: string): Promise<Versioned<T>> {
    const body = this.body(input);
    return this.record('update', (ctx) => this.service.update(ctx, id, body, version));
  }

  async remove(id: number): Promise<void> {
    await this.call('remove', (ctx) => this.service.remove(ctx, id));
  }

  /** The `/active/{id}` call, or the update for an entity whose update saves its switch (scenarios). */
  async setActive(id: number, active: boolean, version?: string): Promise<void> {
    const switchBody = this.endpoint.mapping.toSwitchBody;
    if (switchBody) {
      const body = switchBody(active);
      await this.record('update', (ctx) => this.service.update(ctx, id, body, version));
      return;
    }
    const setActive = this.service.setActive?.bind(this.service);
    if (!setActive) throw new Error('This entity has no active switch');
    await this.record('setActive', (ctx) => setActive(ctx, id, { isActive: active }, version));
  }
}
