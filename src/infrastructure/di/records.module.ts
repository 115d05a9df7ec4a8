import { RECORD_KEYS, RECORDS, type RecordKey, type RecordRepositoryOf } from '../../application/shared/record-tokens';
import { Records } from '../../application/shared/record.use-cases';
import type { ApiTransport } from '../adapters/api-transport';
import { API_TRANSPORT } from '../adapters/api-transport';
import { ApiRecordRepository } from '../adapters/api-record.repository';
import { RECORD_ENDPOINTS } from '../shared/records';
import { bindings, type Binder } from './app-container';

/** One entity's repository: the record adapter over its endpoint of src/infrastructure/shared/records.ts. */
export function recordRepository<K extends RecordKey>(api: ApiTransport, key: K): RecordRepositoryOf<K> {
  return new ApiRecordRepository(api, RECORD_ENDPOINTS[key]);
}

function bindRecords<K extends RecordKey>(bind: Binder, key: K): void {
  bind.factory(RECORDS[key], [API_TRANSPORT], (api) => new Records(recordRepository(api, key)));
}

/**
 * Every listed entity (users, resellers, the catalogue, the settings' records): one generic use case
 * per key of RECORD_KEYS, over its record repository.
 */
export const recordsModule = bindings((bind) => {
  for (const key of RECORD_KEYS) bindRecords(bind, key);
});
