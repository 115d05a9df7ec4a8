import type { ListQuery, Page } from '../../domain/shared/page';
import type { ActivatableRepository, RecordRepository } from '../../application/shared/record-repository.port';
import { toListParams } from '../shared/list-params';
import { toPage } from '../shared/page.dto';
import type { RecordMapping } from '../shared/record-mapping';
import type { HttpClient } from './http-client';

/** Any listed entity over HTTP: `path` answers GET list, GET/PUT/DELETE /{id}, POST, PUT /active/{id}. */
export class HttpRecordRepository<T, Input> implements RecordRepository<T, Input>, ActivatableRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly path: string,
    private readonly mapping: RecordMapping<T, Input>,
  ) {}

  async list(query: ListQuery): Promise<Page<T>> {
    return toPage(await this.http.request('GET', this.path, { query: toListParams(query) }), this.mapping.toEntity);
  }

  async get(id: number): Promise<T> {
    return this.mapping.toEntity(await this.http.request('GET', `${this.path}/${id}`));
  }

  async create(input: Input): Promise<T> {
    return this.mapping.toEntity(await this.http.request('POST', this.path, { body: this.mapping.toBody(input) }));
  }

  async update(id: number, input: Input): Promise<T> {
    return this.mapping.toEntity(
      await this.http.request('PUT', `${this.path}/${id}`, { body: this.mapping.toBody(input) }),
    );
  }

  async remove(id: number): Promise<void> {
    await this.http.request('DELETE', `${this.path}/${id}`);
  }

  async setActive(id: number, active: boolean): Promise<void> {
    await this.http.request('PUT', `${this.path}/active/${id}`, { body: { isActive: active } });
  }
}
