import { auditApi } from '../../src/api/audit.api';
import { authApi } from '../../src/api/auth.api';
import { catalogueApi } from '../../src/api/catalogue.api';
import { countriesApi } from '../../src/api/countries.api';
import { dashboardApi } from '../../src/api/dashboard.api';
import { eventsApi } from '../../src/api/events.api';
import { listsApi } from '../../src/api/lists.api';
import { mailsApi } from '../../src/api/mails.api';
import { marginPricesApi } from '../../src/api/margin-prices.api';
import { notificationsApi } from '../../src/api/notifications.api';
import { ordersApi } from '../../src/api/orders.api';
import { quotesApi } from '../../src/api/quotes.api';
import { requestsApi } from '../../src/api/requests.api';
import { resellersApi } from '../../src/api/resellers.api';
import { sessionsApi } from '../../src/api/sessions.api';
import { settingsApi } from '../../src/api/settings.api';
import { tourApi } from '../../src/api/tour.api';
import { usersApi } from '../../src/api/users.api';
import type { MockBackend } from '../backend';
import { TourService } from '../services/tour/tour.service';
import { servedLogin } from './login';
import { serve, serveRecords, type Served } from './serve';

/**
 * The mock backend's one routing table (docs/architecture.md#the-mock-backends-doors): each
 * operation of src/api and the service call that answers it, with its typed inputs. Both doors
 * serve it: the HTTP handlers (mocks/handlers/route.ts) and the in-process transport
 * (mocks/in-process/memory-transport.ts) only adapt their transport to it.
 */

/** The session calls (src/api/auth.api.ts, src/api/sessions.api.ts). */
function sessionOperations(backend: MockBackend): Served[] {
  const { auth } = backend;
  return [
    servedLogin(backend),
    serve(authApi.logout, ({ token }) => auth.logout(token)),
    serve(authApi.getSessionUser, ({ body }, ctx) => auth.authUser(ctx, body)),
    serve(authApi.connectAs, ({ id, client }, ctx) => auth.connectAs(ctx, id('adminId'), id('userId'), client)),
    serve(authApi.checkUserMail, ({ body, locale, client }) => auth.checkUserMail(body, locale, client)),
    // The link goes by mail: answering it to an anonymous caller would hand over the account.
    serve(authApi.sendResetLink, ({ id, locale }) =>
      auth.sendResetLink(id('userId'), locale).then(() => ({ sent: true })),
    ),
    serve(authApi.changePassword, ({ params, id, body, locale }) =>
      auth.changePassword(params.token ?? '', id(), body, locale),
    ),
    serve(sessionsApi.getCurrentSession, (_input, ctx) => auth.currentSession(ctx)),
    serve(sessionsApi.listMySessions, (_input, ctx) => auth.listSessions(ctx)),
    serve(sessionsApi.endMySession, ({ params }, ctx) => auth.endSession(ctx, params.sessionId ?? '')),
    serve(sessionsApi.endMyOtherSessions, (_input, ctx) => auth.endOtherSessions(ctx)),
    serve(sessionsApi.endUserSessions, ({ id }, ctx) => auth.endUserSessions(ctx, id())),
  ];
}

/** The orders and their files (src/api/orders.api.ts). */
function orderOperations({ orders }: MockBackend): Served[] {
  return [
    serve(ordersApi.listOrders, 'orders', ({ query }, ctx) => orders.list(ctx, query)),
    serve(ordersApi.getOrder, ({ id }, ctx) => orders.get(ctx, id())),
    serve(ordersApi.listOrderStatuses, (_input, ctx) => orders.statuses(ctx)),
    serve(ordersApi.listOrderScenarios, 'page', ({ query }, ctx) => orders.scenarios(ctx, query.search)),
    serve(ordersApi.changeOrderStatus, ({ id, body, ifMatch }, ctx) => orders.changeStatus(ctx, id(), body, ifMatch)),
    serve(ordersApi.changeOrderStatuses, ({ body }, ctx) => orders.changeStatuses(ctx, body)),
    serve(ordersApi.downloadOrderZip, ({ id }, ctx) => orders.zip(ctx, id())),
    serve(ordersApi.resyncOrderFiles, ({ id }, ctx) => orders.resyncFiles(ctx, id())),
    serve(ordersApi.exportOrders, 'orders', ({ query, body }, ctx) => orders.exportOrders(ctx, query, body)),
    serve(ordersApi.downloadOrderFile, ({ id, params }, ctx) => orders.file(ctx, id(), params.kind ?? '')),
    serve(ordersApi.downloadOrderSeriesFile, ({ id }, ctx) => orders.file(ctx, id(), 'series', id('seriesId'))),
    serve(ordersApi.uploadDeliveryNote, ({ id, body }, ctx) => orders.uploadDeliveryNote(ctx, id(), body)),
  ];
}

/** The quotes (src/api/quotes.api.ts). */
function quoteOperations({ quotes }: MockBackend): Served[] {
  return [
    serve(quotesApi.listQuotes, 'quotes', ({ query }, ctx) => quotes.list(ctx, query)),
    serve(quotesApi.getQuote, ({ id }, ctx) => quotes.get(ctx, id())),
    serve(quotesApi.downloadQuoteSeriesFile, ({ id }, ctx) => quotes.file(ctx, id(), id('seriesId'))),
    serve(quotesApi.validateQuote, ({ id, ifMatch }, ctx) => quotes.validate(ctx, id(), ifMatch)),
    serve(quotesApi.uploadQuoteSeriesFile, ({ id, body }, ctx) => quotes.uploadSeriesFile(ctx, id(), body)),
    serve(quotesApi.exportQuotes, 'quotes', ({ query, body }, ctx) => quotes.exportQuotes(ctx, query, body)),
  ];
}

/** The cancellation and non-conformity requests, asked and answered (src/api/requests.api.ts). */
function requestOperations({ cancellations, nonConformities }: MockBackend): Served[] {
  return [
    serve(requestsApi.askCancellation, ({ body }, ctx) => cancellations.ask(ctx, body)),
    serve(requestsApi.listCancelRequests, 'requests', ({ query }, ctx) => cancellations.list(ctx, query)),
    serve(requestsApi.answerCancelRequest, ({ id, body }, ctx) => cancellations.answer(ctx, id(), body)),
    serve(requestsApi.cancelTreatment, ({ id, body }, ctx) => cancellations.cancelTreatment(ctx, id(), body)),
    serve(requestsApi.flagNonConformity, ({ body }, ctx) => nonConformities.flag(ctx, body)),
    serve(requestsApi.getNonConformityOfOrder, 'nonConformityOf', ({ id, query }, ctx) =>
      nonConformities.ofOrder(ctx, id(), query.whileStatus),
    ),
    serve(requestsApi.listNonConformities, 'requests', ({ query }, ctx) => nonConformities.list(ctx, query)),
    serve(requestsApi.countWaitingNonConformities, ({ id }, ctx) =>
      nonConformities.countWaiting(ctx, id('resellerId')),
    ),
    serve(requestsApi.uploadNonConformityFile, ({ id, body }, ctx) => nonConformities.upload(ctx, id(), body)),
    serve(requestsApi.answerNonConformity, ({ id, body }, ctx) => nonConformities.answer(ctx, id(), body)),
  ];
}

/** The dashboard, the audit trail and the caller's list settings (docs/audit.md, docs/lists.md). */
function readingOperations({ dashboard, audit, listSettings: settings }: MockBackend): Served[] {
  return [
    serve(dashboardApi.getDashboardCounters, ({ body }, ctx) => dashboard.counters(ctx, body)),
    serve(dashboardApi.getDashboardCharts, ({ body }, ctx) => dashboard.charts(ctx, body)),
    serve(dashboardApi.getCumulatedTurnover, ({ body }, ctx) => dashboard.cumulatedTurnover(ctx, body)),
    serve(auditApi.listAudit, 'audit', ({ query }, ctx) => audit.list(ctx, query)),
    serve(auditApi.exportAudit, 'audit', ({ query, body }, ctx) => audit.exportAudit(ctx, query, body)),
    serve(auditApi.getOrderHistory, ({ id }, ctx) => audit.history(ctx, id())),
    serve(listsApi.getPreferences, (_input, ctx) => settings.preferences(ctx)),
    serve(listsApi.putPreferences, ({ body, ifMatch }, ctx) => settings.savePreferences(ctx, body, ifMatch)),
    serve(listsApi.listViews, 'views', ({ query }, ctx) => settings.listViews(ctx, query.list)),
    serve(listsApi.createView, ({ body }, ctx) => settings.createView(ctx, body)),
    serve(listsApi.updateView, ({ id, body }, ctx) => settings.updateView(ctx, id(), body)),
    serve(listsApi.deleteView, ({ id }, ctx) => settings.deleteView(ctx, id())),
  ];
}

/** The resellers' directory, margins and delivery countries (src/api/resellers.api.ts…). */
function resellerOperations({ users, resellers, marginPrices: grid, countries }: MockBackend): Served[] {
  return [
    ...serveRecords(usersApi.records, users, 'perReseller'),
    ...serveRecords(resellersApi.records, resellers, 'resellers'),
    serve(resellersApi.listProspects, 'page', ({ query }, ctx) => resellers.prospects(ctx, query)),
    serve(resellersApi.listCustomers, 'page', ({ query }, ctx) => resellers.notProspects(ctx, query)),
    serve(resellersApi.searchResellers, 'page', ({ query }, ctx) => resellers.search(ctx, query)),
    serve(marginPricesApi.listMarginPrices, 'perReseller', ({ query }, ctx) => grid.list(ctx, query)),
    serve(marginPricesApi.listMarginScenarios, (_input, ctx) => grid.scenarios(ctx)),
    serve(marginPricesApi.uploadMarginPrices, ({ body }, ctx) => grid.upload(ctx, body)),
    serve(countriesApi.listCountries, 'countries', ({ query }, ctx) => countries.list(ctx, query.lang)),
    serve(countriesApi.setCountryDelivery, 'countries', ({ id, body, query }, ctx) =>
      countries.setDelivery(ctx, id(), body, query.lang),
    ),
  ];
}

/** The catalogue and the settings, each answered by its record service (src/api/catalogue.api.ts…). */
function catalogueOperations({ catalogue: c, settings, scenarioSync }: MockBackend): Served[] {
  return [
    ...serveRecords(catalogueApi.poses, c.poses, 'page'),
    ...serveRecords(catalogueApi.mandrels, c.mandrels, 'page'),
    ...serveRecords(catalogueApi.orientations, c.orientations, 'page'),
    ...serveRecords(catalogueApi.papers, c.papers, 'page'),
    ...serveRecords(catalogueApi.finishes, c.finishes, 'page'),
    ...serveRecords(catalogueApi.quantitiesPerRoll, c.quantitiesPerRoll, 'page'),
    ...serveRecords(catalogueApi.shapes, c.shapes, 'page'),
    ...serveRecords(catalogueApi.categories, c.categories, 'page'),
    ...serveRecords(catalogueApi.categoryScenarios, c.categoryScenarios, 'page'),
    ...serveRecords(catalogueApi.dimensions, c.dimensions, 'page'),
    ...serveRecords(catalogueApi.scenarios, c.scenarios, 'page'),
    serve(catalogueApi.syncScenarios, (_input, ctx) => scenarioSync.refresh(ctx)),
    ...serveRecords(settingsApi.cms, settings.tooltips, 'cms'),
    ...serveRecords(settingsApi.environmentConfig, settings.configEnv, 'page'),
  ];
}

/**
 * What reaches the people a change concerns (docs/api/README.md#events): the event stream, each
 * user's notifications, the outbox of the mails sent.
 */
function noticeOperations({ events, notifications, mails }: MockBackend): Served[] {
  return [
    serve(eventsApi.streamEvents, ({ lastEventId }, ctx) => events.stream(ctx, lastEventId)),
    serve(notificationsApi.listNotifications, 'notifications', ({ query }, ctx) => notifications.list(ctx, query)),
    serve(notificationsApi.markNotificationRead, ({ id }, ctx) => notifications.markRead(ctx, id())),
    serve(notificationsApi.markAllNotificationsRead, (_input, ctx) => notifications.markAllRead(ctx)),
    serve(mailsApi.listMails, 'mails', ({ query }, ctx) => mails.list(ctx, query)),
    serve(mailsApi.getMail, ({ id }, ctx) => mails.get(ctx, id())),
  ];
}

/**
 * Every operation the mock serves (src/api/index.ts, MOCK_OPERATIONS), once. The demo's own
 * (`/demo/*`, access `demo`) are in it; the HTTP door mounts them only for the demo.
 */
export function servedOperations(backend: MockBackend): Served[] {
  const tour = new TourService(backend);
  return [
    ...sessionOperations(backend),
    ...orderOperations(backend),
    ...quoteOperations(backend),
    ...requestOperations(backend),
    ...readingOperations(backend),
    ...resellerOperations(backend),
    ...catalogueOperations(backend),
    ...noticeOperations(backend),
    serve(tourApi.prepareTourSituation, ({ params }, ctx) => tour.prepare(ctx, params.situation ?? '')),
  ];
}
