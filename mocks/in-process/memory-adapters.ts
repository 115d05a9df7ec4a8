import type { MockBackend } from '../backend';
import { MemoryAuthGateway } from './memory-auth.gateway';
import { MemorySessionGateway } from './memory-session.gateway';
import { MemoryCaller } from './memory-caller';
import { MemoryOrderRepository } from './memory-order.repository';
import { MemoryQuoteRepository } from './memory-quote.repository';
import { MemoryDashboardGateway } from './memory-dashboard.gateway';
import { MemoryTourSandbox } from './memory-tour-sandbox';
import { MemoryAuditRepository } from './memory-audit.repository';
import { MemoryListSettingsRepository } from './memory-list-settings.repository';
import { MemoryCancelRequestRepository, MemoryNonConformityRepository } from './memory-request.repository';
import { MemoryCountryGateway } from './memory-country.gateway';
import { MemoryMarginPriceGateway } from './memory-margin-price.gateway';
import { MemoryResellerDirectory } from './memory-reseller-directory';
import { MemoryRecordRepository } from './memory-record.repository';
import { MemoryScenarioSync } from './memory-scenario-sync';
import type { RecordKey, RecordRepositoryOf } from '../../src/application/shared/record-tokens';
import { RECORD_ENDPOINTS } from '../../src/infrastructure/shared/records';
import { recordRepositories, type AdapterFactory } from '../../src/infrastructure/di/adapters';

/** Adapters calling the mock backend in-process: tests and tools only, never the production bundle. */
export function memoryAdapters(backend: MockBackend): AdapterFactory {
  return (deps) => {
    const caller = new MemoryCaller(backend, deps.token, deps.locale, deps.events);
    const records = recordRepositories(<K extends RecordKey>(key: K): RecordRepositoryOf<K> => {
      const service = backend.records[key];
      if (!service) throw new Error(`The mock backend has no service for "${key}"`);
      return new MemoryRecordRepository(caller, service, RECORD_ENDPOINTS[key]);
    });
    return {
      auth: new MemoryAuthGateway(caller),
      sessions: new MemorySessionGateway(caller),
      users: records.users,
      records,
      resellerDirectory: new MemoryResellerDirectory(caller),
      marginPrices: new MemoryMarginPriceGateway(caller),
      countries: new MemoryCountryGateway(caller),
      scenarioSync: new MemoryScenarioSync(caller),
      orders: new MemoryOrderRepository(caller),
      cancelRequests: new MemoryCancelRequestRepository(caller),
      nonConformities: new MemoryNonConformityRepository(caller),
      quotes: new MemoryQuoteRepository(caller),
      dashboard: new MemoryDashboardGateway(caller),
      tourSandbox: new MemoryTourSandbox(caller),
      audit: new MemoryAuditRepository(caller),
      listSettings: new MemoryListSettingsRepository(caller),
    };
  };
}
