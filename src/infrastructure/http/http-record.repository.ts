import type { ListQuery, Page } from '../../domain/shared/page';
import { ForbiddenError } from '../../domain/shared/errors';
import { withVersion, type Versioned } from '../../domain/shared/version';
import type { ActivatableRepository, RecordRepository } from '../../application/shared/record-repository.port';
import type { RecordOperations } from '../../api/records';
import { recordListParams, type FilterParams } from './list-params';
import { pageOf } from '../shared/page.mapping';
import type { RecordEndpoint } from '../shared/records';
import type { HttpClient } from './http-client';

type Call = keyof RecordOperations;

/**
 * Any listed entity over HTTP: its record calls of src/api (list, get, create, update, delete,
 * active). A call the entity does not offer (a scenario's create) is refused without a request.
 */
export class HttpRecordRepository<T, Input, W, F = never>
  implements RecordRepository<T, Input, F>, ActivatableRepository
{
  /** `filterParams`: the API parameters of the entity's list filter (src/infrastructure/http/list-params.ts). */
  constructor(
    private readonly http: HttpClient,
    private readonly endpoint: RecordEndpoint<T, Input, W>,
    private readonly filterParams?: FilterParams<F>,
  ) {}

  private get mapping() {
    return this.endpoint.mapping;
  }

  /** The entity's operation for a call, or a refusal when the entity does not offer it. */
  private op<C extends Call>(call: C): NonNullable<RecordOperations[C]> {
    const op = this.endpoint.operations[call];
    if (!op) throw new ForbiddenError(`${this.endpoint.operations.list?.path ?? 'This entity'} offers no ${call}`);
    return op;
  }

  private send(
    call: Call,
    options: {
      params?: Record<string, number>;
      query?: Record<string, string | string[]>;
      body?: unknown;
      signal?: AbortSignal;
    } = {},
  ): Promise<unknown> {
    return this.http.call(this.op(call), options as never);
  }

  /**
   * A call answering one record, with its version (the answer's ETag); `version` goes as
   * `If-Match` (docs/api/README.md#versions-and-lost-updates).
   */
  private async record(
    call: Call,
    options: { params?: Record<string, number>; body?: unknown; version?: string },
  ): Promise<Versioned<T>> {
    const { version, ...rest } = options;
    const { answer, headers } = await this.http.callWithHeaders(this.op(call), { ...rest, ifMatch: version } as never);
    return withVersion(this.mapping.toEntity(answer as W) as T & object, headers.get('etag'));
  }

  async list(query: ListQuery<F>, signal?: AbortSignal): Promise<Page<T>> {
    const answer = await this.send('list', {
      query: recordListParams(this.op('list'), query, this.filterParams),
      signal,
    });
    return pageOf(answer as { list: W[]; total: number; totalRequest?: number }, this.mapping.toEntity);
  }

  async get(id: number): Promise<Versioned<T>> {
    return this.record('get', { params: { id } });
  }

  async create(input: Input): Promise<Versioned<T>> {
    return this.record('create', { body: this.mapping.toBody(input) });
  }

  async update(id: number, input: Input, version?: string): Promise<Versioned<T>> {
    return this.record('update', { params: { id }, body: this.mapping.toBody(input), version });
  }

  async remove(id: number): Promise<void> {
    await this.send('remove', { params: { id } });
  }

  /** The `/active/{id}` call, or the update for an entity whose update saves its switch (scenarios). */
  async setActive(id: number, active: boolean, version?: string): Promise<void> {
    const switchBody = this.mapping.toSwitchBody;
    if (switchBody) await this.record('update', { params: { id }, body: switchBody(active), version });
    else await this.record('setActive', { params: { id }, body: { isActive: active }, version });
  }
}
