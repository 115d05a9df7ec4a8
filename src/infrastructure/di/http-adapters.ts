import type { UserRepository } from '../../application/users/user-repository.port';
import { HttpAuthGateway } from '../http/http-auth.gateway';
import { HttpClient } from '../http/http-client';
import type { OrderRepository } from '../../application/orders/order-repository.port';
import type { QuoteRepository } from '../../application/quotes/quote-repository.port';
import type { DashboardGateway } from '../../application/dashboard/dashboard-gateway.port';
import type { TourSandbox } from '../../application/tour/tour-sandbox.port';
import type {
  CancelRequestRepository,
  NonConformityRepository,
} from '../../application/requests/request-repository.port';
import { lazyObject } from '../shared/lazy';
import { HttpCountryGateway } from '../http/http-country.gateway';
import { HttpMarginPriceGateway } from '../http/http-margin-price.gateway';
import { HttpResellerDirectory } from '../http/http-reseller-directory';
import { HttpRecordRepository } from '../http/http-record.repository';
import { HttpScenarioSync } from '../http/http-scenario-sync';
import { RECORD_ENDPOINTS, RECORD_KEYS, type RecordKey } from '../shared/records';
import type { AdapterFactory, AnyRecordRepository } from './adapters';

export function httpAdapters(baseUrl: string, fetchImpl?: typeof fetch, ready?: Promise<unknown>): AdapterFactory {
  return (deps) => {
    const http = new HttpClient({ baseUrl: baseUrl.replace(/\/$/, ''), ...deps, fetch: fetchImpl, ready });
    const records = Object.fromEntries(
      RECORD_KEYS.map((key) => {
        return [key, new HttpRecordRepository(http, RECORD_ENDPOINTS[key] as never)];
      }),
    ) as unknown as Record<RecordKey, AnyRecordRepository>;
    return {
      auth: new HttpAuthGateway(http),
      users: records.users as unknown as UserRepository,
      records,
      resellerDirectory: new HttpResellerDirectory(http),
      marginPrices: new HttpMarginPriceGateway(http),
      countries: new HttpCountryGateway(http),
      scenarioSync: new HttpScenarioSync(http),
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
    };
  };
}
