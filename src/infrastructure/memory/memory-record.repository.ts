import type { ListQuery, Page } from '../../domain/shared/page';
import type { ActivatableRepository, RecordRepository } from '../../application/shared/record-repository.port';
import type { RecordServiceLike } from '../../../mocks/backend';
import type { CallContext } from '../../../mocks/services/context';
import { toListParams } from '../shared/list-params';
import { pageOf, toPage } from '../shared/page.dto';
import type { RecordEndpoint } from '../shared/records';
import { parseAnswer } from '../shared/wire';
import type { MemoryCaller } from './memory-caller';

/** The server behaviour of a listed entity, as the mock backend's services offer it. */
export type RecordService = RecordServiceLike;

type Call = 'list' | 'get' | 'create' | 'update' | 'remove' | 'setActive';

/** Any listed entity by direct calls to its mock service, parsed as the HTTP adapter parses it. */
export class MemoryRecordRepository<T, Input, W> implements RecordRepository<T, Input>, ActivatableRepository {
  constructor(
    private readonly caller: MemoryCaller,
    private readonly service: RecordService,
    private readonly endpoint: RecordEndpoint<T, Input, W>,
  ) {}

  private async call(which: Call, run: (ctx: CallContext) => unknown): Promise<unknown> {
    const answer = await this.caller.authed(run);
    const op = this.endpoint.operations?.[which];
    return op ? parseAnswer(op, answer) : answer;
  }

  private body(input: Input): unknown {
    return JSON.parse(JSON.stringify(this.endpoint.mapping.toBody(input))) as unknown;
  }

  async list(query: ListQuery): Promise<Page<T>> {
    const answer = await this.call('list', (ctx) => this.service.list(ctx, toListParams(query)));
    const { mapping } = this.endpoint;
    return this.endpoint.operations
      ? pageOf(answer as { list: W[]; total: number; totalRequest?: number }, mapping.toEntity)
      : toPage(answer, mapping.toEntity as (dto: unknown) => T);
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
    await this.caller.authed((ctx) => this.service.remove(ctx, id));
  }

  async setActive(id: number, active: boolean): Promise<void> {
    const setActive = this.service.setActive?.bind(this.service);
    if (!setActive) throw new Error('This entity has no active switch');
    await this.caller.authed((ctx) => setActive(ctx, id, { isActive: active }));
  }
}
