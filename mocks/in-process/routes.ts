import { auditApi } from '../../src/api/audit.api';
import { authApi } from '../../src/api/auth.api';
import { catalogueApi } from '../../src/api/catalogue.api';
import { countriesApi } from '../../src/api/countries.api';
import { dashboardApi } from '../../src/api/dashboard.api';
import { listsApi } from '../../src/api/lists.api';
import { mailsApi } from '../../src/api/mails.api';
import { marginPricesApi } from '../../src/api/margin-prices.api';
import type { AnyOperation } from '../../src/api/operation';
import { notificationsApi } from '../../src/api/notifications.api';
import { ordersApi } from '../../src/api/orders.api';
import { quotesApi } from '../../src/api/quotes.api';
import { requestsApi } from '../../src/api/requests.api';
import { resellersApi } from '../../src/api/resellers.api';
import { sessionsApi } from '../../src/api/sessions.api';
import { tourApi } from '../../src/api/tour.api';
import type { CancelRequestFilter, NonConformityFilter } from '../../src/domain/requests/requests';
import type { ListCall } from '../../src/infrastructure/adapters/api-transport';
import { RECORD_ENDPOINTS, RECORD_KEYS } from '../../src/infrastructure/shared/records';
import { localeOf, type MockBackend, type RecordServiceLike } from '../backend';
import type { CallContext } from '../services/shared/context';
import type { ListRequest } from '../services/shared/list-query';
import type { SharedListFilter } from '../services/shared/list-filters';
import { TourService } from '../services/tour/tour.service';
import { route, type Route, type RouteCall } from './route';

/** A request list's query as its service takes it: the one reseller asked for is a list of one. */
function byReseller(list: ListCall<CancelRequestFilter | NonConformityFilter>): ListRequest<SharedListFilter<string>> {
  const { resellerId, statuses } = list.filter ?? {};
  return { ...list, filter: { statuses, resellerIds: resellerId === undefined ? undefined : [resellerId] } };
}

/** The session calls (src/api/auth.api.ts, src/api/sessions.api.ts). */
function sessionRoutes({ auth }: MockBackend): Route[] {
  return [
    route(authApi.login, ({ body, locale }) => auth.login(body, locale)),
    route(authApi.logout, ({ token }) => auth.logout(token)),
    route(authApi.getSessionUser, ({ body }, ctx) => auth.authUser(ctx, body)),
    route(authApi.connectAs, ({ id }, ctx) => auth.connectAs(ctx, id('adminId'), id('userId'))),
    route(authApi.checkUserMail, ({ body, locale }) => auth.checkUserMail(body, locale)),
    route(authApi.sendResetLink, ({ id, locale }) =>
      auth.sendResetLink(id('userId'), locale).then(() => ({ sent: true })),
    ),
    route(authApi.changePassword, ({ params, id, body, locale }) =>
      auth.changePassword(String(params.token ?? ''), id(), body, locale),
    ),
    route(sessionsApi.getCurrentSession, (_call, ctx) => auth.currentSession(ctx)),
    route(sessionsApi.listMySessions, (_call, ctx) => auth.listSessions(ctx)),
    route(sessionsApi.endMySession, ({ params }, ctx) => auth.endSession(ctx, String(params.sessionId))),
    route(sessionsApi.endMyOtherSessions, (_call, ctx) => auth.endOtherSessions(ctx)),
    route(sessionsApi.endUserSessions, ({ id }, ctx) => auth.endUserSessions(ctx, id())),
  ];
}

/** The order calls, the requests the order screens write, and the quotes (src/api/orders.api.ts…). */
function orderRoutes({ orders, orderRequests, resellers, quotes }: MockBackend): Route[] {
  return [
    route(ordersApi.listOrders, ({ list }, ctx) => orders.list(ctx, list)),
    route(ordersApi.getOrder, ({ id }, ctx) => orders.get(ctx, id())),
    route(ordersApi.listOrderStatuses, (_call, ctx) => orders.statuses(ctx)),
    route(ordersApi.listOrderScenarios, ({ list }, ctx) => orders.scenarios(ctx, list.search ?? '')),
    route(ordersApi.changeOrderStatus, ({ id, body, ifMatch }, ctx) => orders.changeStatus(ctx, id(), body, ifMatch)),
    route(ordersApi.changeOrderStatuses, ({ body }, ctx) => orders.changeStatuses(ctx, body)),
    route(ordersApi.exportOrders, ({ list, body }, ctx) => orders.exportOrders(ctx, list, body)),
    route(ordersApi.downloadOrderZip, ({ id }, ctx) => orders.zip(ctx, id())),
    route(ordersApi.resyncOrderFiles, ({ id }, ctx) => orders.resyncFiles(ctx, id())),
    route(ordersApi.uploadDeliveryNote, ({ id, body }, ctx) => orders.uploadDeliveryNote(ctx, id(), body)),
    route(requestsApi.askCancellation, ({ body }, ctx) => orderRequests.askCancellation(ctx, body)),
    route(requestsApi.flagNonConformity, ({ body }, ctx) => orderRequests.createNonConformity(ctx, body)),
    route(requestsApi.getNonConformityOfOrder, ({ id }, ctx) => orderRequests.nonConformityOf(ctx, id())),
    route(resellersApi.searchResellers, ({ list }, ctx) => resellers.search(ctx, list)),
    route(quotesApi.listQuotes, ({ list }, ctx) => quotes.list(ctx, list)),
    route(quotesApi.getQuote, ({ id }, ctx) => quotes.get(ctx, id())),
    route(quotesApi.validateQuote, ({ id, ifMatch }, ctx) => quotes.validate(ctx, id(), ifMatch)),
    route(quotesApi.uploadQuoteSeriesFile, ({ id, body }, ctx) => quotes.uploadSeriesFile(ctx, id(), body)),
    route(quotesApi.exportQuotes, ({ list, body }, ctx) => quotes.exportQuotes(ctx, list, body)),
  ];
}

/** The request screens' calls (src/api/requests.api.ts). */
function requestRoutes({ cancelRequests, nonConformities }: MockBackend): Route[] {
  return [
    route(requestsApi.listCancelRequests, ({ list }, ctx) => cancelRequests.list(ctx, byReseller(list))),
    route(requestsApi.answerCancelRequest, ({ id, body }, ctx) => cancelRequests.answer(ctx, id(), body)),
    route(requestsApi.cancelTreatment, ({ id, body }, ctx) => cancelRequests.cancelTreatment(ctx, id(), body)),
    route(requestsApi.listNonConformities, ({ list }, ctx) => nonConformities.list(ctx, byReseller(list))),
    route(requestsApi.countWaitingNonConformities, ({ id }, ctx) =>
      nonConformities.countWaiting(ctx, id('resellerId')),
    ),
    route(requestsApi.uploadNonConformityFile, ({ id, body }, ctx) => nonConformities.upload(ctx, id(), body)),
    route(requestsApi.answerNonConformity, ({ id, body }, ctx) => nonConformities.answer(ctx, id(), body)),
  ];
}

/** The dashboard, the audit trail and the caller's list settings (docs/audit.md, docs/lists.md). */
function readingRoutes({ dashboard, audit, listSettings }: MockBackend): Route[] {
  return [
    route(dashboardApi.getDashboardCounters, ({ body }, ctx) => dashboard.counters(ctx, body)),
    route(dashboardApi.getDashboardCharts, ({ body }, ctx) => dashboard.charts(ctx, body)),
    route(dashboardApi.getCumulatedTurnover, ({ body }, ctx) => dashboard.cumulatedTurnover(ctx, body)),
    route(auditApi.listAudit, ({ list }, ctx) => audit.list(ctx, list)),
    route(auditApi.exportAudit, ({ list, body }, ctx) => audit.exportAudit(ctx, list, body)),
    route(auditApi.getOrderHistory, ({ id }, ctx) => audit.history(ctx, id())),
    route(listsApi.getPreferences, (_call, ctx) => listSettings.preferences(ctx)),
    route(listsApi.putPreferences, ({ body, ifMatch }, ctx) => listSettings.savePreferences(ctx, body, ifMatch)),
    route(listsApi.listViews, ({ list }, ctx) => listSettings.listViews(ctx, list.filter?.list)),
    route(listsApi.createView, ({ body }, ctx) => listSettings.createView(ctx, body)),
    route(listsApi.updateView, ({ id, body }, ctx) => listSettings.updateView(ctx, id(), body)),
    route(listsApi.deleteView, ({ id }, ctx) => listSettings.deleteView(ctx, id())),
  ];
}

/** The resellers' directory, margins and delivery countries, the scenario synchronisation, the demo's tour. */
function resellerRoutes(backend: MockBackend): Route[] {
  const { resellers, marginPrices, countries, scenarioSync } = backend;
  const tour = new TourService(backend);
  return [
    route(resellersApi.listCustomers, ({ list }, ctx) => resellers.notProspects(ctx, list)),
    route(resellersApi.listProspects, ({ list }, ctx) => resellers.prospects(ctx, list)),
    route(marginPricesApi.listMarginPrices, ({ list }, ctx) => marginPrices.list(ctx, list)),
    route(marginPricesApi.listMarginScenarios, (_call, ctx) => marginPrices.scenarios(ctx)),
    route(marginPricesApi.uploadMarginPrices, ({ body }, ctx) => marginPrices.upload(ctx, body)),
    route(countriesApi.listCountries, ({ params }, ctx) => countries.list(ctx, localeOf(String(params.lang)))),
    route(countriesApi.setCountryDelivery, ({ id, body }, ctx) => countries.setDelivery(ctx, id(), body)),
    route(catalogueApi.syncScenarios, (_call, ctx) => scenarioSync.refresh(ctx)),
    route(tourApi.prepareTourSituation, ({ params }, ctx) => tour.prepare(ctx, String(params.situation ?? ''))),
  ];
}

/**
 * The record calls of every listed entity (src/infrastructure/shared/records.ts), each answered by
 * its service as mocks/handlers/records.handlers.ts answers them over HTTP.
 */
function recordRoutes(backend: MockBackend): Route[] {
  return RECORD_KEYS.flatMap((key) => {
    const service: RecordServiceLike | undefined = backend.records[key];
    if (!service) throw new Error(`The mock backend has no service for "${key}"`);
    const { list, get, create, update, remove, setActive } = RECORD_ENDPOINTS[key].operations;
    const routes: Route[] = [];
    const add = (op: AnyOperation | undefined, run: (call: RouteCall<AnyOperation>, ctx: CallContext) => unknown) => {
      if (op) routes.push({ operation: op, run: run as Route['run'] });
    };
    add(list, (call, ctx) => service.list(ctx, call.list));
    add(get, (call, ctx) => service.get(ctx, call.id()));
    add(create, (call, ctx) => service.create(ctx, call.body));
    add(update, (call, ctx) => service.update(ctx, call.id(), call.body, call.ifMatch));
    add(remove, (call, ctx) => service.remove(ctx, call.id()));
    add(setActive, (call, ctx) => {
      if (!service.setActive) throw new Error(`${key}: the service has no active switch`);
      return service.setActive(ctx, call.id(), call.body, call.ifMatch);
    });
    return routes;
  });
}

/** The user's notifications and the outbox (src/api/notifications.api.ts, src/api/mails.api.ts). */
function noticeRoutes({ notifications, mails }: MockBackend): Route[] {
  return [
    route(notificationsApi.listNotifications, ({ list }, ctx) => notifications.list(ctx, list)),
    route(notificationsApi.markNotificationRead, ({ id }, ctx) => notifications.markRead(ctx, id())),
    route(notificationsApi.markAllNotificationsRead, (_call, ctx) => notifications.markAllRead(ctx)),
    route(mailsApi.listMails, ({ list }, ctx) => mails.list(ctx, list)),
    route(mailsApi.getMail, ({ id }, ctx) => mails.get(ctx, id())),
  ];
}

/** Every operation the adapters call, and the service call it stands for in-process. */
export function inProcessRoutes(backend: MockBackend): Route[] {
  return [
    ...sessionRoutes(backend),
    ...orderRoutes(backend),
    ...requestRoutes(backend),
    ...readingRoutes(backend),
    ...resellerRoutes(backend),
    ...recordRoutes(backend),
    ...noticeRoutes(backend),
  ];
}
