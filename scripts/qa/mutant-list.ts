/**
 * Deliberate breaks of the server's rules in the mock backend (`npm run mutants`, docs/qa.md#mutants):
 * each one edits `mocks/` the way a careless change could, and the Gherkin http profile and
 * `conformance --write` must each notice. A rule that breaks unseen is a rule the specs only check
 * through the app's own pre-checks.
 *
 * An edit names the text it replaces, which must appear exactly once in today's file
 * (mutant-list.test.ts checks it, so a refactor of `mocks/` cannot silently disable a mutant).
 */

interface MutantEdit {
  /** A file under mocks/. */
  readonly file: string;
  readonly find: string;
  readonly replace: string;
}

export interface Mutant {
  /** A short name, kebab-case, saying what the broken server now lets through. */
  readonly id: string;
  /** The rule it breaks, as docs/ states it. */
  readonly rule: string;
  /** Where docs/ states the rule (`docs/rules.md#status-transitions`). */
  readonly doc: string;
  readonly edits: readonly MutantEdit[];
  /**
   * Why no call to the API can see this break, when none can (it changes how the server works, not
   * what it answers): the run checks that it still applies and reports the reason instead of running
   * the suites on it.
   */
  readonly unseen?: string;
  /**
   * Why `conformance --write` cannot see this break when the http profile can: conformance reaches a
   * server through its API alone, with two accounts and the data it finds there, where a scenario may
   * also read the mock's database (`@seed`). The run reports the reason instead of running conformance.
   */
  readonly conformanceUnseen?: string;
}

const ORDERS = 'mocks/services/orders/orders.service.ts';
const CANCELLATIONS = 'mocks/services/cancellations/cancellations.service.ts';
const NON_CONFORMITIES = 'mocks/services/non-conformities/non-conformities.service.ts';
const QUOTES = 'mocks/services/quotes/quotes.service.ts';
const MARGINS = 'mocks/services/margin-prices/margin-prices.service.ts';
const UPLOADS = 'mocks/services/shared/uploads.ts';
const RECORDS = 'mocks/services/shared/record.service.ts';
const USERS = 'mocks/services/users/users.service.ts';
const AUTH = 'mocks/services/auth/auth.service.ts';
const LIST_QUERY = 'mocks/services/shared/list-query.ts';
const LIST_FILTERS = 'mocks/services/shared/list-filters.ts';
const ORDER_QUERY = 'mocks/services/orders/order-query.ts';
const ORDER_INDEX = 'mocks/services/orders/order-index.ts';
const AUDIT = 'mocks/services/audit/audit.service.ts';
const MAILS = 'mocks/services/mails/mails.service.ts';

/** An admin transition the domain refuses for `reason`, let through by the server. */
const transitionLetThrough = (reason: string): MutantEdit => ({
  file: ORDERS,
  find: 'if (!check.ok) {',
  replace: `if (!check.ok && check.reason !== '${reason}') {`,
});

export const MUTANTS: readonly Mutant[] = [
  // ---------------------------------------------------------------- order statuses
  {
    id: 'status-skips-a-step',
    rule: 'An admin moves an order forward one step only (0 → 2 is refused)',
    doc: 'docs/rules.md#admin-changes',
    edits: [transitionLetThrough('notNextStep')],
  },
  {
    id: 'status-leaves-a-final-status',
    rule: 'A delivered or cancelled order never changes status again',
    doc: 'docs/rules.md#admin-changes',
    edits: [transitionLetThrough('finalStatus')],
  },
  {
    id: 'status-set-to-a-request-status',
    rule: 'No admin status change leads into 4 or 5: only the requests do',
    doc: 'docs/rules.md#admin-changes',
    edits: [transitionLetThrough('reservedStatus')],
  },
  {
    id: 'status-changed-while-non-conformity-waits',
    rule: "No status change while a non-conformity request waits for the reseller's answer",
    doc: 'docs/rules.md#admin-changes',
    edits: [
      {
        file: ORDERS,
        find: '{ nonConformityWaiting: this.nonConformityWaiting(order.id) }',
        replace: '{ nonConformityWaiting: false }',
      },
    ],
  },
  {
    id: 'cancelled-order-leaves-its-request-pending',
    rule: 'Cancelling an order also approves the cancellation request that waited on it',
    doc: 'docs/rules.md#admin-changes',
    edits: [{ file: ORDERS, find: 'if (to === CANCELLED) {', replace: 'if (to === -CANCELLED) {' }],
  },
  {
    id: 'bulk-change-stops-at-a-refusal',
    rule: 'A bulk status change moves each order that may move; one refusal does not stop the others',
    doc: 'docs/rules.md#admin-changes',
    edits: [
      {
        file: ORDERS,
        find: 'results.push({ id, ok: false, message: error.body.message });',
        replace: 'throw error;',
      },
    ],
  },
  {
    id: 'reseller-changes-a-status',
    rule: "Only staff change an order's status",
    doc: 'docs/access.md#what-each-role-may-do',
    edits: [
      {
        file: ORDERS,
        find: "Promise<OrderDetailDto> {\n    requireCan(ctx, 'change-status', 'order');",
        replace: 'Promise<OrderDetailDto> {',
      },
    ],
  },
  {
    id: 'reseller-reads-another-resellers-order',
    rule: "A reseller reaches only its own orders: another reseller's is a 404",
    doc: 'docs/access.md#reseller-scoping',
    edits: [
      {
        file: ORDERS,
        find: 'if (!order || (scope !== null && order.resellerId !== scope)) throw this.notFound(ctx);',
        replace: 'if (!order) throw this.notFound(ctx);',
      },
    ],
  },
  // ---------------------------------------------------------------- list conventions
  {
    id: 'lists-ignore-page',
    rule: 'A list answers the page _page asks for: pages are disjoint and in order',
    doc: 'docs/api/README.md#lists',
    edits: [
      { file: LIST_QUERY, find: 'const start = (params.page - 1) * params.limit;', replace: 'const start = 0;' },
      { file: ORDER_QUERY, find: 'const first = (params.page - 1) * params.limit;', replace: 'const first = 0;' },
    ],
  },
  {
    id: 'page-past-the-end-answers-the-last-page',
    rule: 'A page past the end answers an empty list with the totals',
    doc: 'docs/api/README.md#lists',
    edits: [
      {
        file: LIST_QUERY,
        find: 'const start = (params.page - 1) * params.limit;',
        replace:
          'const start = Math.min((params.page - 1) * params.limit, Math.max(0, (Math.ceil(matching.length / params.limit) - 1) * params.limit));',
      },
    ],
  },
  {
    id: 'audit-ignores-page',
    rule: 'The audit trail answers the page _page asks for, as every list does',
    doc: 'docs/api/README.md#lists',
    edits: [{ file: AUDIT, find: 'const first = (paging.page - 1) * paging.limit;', replace: 'const first = 0;' }],
  },
  {
    id: 'limit-capped-at-25',
    rule: 'A page holds as many rows as _limit asks (10, 25, 50, 100), never fewer while rows remain',
    doc: 'docs/api/README.md#lists',
    edits: [
      {
        file: LIST_QUERY,
        find: "return { limit, page, index, order: order as 'asc' | 'desc', search };",
        replace:
          "return { limit: Math.min(limit, DEFAULT_LIMIT), page, index, order: order as 'asc' | 'desc', search };",
      },
    ],
  },
  {
    id: 'default-page-size-not-25',
    rule: 'A list without _limit answers 25 rows a page',
    doc: 'docs/api/README.md#lists',
    edits: [{ file: LIST_QUERY, find: 'const DEFAULT_LIMIT = 25;', replace: 'const DEFAULT_LIMIT = 20;' }],
  },
  {
    id: 'limit-over-100-accepted',
    rule: 'A _limit over 100 is a 400 naming it, never a page of another size',
    doc: 'docs/api/README.md#lists',
    edits: [
      {
        file: LIST_QUERY,
        find: '{ fallback: DEFAULT_LIMIT, min: 1, max: MAX_LIMIT },',
        replace: '{ fallback: DEFAULT_LIMIT, min: 1, max: Number.MAX_SAFE_INTEGER },',
      },
    ],
  },
  {
    id: 'total-request-counts-every-record-under-search',
    rule: 'totalRequest counts the rows matching the search and filters',
    doc: 'docs/api/README.md#lists',
    edits: [{ file: LIST_QUERY, find: 'totalRequest: matching.length,', replace: 'totalRequest: records.length,' }],
  },
  {
    id: 'total-request-ignores-the-filters',
    rule: 'totalRequest counts the rows matching the filters (quote and request lists)',
    doc: 'docs/api/README.md#lists',
    edits: [
      {
        file: LIST_FILTERS,
        find: 'return { rows, total: inScope.length, totalRequest };',
        replace: 'return { rows, total: inScope.length, totalRequest: inScope.length };',
      },
    ],
  },
  {
    id: 'order-total-request-counts-every-order',
    rule: 'totalRequest of the order list counts the orders matching the search and filters',
    doc: 'docs/api/README.md#lists',
    edits: [
      {
        file: ORDER_QUERY,
        find: 'return { rows, totalRequest: matched };',
        replace: 'return { rows, totalRequest: scope === null ? index.size : index.countOf(scope) };',
      },
    ],
  },
  {
    id: 'total-counts-only-what-matches',
    rule: 'total counts every record the caller may see, whatever the search and filters',
    doc: 'docs/api/README.md#lists',
    edits: [
      {
        file: RECORDS,
        find: 'return { list: [...rows], total: all.length, totalRequest };',
        replace: 'return { list: [...rows], total: totalRequest, totalRequest };',
      },
      {
        file: LIST_FILTERS,
        find: 'return { rows, total: inScope.length, totalRequest };',
        replace: 'return { rows, total: totalRequest, totalRequest };',
      },
      {
        file: ORDERS,
        find: 'total: scope === null ? index.size : index.countOf(scope),',
        replace: 'total: totalRequest,',
      },
    ],
  },
  {
    id: 'lists-ignore-order',
    rule: '_order sorts a list ascending or descending',
    doc: 'docs/api/README.md#lists',
    edits: [
      {
        file: LIST_QUERY,
        find: "const direction = params.order === 'asc' ? 1 : -1;",
        replace: "const direction = spec.defaultSort.order === 'asc' ? 1 : -1;",
      },
      {
        file: ORDER_QUERY,
        find: "if (params.order === 'desc') for (let i = start; i < end; i++) visit(i);",
        replace: "if (spec.defaultSort.order === 'desc') for (let i = start; i < end; i++) visit(i);",
      },
    ],
  },
  {
    id: 'lists-sorted-ascending-by-default',
    rule: "Each list's default sort (orders, quotes, requests newest first; most lists id descending)",
    doc: 'docs/rules.md#constants',
    edits: [
      {
        file: LIST_QUERY,
        find: 'const order = (request.sort?.order || spec.defaultSort.order).toLowerCase();',
        replace: "const order = (request.sort?.order || 'asc').toLowerCase();",
      },
    ],
  },
  {
    id: 'empty-values-follow-the-direction',
    rule: 'Sorting puts empty values last whatever the direction',
    doc: 'docs/api/README.md#lists',
    edits: [{ file: LIST_QUERY, find: '(empties ? c : c * direction)', replace: '(c * direction)' }],
  },
  {
    id: 'ties-in-any-order',
    rule: 'Ties keep a stable order: the same request answers the same rows, pages never overlap',
    doc: 'docs/api/README.md#lists',
    edits: [{ file: LIST_QUERY, find: '|| a.position - b.position;', replace: '|| Math.random() - 0.5;' }],
  },
  {
    id: 'search-minds-accents',
    rule: '_search ignores case and accents',
    doc: 'docs/api/README.md#lists',
    edits: [{ file: LIST_QUERY, find: ".replace(/[\\u0300-\\u036f]/g, '')", replace: '' }],
  },
  {
    id: 'status-filter-ignored',
    rule: 'The order list keeps only the statuses _filter[] names',
    doc: 'docs/api/README.md#lists',
    edits: [{ file: ORDER_QUERY, find: '(!statuses || statuses.has(status[i] as number)) &&', replace: 'true &&' }],
  },
  {
    id: 'scenario-filter-ignored',
    rule: 'The order list keeps only the scenarios _scenario[] names',
    doc: 'docs/api/README.md#lists',
    edits: [{ file: ORDER_QUERY, find: '(!scenarios || scenarios.has(scenario[i] as number)) &&', replace: 'true &&' }],
  },
  {
    id: 'reseller-filter-ignored',
    rule: 'Staff get only the orders of the resellers _resellerId[] names',
    doc: 'docs/api/README.md#lists',
    edits: [{ file: ORDER_QUERY, find: '(!resellers || resellers.has(reseller[i] as number)) &&', replace: 'true &&' }],
  },
  {
    id: 'list-status-filter-ignored',
    rule: 'The quote and request lists keep only the statuses _filter[] names',
    doc: 'docs/api/README.md#lists',
    edits: [
      {
        file: LIST_FILTERS,
        find: '(!filters.statuses || filters.statuses.has(record.status)) &&',
        replace: 'true &&',
      },
    ],
  },
  {
    id: 'start-date-ignored',
    rule: 'The order list keeps only the orders created on or after _start_date',
    doc: 'docs/api/README.md#lists',
    edits: [
      {
        file: ORDER_INDEX,
        find: 'end: from ? firstBefore(from) : this.sorted.length',
        replace: 'end: this.sorted.length',
      },
    ],
  },
  {
    id: 'user-reseller-filter-ignored',
    rule: 'Staff get only the accounts of the reseller _resellerId names',
    doc: 'docs/api/README.md#lists',
    edits: [
      {
        file: USERS,
        find: 'const filtered = resellerFilter === null ? visible : visible.filter((u) => u.parent === resellerFilter);',
        replace: 'const filtered = visible;',
      },
    ],
  },
  {
    id: 'mail-type-filter-ignored',
    rule: 'The outbox keeps only the mails of the types _type[] (or _type) names',
    doc: 'docs/api/README.md#lists',
    edits: [{ file: MAILS, find: '(types === null || types.has(m.type))', replace: 'true' }],
  },
  {
    id: 'mail-recipient-filter-ignored',
    rule: 'The outbox keeps only the mails sent to the accounts _recipientId[] (or _recipientId) names',
    doc: 'docs/api/README.md#lists',
    edits: [
      {
        file: MAILS,
        find: '(recipients === null || (m.recipientId !== null && recipients.has(m.recipientId))) &&',
        replace: 'true &&',
      },
    ],
  },
  {
    id: 'audit-actor-filter-ignored',
    rule: 'The audit trail keeps only the entries of the person _actorId names',
    doc: 'docs/api/README.md#lists',
    edits: [
      {
        file: AUDIT,
        find: 'const index = this.log.lookup({ entity: f.entity, entityId, actorId, action: f.action });',
        replace: 'const index = this.log.lookup({ entity: f.entity, entityId, actorId: null, action: f.action });',
      },
      {
        file: AUDIT,
        find: '(actorId === null || e.actorId === actorId || e.actingAsId === actorId) &&',
        replace: 'true &&',
      },
    ],
  },
  {
    id: 'reseller-id-honoured-for-a-reseller',
    rule: "A reseller's _resellerId is ignored: the answer is the one without it",
    doc: 'docs/api/README.md#lists',
    edits: [
      {
        file: LIST_FILTERS,
        find: 'return scope === null ? filters.resellers : null;',
        replace: 'return filters.resellers;',
      },
    ],
  },
  {
    id: 'end-day-left-out',
    rule: '_end_date as a day counts that day whole',
    doc: 'docs/api/README.md#lists',
    edits: [
      {
        file: LIST_FILTERS,
        find: '? new Date(zonedDayStart(addDays(text, 1), DEFAULT_TIME_ZONE)).toISOString()',
        replace: '? new Date(zonedDayStart(text, DEFAULT_TIME_ZONE) + 1).toISOString()',
      },
    ],
  },
  {
    id: 'unpaged-list-paged',
    rule: 'The dimensions are one list, every row, whatever _limit and _page say',
    doc: 'docs/api/README.md#lists',
    edits: [
      {
        file: RECORDS,
        find: 'parseListParams({ ...request, page: undefined, size: undefined }, this.definition.list, ctx.locale),\n          ...ALL_ROWS,',
        replace: 'parseListParams(request, this.definition.list, ctx.locale),',
      },
    ],
  },
  {
    id: 'answer-field-renamed',
    rule: "An answer holds the fields the contract names (an order row's internalReference)",
    doc: 'docs/api/README.md#the-contract-and-the-conformance-run',
    edits: [
      {
        file: 'mocks/services/orders/order-answers.ts',
        find: 'internalReference: record.internalReference,\n    user:',
        replace: 'internalRef: record.internalReference,\n    user:',
      },
    ],
  },
  // ---------------------------------------------------------------- cancellation requests
  {
    id: 'shipped-order-cancelled',
    rule: 'A reseller asks to cancel an order only while it is pending or in progress',
    doc: 'docs/rules.md#cancellation-requests',
    edits: [
      {
        file: CANCELLATIONS,
        find: 'if (!isOrderStatus(order.status) || !canAskCancellation(order.status)) {',
        replace: 'if (!isOrderStatus(order.status)) {',
      },
    ],
  },
  {
    id: 'second-cancellation-request',
    rule: 'No second cancellation request while one waits',
    doc: 'docs/rules.md#cancellation-requests',
    edits: [
      {
        file: CANCELLATIONS,
        find: "if (requests.all().some((r) => r.orderId === order.id && r.status === 'pending')) {",
        replace: 'if (requests.all().length < 0) {',
      },
    ],
  },
  {
    id: 'answered-cancellation-answered-again',
    rule: 'An admin answers only a pending cancellation request',
    doc: 'docs/rules.md#cancellation-requests',
    edits: [
      {
        file: CANCELLATIONS,
        find: "if (request.status !== 'pending') throw this.refusal(ctx, 'notPending');",
        replace: '',
      },
    ],
  },
  {
    id: 'refused-cancellation-moves-order-on',
    rule: 'A refused cancellation puts the order back to its status before the request (0 or 1)',
    doc: 'docs/rules.md#cancellation-requests',
    edits: [
      {
        file: CANCELLATIONS,
        find: "respond === 'approved' ? CANCELLED : this.restoredStatus(request)",
        replace: "respond === 'approved' ? CANCELLED : IN_PROGRESS",
      },
    ],
  },
  {
    id: 'treatment-of-a-pending-request-cancelled',
    rule: 'Only the treatment of an approved or refused request can be cancelled',
    doc: 'docs/rules.md#cancel-the-treatment',
    edits: [
      {
        file: CANCELLATIONS,
        find: "if (request.status !== 'approved' && request.status !== 'unapproved') throw this.refusal(ctx, 'notAnswered');",
        replace: '',
      },
    ],
  },
  {
    id: 'treatment-cancelled-after-the-order-moved-on',
    rule: 'A treatment is cancelled only while the order is still where the answer left it',
    doc: 'docs/rules.md#cancel-the-treatment',
    edits: [
      {
        file: CANCELLATIONS,
        find: "if (this.orders.orderById(request.orderId)?.status !== leftAt) throw this.refusal(ctx, 'orderMovedOn');",
        replace: '',
      },
    ],
  },
  // ---------------------------------------------------------------- non-conformity
  {
    id: 'staff-order-placed-in-non-conformity',
    rule: 'Only an order a reseller placed goes into non-conformity',
    doc: 'docs/rules.md#non-conformity',
    edits: [
      {
        file: NON_CONFORMITIES,
        find: "if (order.resellerId === null) throw this.orders.refusal(ctx, 'notResellerOrder');",
        replace: '',
      },
    ],
  },
  {
    id: 'shipped-order-placed-in-non-conformity',
    rule: 'Only an order in 0, 1 or 2 goes into non-conformity',
    doc: 'docs/rules.md#non-conformity',
    edits: [
      {
        file: NON_CONFORMITIES,
        find: 'if (!isOrderStatus(order.status) || !canFlagNonConformity(order.status)) {',
        replace: 'if (!isOrderStatus(order.status)) {',
      },
    ],
  },
  {
    id: 'second-non-conformity',
    rule: 'No second non-conformity request while one waits',
    doc: 'docs/rules.md#non-conformity',
    edits: [
      {
        file: NON_CONFORMITIES,
        find: "if (this.orders.nonConformityWaiting(order.id)) throw this.orders.refusal(ctx, 'nonConformityWaiting');",
        replace: '',
      },
    ],
  },
  {
    id: 'non-conformity-without-ftp-url',
    rule: "Without the configuration's FTP URL the procedure fails (502) and nothing changes",
    doc: 'docs/rules.md#non-conformity',
    edits: [{ file: NON_CONFORMITIES, find: 'if (!config?.ftpUrl?.trim()) {', replace: 'if (config === null) {' }],
  },
  {
    id: 'new-files-answer-without-every-file',
    rule: "'send-new-file' only once every series of the order has a new PDF",
    doc: 'docs/rules.md#non-conformity',
    edits: [{ file: NON_CONFORMITIES, find: 'if (missing.length) {', replace: 'if (missing.length < 0) {' }],
  },
  {
    id: 'answered-non-conformity-answered-again',
    rule: 'The reseller answers only a waiting non-conformity request',
    doc: 'docs/rules.md#non-conformity',
    edits: [
      {
        file: NON_CONFORMITIES,
        find: "if (request.status !== 'waiting')",
        replace: "if (request.status === 'none')",
      },
    ],
  },
  // ---------------------------------------------------------------- quotes
  {
    id: 'quote-validated-without-its-files',
    rule: 'A quote with a series still without a file is not validated (400)',
    doc: 'docs/rules.md#quotes',
    edits: [
      {
        file: QUOTES,
        find: "if (!validation.ok)\n      throw validation.reason === 'filesMissing'",
        replace:
          "if (!validation.ok && validation.reason !== 'filesMissing')\n      throw validation.reason === 'filesMissing'",
      },
    ],
  },
  {
    id: 'quote-validated-twice',
    rule: 'A validated or expired quote cannot be validated again',
    doc: 'docs/rules.md#quotes',
    edits: [
      {
        file: QUOTES,
        find: "if (!validation.ok)\n      throw validation.reason === 'filesMissing'",
        replace:
          "if (!validation.ok && validation.reason === 'filesMissing')\n      throw validation.reason === 'filesMissing'",
      },
    ],
  },
  {
    id: 'expired-quote-validated',
    rule: 'An expired quote cannot be validated',
    doc: 'docs/rules.md#quotes',
    edits: [
      {
        file: QUOTES,
        find: "if (!validation.ok)\n      throw validation.reason === 'filesMissing'",
        replace:
          "if (!validation.ok && !(validation.reason === 'notValidatable' && quote.status === 'expired'))\n      throw validation.reason === 'filesMissing'",
      },
    ],
  },
  {
    id: 'series-file-given-to-a-ready-quote',
    rule: 'Series files are accepted only while the quote waits for files',
    doc: 'docs/rules.md#quotes',
    edits: [
      {
        file: QUOTES,
        find: "if (quote.status !== 'waiting_for_files') throw this.refusal(ctx, 'notWaitingForFiles');",
        replace: '',
      },
    ],
  },
  {
    id: 'validated-order-ignores-the-discount',
    rule: "A validated quote's order totals the price less the reseller's discount",
    doc: 'docs/rules.md#quotes',
    edits: [
      {
        file: QUOTES,
        find: 'total: cents(quote.price * (1 - (reseller?.discount ?? 0) / 100)),',
        replace: 'total: cents(quote.price),',
      },
    ],
  },
  // ---------------------------------------------------------------- margin grid
  {
    id: 'margin-grid-with-an-unknown-scenario',
    rule: 'Each line of a margin grid names a known scenario',
    doc: 'docs/rules.md#margin-price-csv',
    edits: [{ file: MARGINS, find: '(uid) => known.has(uid)', replace: '() => true' }],
  },
  {
    id: 'margin-grid-applied-despite-a-bad-line',
    rule: 'Any bad line refuses the whole margin file; nothing is applied',
    doc: 'docs/rules.md#margin-price-csv',
    edits: [
      {
        file: MARGINS,
        find: 'if (parsed.errors.length) {',
        replace: 'if (parsed.errors.length && !parsed.rows.length) {',
      },
    ],
  },
  {
    id: 'margin-file-over-2-mb',
    rule: 'A margin file over 2 MB is a 413',
    doc: 'docs/rules.md#margin-price-csv',
    edits: [
      {
        file: MARGINS,
        find: 'if (file.size > MARGIN_FILE_MAX_BYTES) {',
        replace: 'if (file.size > MARGIN_FILE_MAX_BYTES * 8) {',
      },
    ],
  },
  // ---------------------------------------------------------------- uploads and exports
  {
    id: 'margin-grid-stores-a-negative-margin',
    rule: 'A margin is a percent from 0 to 1000: a negative one refuses the file',
    doc: 'docs/rules.md#margin-price-csv',
    edits: [
      {
        file: MARGINS,
        find: 'if (parsed.errors.length) {',
        replace: "if (parsed.errors.some((e) => e.code !== 'marge' || !(e.value ?? '').trim().startsWith('-'))) {",
      },
    ],
  },
  {
    id: 'margin-grid-with-a-line-twice',
    rule: 'No two lines of a margin file with the same scenario and quantity',
    doc: 'docs/rules.md#margin-price-csv',
    edits: [
      {
        file: MARGINS,
        find: 'if (parsed.errors.length) {',
        replace: "if (parsed.errors.some((e) => e.code !== 'duplicate')) {",
      },
    ],
  },
  {
    id: 'margin-grid-with-a-quantity-of-0',
    rule: "A margin line's quantity is a positive whole number",
    doc: 'docs/rules.md#margin-price-csv',
    edits: [
      {
        file: MARGINS,
        find: 'if (parsed.errors.length) {',
        replace: "if (parsed.errors.some((e) => e.code !== 'quantity' || e.value !== '0')) {",
      },
    ],
  },
  // ---------------------------------------------------------------- how the server works
  {
    id: 'exports-run-side-by-side',
    rule: 'The server works on one export at a time, the others waiting their turn',
    doc: 'docs/rules.md#exports',
    unseen:
      'every export is still answered whole and in order; only the time other callers wait while several run shows it (npm run load)',
    edits: [{ file: 'mocks/services/shared/export-queue.ts', find: 'running: 1,', replace: 'running: 10,' }],
  },
  {
    id: 'upload-that-is-not-a-pdf',
    rule: 'An upload is a PDF by its content (%PDF- … %%EOF), whatever its name',
    doc: 'docs/rules.md#uploads',
    edits: [
      {
        file: UPLOADS,
        find: 'if (refusal) throw uploadError(locale, refusal);',
        replace: "if (refusal && refusal !== 'notPdf') throw uploadError(locale, refusal);",
      },
    ],
  },
  {
    id: 'upload-over-20-mb',
    rule: 'An upload over 20 MB is a 413',
    doc: 'docs/rules.md#uploads',
    edits: [
      {
        file: UPLOADS,
        find: "if (file.size > MAX_UPLOAD_BYTES) throw uploadError(locale, 'tooLarge');",
        replace: '',
      },
      {
        file: UPLOADS,
        find: 'if (refusal) throw uploadError(locale, refusal);',
        replace: "if (refusal && refusal !== 'tooLarge') throw uploadError(locale, refusal);",
      },
    ],
  },
  {
    id: 'delivery-note-keeps-the-senders-name',
    rule: "A stored file is named after its checked content, never the sender's extension",
    doc: 'docs/rules.md#uploads',
    edits: [
      {
        file: ORDERS,
        find: 'const name = safeFileName(given, `bon-livraison-${id}.pdf`, PDF_EXTENSION);',
        replace: 'const name = given ?? `bon-livraison-${id}.pdf`;',
      },
    ],
  },
  {
    id: 'export-runs-a-formula',
    rule: 'An exported text cell starting with =, +, -, @ gets an apostrophe in front',
    doc: 'docs/rules.md#exports',
    edits: [
      {
        file: 'mocks/services/shared/spreadsheet-export.ts',
        find: "if (typeof value === 'string') return escapeSpreadsheetCell(value);",
        replace: "if (typeof value === 'string') return value;",
      },
    ],
  },
  // ---------------------------------------------------------------- records and accounts
  {
    id: 'uniqueness-by-case',
    rule: 'Uniqueness is case-insensitive',
    doc: 'docs/rules.md#validation',
    edits: [
      {
        file: RECORDS,
        find: 'const wanted = String(rule.value(fields)).toLowerCase();',
        replace: 'const wanted = String(rule.value(fields));',
      },
    ],
  },
  {
    id: 'record-in-use-deleted',
    rule: 'A record still used elsewhere is not deleted',
    doc: 'docs/rules.md#validation',
    edits: [{ file: RECORDS, find: 'if (reason) throw new ApiError(400, { message: reason });', replace: '' }],
  },
  {
    id: 'user-deletes-their-own-account',
    rule: 'A user cannot delete their own account',
    doc: 'docs/rules.md#validation',
    edits: [
      {
        file: USERS,
        find: "if (existing.id === ctx.caller.id) throw new ApiError(400, { message: message(ctx.locale, 'cannotDeleteSelf') });",
        replace: '',
      },
    ],
  },
  {
    id: 'user-switches-off-their-own-account',
    rule: 'A user cannot switch off their own account',
    doc: 'docs/rules.md#validation',
    edits: [
      { file: USERS, find: 'if (existing.id === ctx.caller.id && !isActive) throw this.forbidden(ctx);', replace: '' },
    ],
  },
  {
    id: 'reseller-with-quote-users-deleted',
    rule: 'A reseller with quote users is not deleted',
    doc: 'docs/rules.md#validation',
    edits: [
      {
        file: 'mocks/services/resellers/resellers.service.ts',
        find: 'if (hasUsers || hasOrders) throw',
        replace: 'if (hasOrders) throw',
      },
    ],
  },
  {
    id: 'reseller-with-orders-deleted',
    rule: 'A reseller with orders is not deleted',
    doc: 'docs/rules.md#validation',
    conformanceUnseen:
      'no call gives a reseller an order (orders come from quotes, which the calculator makes), and a reseller that has ' +
      'orders has users too, refused with the same 400 and the same words; the http profile writes such a reseller into the database (@seed)',
    edits: [
      {
        file: 'mocks/services/resellers/resellers.service.ts',
        find: 'if (hasUsers || hasOrders) throw',
        replace: 'if (hasUsers) throw',
      },
    ],
  },
  {
    id: 'switched-off-account-logs-in',
    rule: 'A switched-off account cannot log in',
    doc: 'docs/api/README.md#authentication',
    edits: [
      {
        file: AUTH,
        find: 'if (!user || user.password !== password || !user.isActive) throw refuse(',
        replace: 'if (!user || user.password !== password) throw refuse(',
      },
    ],
  },
  {
    id: 'reset-link-for-a-switched-off-account',
    rule: 'Only an active back-office account gets a password reset link',
    doc: 'docs/rules.md#validation',
    edits: [
      {
        file: AUTH,
        find: "return Boolean(user && user.isActive && can(user, 'use', 'back-office'));",
        replace: "return Boolean(user && can(user, 'use', 'back-office'));",
      },
    ],
  },
  {
    id: 'reset-link-used-twice',
    rule: 'A password reset link is valid once, and a new password ends the others',
    doc: 'docs/rules.md#constants',
    conformanceUnseen:
      "a link's token reaches only the recipient's mailbox (the outbox shows it as ***), so no call can follow a link; " +
      'the http profile reads it in the database',
    // The link's own `used` check is not broken here: a new password deletes the account's links
    // (credentialsChanged), so a used link is already gone; that deletion is what holds the rule.
    edits: [
      {
        file: 'mocks/services/sessions/sessions.service.ts',
        find: 'this.db.collections.resetTokens.deleteMany((q) => q.where({ userId }));',
        replace: '',
      },
    ],
  },
  {
    id: 'stale-if-match-accepted',
    rule: 'A write made with a stale If-Match is a 412 and changes nothing',
    doc: 'docs/api/README.md#versions-and-lost-updates',
    edits: [
      {
        file: 'mocks/services/shared/versions.ts',
        find: 'if (!ifMatchHolds(ifMatch, etagOf(current()))) {',
        replace: 'if (ifMatch === null) {',
      },
    ],
  },
];

/** How many times `find` appears in `text`. */
export function occurrences(text: string, find: string): number {
  if (!find) return 0;
  let count = 0;
  for (let at = text.indexOf(find); at !== -1; at = text.indexOf(find, at + find.length)) count++;
  return count;
}

/**
 * The files of `mutant` as it leaves them: `read(file)` gives today's text. Throws when an edit does
 * not apply (its text no longer appears exactly once), naming the mutant and the file.
 */
export function mutatedFiles(mutant: Mutant, read: (file: string) => string): Map<string, string> {
  const out = new Map<string, string>();
  for (const edit of mutant.edits) {
    const text = out.get(edit.file) ?? read(edit.file);
    const found = occurrences(text, edit.find);
    if (found !== 1) {
      throw new Error(
        `mutant ${mutant.id} does not apply: ${edit.file} holds its text ${found} times, not once: ${edit.find}`,
      );
    }
    out.set(
      edit.file,
      text.replace(edit.find, () => edit.replace),
    );
  }
  return out;
}
