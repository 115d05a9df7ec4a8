import type { ListQuery, Page } from '../../domain/shared/page';
import { ForbiddenError } from '../../domain/shared/errors';
import { withVersion, type Versioned } from '../../domain/shared/version';
import type { ActivatableRepository, RecordRepository } from '../../application/shared/record-repository.port';
import type { Access, JsonAnswer, Operation, RequestBody } from '../../api/operation';
import type { RecordOperations } from '../../api/records';
import { pageOf } from '../shared/page.mapping';
import type { RecordEndpoint } from '../shared/records';
import type { ApiTransport } from './api-transport';

type Call = keyof RecordOperations;
/** A record call: a JSON answer, and a JSON or multipart body or none (never a stream). */
type RecordOperation = Operation<string, Access, JsonAnswer, RequestBody | undefined>;

/**
 * Any listed entity: its record calls of src/api (list, get, create, update, delete, active). A
 * call the entity does not offer (a scenario's create) is refused without a request. One per
 * record key (src/infrastructure/shared/records.ts), each made by the records' bindings with its
 * endpoint: the endpoint is a value, not a token.
 */
export class ApiRecordRepository<T, Input, W, F = never>
  implements RecordRepository<T, Input, F>, ActivatableRepository
{
  constructor(
    private readonly api: ApiTransport,
    private readonly endpoint: RecordEndpoint<T, Input, W>,
  ) {}

  private get mapping() {
    return this.endpoint.mapping;
  }

  /** The entity's operation for a call, or a refusal when the entity does not offer it. */
  private op(call: Call): RecordOperation {
    const op = this.endpoint.operations[call];
    if (!op) throw new ForbiddenError(`${this.endpoint.operations.list?.path ?? 'This entity'} offers no ${call}`);
    return op;
  }

  /**
   * A call's answer of one record, with its version (the answer's ETag), which goes back as `If-Match`
   * (docs/api/README.md#versions-and-lost-updates). Mapped once the answer is in: no frame of the
   * adapter's on the way to fetch but the method's (docs/architecture.md#one-mapping-per-port-two-transports).
   */
  private record({ answer, version }: { readonly answer: unknown; readonly version: string | null }): Versioned<T> {
    return withVersion(this.mapping.toEntity(answer as W) as T & object, version);
  }

  async list(query: ListQuery<F>, signal?: AbortSignal): Promise<Page<T>> {
    const answer = await this.api.call(this.op('list'), { list: query, signal });
    return pageOf(answer as { list: W[]; total: number; totalRequest?: number }, this.mapping.toEntity);
  }

  async get(id: number): Promise<Versioned<T>> {
    return this.record(await this.api.versioned(this.op('get'), { params: { id } }));
  }

  async create(input: Input): Promise<Versioned<T>> {
    return this.record(await this.api.versioned(this.op('create'), { body: this.mapping.toBody(input) }));
  }

  async update(id: number, input: Input, version?: string): Promise<Versioned<T>> {
    return this.record(
      await this.api.versioned(this.op('update'), {
        params: { id },
        body: this.mapping.toBody(input),
        ifMatch: version,
      }),
    );
  }

  async remove(id: number): Promise<void> {
    await this.api.call(this.op('remove'), { params: { id } });
  }

  /** The `/active/{id}` call, or the update for an entity whose update saves its switch (scenarios). */
  async setActive(id: number, active: boolean, version?: string): Promise<void> {
    const switchBody = this.mapping.toSwitchBody;
    if (switchBody)
      await this.api.call(this.op('update'), { params: { id }, body: switchBody(active), ifMatch: version });
    else await this.api.call(this.op('setActive'), { params: { id }, body: { isActive: active }, ifMatch: version });
  }
}
