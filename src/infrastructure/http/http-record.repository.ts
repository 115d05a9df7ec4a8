import type { ListQuery, Page } from '../../domain/shared/page';
import type { ActivatableRepository, RecordRepository } from '../../application/shared/record-repository.port';
import type { AnyOperation } from '../../api/operation';
import { toListParams } from '../shared/list-params';
import { pageOf, toPage } from '../shared/page.dto';
import type { RecordEndpoint } from '../shared/records';
import type { HttpClient } from './http-client';

/** Any listed entity over HTTP: its record calls of src/api (list, get, create, update, delete, active). */
export class HttpRecordRepository<T, Input, W> implements RecordRepository<T, Input>, ActivatableRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly endpoint: RecordEndpoint<T, Input, W>,
  ) {}

  private get path() {
    return this.endpoint.path;
  }

  private get mapping() {
    return this.endpoint.mapping;
  }

  /** The entity's operation for a call, or a refusal when the entity does not offer it. */
  private op(call: 'list' | 'get' | 'create' | 'update' | 'remove' | 'setActive'): AnyOperation | null {
    const operations = this.endpoint.operations;
    if (!operations) return null;
    const op = operations[call];
    if (!op) throw new Error(`${this.path} offers no ${call}`);
    return op;
  }

  private async call(
    call: 'list' | 'get' | 'create' | 'update' | 'remove' | 'setActive',
    legacy: () => Promise<unknown>,
    options: { params?: Record<string, number>; query?: Record<string, string | string[]>; body?: unknown } = {},
  ): Promise<unknown> {
    const op = this.op(call);
    return op ? this.http.call(op, options as never) : legacy();
  }

  async list(query: ListQuery): Promise<Page<T>> {
    const params = toListParams(query);
    const answer = await this.call('list', () => this.http.request('GET', this.path, { query: params }), {
      query: params,
    });
    return this.endpoint.operations
      ? pageOf(answer as { list: W[]; total: number; totalRequest?: number }, this.mapping.toEntity)
      : toPage(answer, this.mapping.toEntity as (dto: unknown) => T);
  }

  async get(id: number): Promise<T> {
    const answer = await this.call('get', () => this.http.request('GET', `${this.path}/${id}`), { params: { id } });
    return this.mapping.toEntity(answer as W);
  }

  async create(input: Input): Promise<T> {
    const body = this.mapping.toBody(input);
    const answer = await this.call('create', () => this.http.request('POST', this.path, { body }), { body });
    return this.mapping.toEntity(answer as W);
  }

  async update(id: number, input: Input): Promise<T> {
    const body = this.mapping.toBody(input);
    const answer = await this.call('update', () => this.http.request('PUT', `${this.path}/${id}`, { body }), {
      params: { id },
      body,
    });
    return this.mapping.toEntity(answer as W);
  }

  async remove(id: number): Promise<void> {
    await this.call('remove', () => this.http.request('DELETE', `${this.path}/${id}`), { params: { id } });
  }

  async setActive(id: number, active: boolean): Promise<void> {
    const body = { isActive: active };
    await this.call('setActive', () => this.http.request('PUT', `${this.path}/active/${id}`, { body }), {
      params: { id },
      body,
    });
  }
}
