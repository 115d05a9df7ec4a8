import { RECORD_KEYS, RECORDS, type RecordKey, type RecordRepositoryOf } from '../../application/shared/record-tokens';
import { API_TRANSPORT } from '../adapters/api-transport';
import { bindings, loaded, type Binder } from './app-container';

/** The record adapter and its endpoints: loaded with the first record call (the login page makes none). */
const recordAdapter = () =>
  Promise.all([import('../adapters/api-record.repository'), import('../shared/records')]).then(
    ([adapter, records]) => ({ ...adapter, ...records }),
  );

const useCases = () => import('../../application/shared/record.use-cases');

/** One entity's repository, over its endpoint of src/infrastructure/shared/records.ts, and its record use cases. */
function bindRecords<K extends RecordKey>(bind: Binder, key: K): void {
  const tokens = RECORDS[key];
  bind.factory(
    tokens.repository,
    [API_TRANSPORT],
    loaded(recordAdapter, (m, api): RecordRepositoryOf<K> => new m.ApiRecordRepository(api, m.RECORD_ENDPOINTS[key])),
  );
  bind.factory(
    tokens.list,
    [tokens.repository],
    loaded(useCases, (m, repository) => new m.ListRecords(repository)),
  );
  bind.factory(
    tokens.get,
    [tokens.repository],
    loaded(useCases, (m, repository) => new m.GetRecord(repository)),
  );
  bind.factory(
    tokens.save,
    [tokens.repository],
    loaded(useCases, (m, repository) => new m.SaveRecord(repository)),
  );
  bind.factory(
    tokens.remove,
    [tokens.repository],
    loaded(useCases, (m, repository) => new m.DeleteRecord(repository)),
  );
  bind.factory(
    tokens.toggleActive,
    [tokens.repository],
    loaded(useCases, (m, repository) => new m.ToggleActive(repository)),
  );
}

/**
 * Every listed entity (users, resellers, the catalogue, the settings' records): the generic record
 * port and its list, get, save, remove and switch use cases, one set per key of RECORD_KEYS.
 */
export const recordsModule = bindings((bind) => {
  for (const key of RECORD_KEYS) bindRecords(bind, key);
});
