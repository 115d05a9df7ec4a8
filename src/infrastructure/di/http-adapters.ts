import type { SessionGateway } from '../../application/session/session-gateway.port';
import { HttpAuthGateway } from '../http/http-auth.gateway';
import { HttpClient } from '../http/http-client';
import type { OrderRepository } from '../../application/orders/order-repository.port';
import type { QuoteRepository } from '../../application/quotes/quote-repository.port';
import type { DashboardGateway } from '../../application/dashboard/dashboard-gateway.port';
import type { TourSandbox } from '../../application/tour/tour-sandbox.port';
import type { AuditRepository } from '../../application/audit/audit-repository.port';
import type { ListSettingsRepository } from '../../application/lists/list-settings.port';
import type {
  CancelRequestRepository,
  NonConformityRepository,
} from '../../application/requests/request-repository.port';
import type { ScenarioSync } from '../../application/catalogue/scenario-sync.port';
import type { CountryGateway } from '../../application/countries/country-gateway.port';
import type { MarginPriceGateway } from '../../application/margin-prices/margin-price-gateway.port';
import type { ResellerDirectory } from '../../application/resellers/reseller-directory.port';
import { lazyObject } from '../shared/lazy';
import type { RecordKey, RecordRepositoryOf } from '../../application/shared/record-tokens';
import { recordRepositories, type AdapterFactory } from './adapters';

/**
 * The adapters over HTTP. Only the session's are loaded with the login page; every other one, and
 * the API modules it parses with, loads with its first call.
 */
export function httpAdapters(
  baseUrl: string,
  fetchImpl?: typeof fetch,
  ready?: () => Promise<unknown>,
): AdapterFactory {
  return (deps) => {
    const http = new HttpClient({ baseUrl: baseUrl.replace(/\/$/, ''), ...deps, fetch: fetchImpl, ready });
    const records = recordRepositories(<K extends RecordKey>(key: K) =>
      lazyObject<RecordRepositoryOf<K>>(() =>
        Promise.all([
          import('../http/http-record.repository'),
          import('../shared/records'),
          import('../http/list-params'),
        ]).then(
          ([repository, endpoints, params]) =>
            new repository.HttpRecordRepository(
              http,
              endpoints.RECORD_ENDPOINTS[key],
              params.RECORD_FILTER_PARAMS[key],
            ),
        ),
      ),
    );
    return {
      auth: new HttpAuthGateway(http),
      // Loaded with its first call (after login): the login page does not download it.
      sessions: lazyObject<SessionGateway>(() =>
        import('../http/http-session.gateway').then((m) => new m.HttpSessionGateway(http)),
      ),
      users: records.users,
      records,
      resellerDirectory: lazyObject<ResellerDirectory>(() =>
        import('../http/http-reseller-directory').then((m) => new m.HttpResellerDirectory(http)),
      ),
      marginPrices: lazyObject<MarginPriceGateway>(() =>
        import('../http/http-margin-price.gateway').then((m) => new m.HttpMarginPriceGateway(http)),
      ),
      countries: lazyObject<CountryGateway>(() =>
        import('../http/http-country.gateway').then((m) => new m.HttpCountryGateway(http)),
      ),
      scenarioSync: lazyObject<ScenarioSync>(() =>
        import('../http/http-scenario-sync').then((m) => new m.HttpScenarioSync(http)),
      ),
      // Loaded with the first order call: the login page does not download it.
      orders: lazyObject<OrderRepository>(() =>
        import('../http/http-order.repository').then((m) => new m.HttpOrderRepository(http)),
      ),
      cancelRequests: lazyObject<CancelRequestRepository>(() =>
        import('../http/http-request.repository').then((m) => new m.HttpCancelRequestRepository(http)),
      ),
      nonConformities: lazyObject<NonConformityRepository>(() =>
        import('../http/http-request.repository').then((m) => new m.HttpNonConformityRepository(http)),
      ),
      quotes: lazyObject<QuoteRepository>(() =>
        import('../http/http-quote.repository').then((m) => new m.HttpQuoteRepository(http)),
      ),
      dashboard: lazyObject<DashboardGateway>(() =>
        import('../http/http-dashboard.gateway').then((m) => new m.HttpDashboardGateway(http)),
      ),
      tourSandbox: lazyObject<TourSandbox>(() =>
        import('../http/http-tour-sandbox').then((m) => new m.HttpTourSandbox(http)),
      ),
      audit: lazyObject<AuditRepository>(() =>
        import('../http/http-audit.repository').then((m) => new m.HttpAuditRepository(http)),
      ),
      listSettings: lazyObject<ListSettingsRepository>(() =>
        import('../http/http-list-settings.repository').then((m) => new m.HttpListSettingsRepository(http)),
      ),
    };
  };
}
