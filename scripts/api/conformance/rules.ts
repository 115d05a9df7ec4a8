/**
 * The rules of docs/api/README.md and docs/rules.md the conformance run checks, each by name
 * (docs/api/README.md#checking-a-server). A check says which rules it shows (`run.check(…, rule)`);
 * the run's coverage lists the rules no check reached, as it lists the operations no check called.
 * A rule added to docs/ gets an entry here and a check; `conformance.test.ts` holds the run against
 * the mock to every one of them.
 */

export interface Rule {
  /** A short name: `area.what-holds`. */
  readonly id: string;
  /** The rule, as docs/ states it. */
  readonly rule: string;
  /** Where docs/ states it. */
  readonly doc: string;
  /** Only a run with `--write` shows it (it changes data, or tries what would). */
  readonly writes?: true;
  /** The checks that show it, by their call (a check may also name its rules itself). */
  readonly checks?: readonly RegExp[];
}

const API = 'docs/api/README.md';
const RULES_MD = 'docs/rules.md';

export const RULES = [
  // ---------------------------------------------------------------- sessions and access
  {
    id: 'auth.login',
    rule: 'a login answers a session token; a wrong password is a 401',
    doc: `${API}#authentication`,
    checks: [/^login \(POST \/login\) as /, /^login with a wrong password/],
  },
  {
    id: 'auth.token',
    rule: 'a call without a token, or with an ended one, is a 401',
    doc: `${API}#authentication`,
    checks: [/^listOrders without a token/, /^logout \(POST \/logout\)/, /^streamEvents without a token/],
  },
  {
    id: 'auth.own-token',
    rule: 'auth-user answers the bearer’s own user only (another token: 403)',
    doc: `${API}#authentication`,
    checks: [/^getSessionUser /],
  },
  {
    id: 'auth.sessions',
    rule: 'a user lists and ends its own sessions',
    doc: `${API}#sessions`,
    checks: [/^listMySessions, endMySession/, /^getCurrentSession/, /^endMyOtherSessions/, /^endUserSessions/],
  },
  {
    id: 'auth.switched-off',
    rule: 'a switched-off account cannot log in and gets no reset link',
    doc: `${API}#authentication`,
    writes: true,
    checks: [/^login and checkUserMail of a switched-off account/],
  },
  {
    id: 'auth.throttle',
    rule: 'the sixth failed login in a row is a 429 with Retry-After',
    doc: `${API}#throttling`,
    writes: true,
    checks: [/^login, the sixth failure/],
  },
  {
    id: 'auth.passwords',
    rule: 'a new password is 8 characters or more, not common, not the login',
    doc: `${API}#passwords`,
    writes: true,
    checks: [/^createUser with a password /, /^changePassword .* made-up link/, /^sendResetLink/],
  },
  {
    id: 'access.scoping',
    rule: 'a reseller’s lists hold only its own records',
    doc: 'docs/access.md#reseller-scoping',
    checks: [
      /^list(Orders|Quotes|Users) as the reseller$/,
      /^getReseller of itself/,
      /^countWaitingNonConformities of itself/,
      /^getDashboardCounters as the reseller/,
    ],
  },
  {
    id: 'access.reseller-id-ignored',
    rule: 'a reseller’s _resellerId is ignored, on every list and dashboard call',
    doc: `${API}#lists`,
    checks: [/ as the reseller, _resellerId(\[\])?=/],
  },
  {
    id: 'access.not-found',
    rule: 'another reseller’s record is a 404, never a 403',
    doc: `${API}#authentication`,
    checks: [
      /of another reseller/,
      /^getUser of a staff account/,
      /^updateView of another user/,
      /^getOrder \(GET \/admin\/orders\/999999999\)/,
    ],
  },
  {
    id: 'access.forbidden',
    rule: 'a call the caller’s role may not make is a 403',
    doc: `${API}#authentication`,
    checks: [
      / as the reseller$/,
      /^downloadOrderFile \(manufacturing\)/,
      /^a reader’s write/,
      /^changeOrderStatus as the reseller/,
      /^connectAs naming another admin/,
    ],
  },
  // ---------------------------------------------------------------- lists
  {
    id: 'lists.paging',
    rule: 'pages are disjoint and in order: page n of _limit k holds rows (n−1)·k+1 … n·k',
    doc: `${API}#lists`,
  },
  {
    id: 'lists.page-size',
    rule: '_limit is the rows per page (the screens use 10, 25, 50, 100), default 25',
    doc: `${API}#lists`,
  },
  { id: 'lists.past-the-end', rule: 'a page past the end answers an empty list with the totals', doc: `${API}#lists` },
  {
    id: 'lists.bad-parameters',
    rule: 'a bad _limit, _page, _index, _order or _search is a 400 naming each, never a clamped page',
    doc: `${API}#lists`,
  },
  {
    id: 'lists.totals',
    rule: 'total counts what the caller may see, totalRequest what matches the search and filters',
    doc: `${API}#lists`,
  },
  {
    id: 'lists.search',
    rule: '_search finds the rows holding the text, ignoring case and accents',
    doc: `${API}#lists`,
  },
  { id: 'lists.sort', rule: '_index and _order sort on every sortable column, both ways', doc: `${API}#lists` },
  { id: 'lists.empty-last', rule: 'sorting puts empty values last whatever the direction', doc: `${API}#lists` },
  {
    id: 'lists.ties',
    rule: 'ties keep a stable order: the same request answers the same rows, pages never overlap',
    doc: `${API}#lists`,
  },
  {
    id: 'lists.filters',
    rule: 'each list’s filters keep only the rows they name, repeated values adding up',
    doc: `${API}#lists`,
  },
  {
    id: 'lists.dates',
    rule: '_start_date and _end_date count a day whole (Europe/Paris), the end day included',
    doc: `${API}#lists`,
  },
  {
    id: 'lists.unpaged',
    rule: 'dimensions and countries are one list, every row, whatever _limit says',
    doc: `${API}#lists`,
  },
  // ---------------------------------------------------------------- bodies, versions, files, headers
  {
    id: 'records.lifecycle',
    rule: 'create answers 201, update 200, delete 204 and the record is gone (404)',
    doc: `${API}#bodies-and-answers`,
    writes: true,
    checks: [
      /^create\w+ \(POST /,
      /^\w+ of the new /,
      /^delete\w+ \(DELETE\) of the new /,
      /^createView, updateView/,
      /^createCmsEntry, getCmsEntry/,
    ],
  },
  {
    id: 'records.round-trip',
    rule: 'a record read and sent back unchanged changes nothing',
    doc: `${API}#bodies-and-answers`,
    writes: true,
    checks: [
      /^update\w+ \(PUT\) of the .* as it was read/,
      /^putPreferences \(PUT \/me\/preferences\) as they were read/,
      /^uploadMarginPrices \(POST \/reseller_marge_prices\) of the grid as it is/,
    ],
  },
  {
    id: 'records.singles',
    rule: 'a scenario’s single paper, finishing or category sent beside its list must be its first, else a 400 naming both',
    doc: `${API}#decisions-for-clients-written-from-the-original-call-list`,
    writes: true,
  },
  {
    id: 'records.not-found',
    rule: 'an unknown id, or one that is not a number, is a 404',
    doc: `${API}#authentication`,
    checks: [/^getMandrel of an id/],
  },
  {
    id: 'versions.if-match',
    rule: 'a write with a stale If-Match is a 412 and changes nothing',
    doc: `${API}#versions-and-lost-updates`,
    writes: true,
    checks: [/ with a stale If-Match/, / with its If-Match/],
  },
  {
    id: 'bodies.malformed',
    rule: 'a malformed body is a 400 naming body',
    doc: `${API}#bodies-and-answers`,
    writes: true,
  },
  {
    id: 'bodies.limit',
    rule: 'a JSON body over 1 MB is a 413 naming body',
    doc: `${API}#bodies-and-answers`,
    writes: true,
  },
  {
    id: 'headers.no-store',
    rule: 'every answer says Cache-Control: no-store and X-Content-Type-Options: nosniff',
    doc: `${API}#headers`,
  },
  {
    id: 'files.names',
    rule: 'a download is an attachment the server names',
    doc: `${API}#files`,
    checks: [/^downloadOrderZip \(GET/, /^export(Orders|Quotes|Audit) \(POST/],
  },
  // ---------------------------------------------------------------- order statuses
  {
    id: 'statuses.list',
    rule: 'the eight statuses, id and ext_id the same number',
    doc: `${RULES_MD}#order-statuses`,
    checks: [/^listOrderStatuses/],
  },
  {
    id: 'statuses.one-step',
    rule: 'an admin moves an order forward one step only',
    doc: `${RULES_MD}#admin-changes`,
    writes: true,
    checks: [/^changeOrderStatus 1 → 99/],
  },
  {
    id: 'statuses.final',
    rule: 'a delivered or cancelled order never changes status again',
    doc: `${RULES_MD}#admin-changes`,
    writes: true,
    checks: [/^changeOrderStatus out of a final status/],
  },
  {
    id: 'statuses.reserved',
    rule: 'no admin status change leads into 4 or 5',
    doc: `${RULES_MD}#admin-changes`,
    writes: true,
    checks: [/^changeOrderStatus 1 → 4/],
  },
  {
    id: 'statuses.non-conformity-waits',
    rule: 'no status change while a non-conformity request waits',
    doc: `${RULES_MD}#admin-changes`,
    writes: true,
    checks: [/^changeOrderStatus → 100 while its non-conformity waits/],
  },
  {
    id: 'statuses.cancel-approves',
    rule: 'cancelling an order approves the cancellation request that waited on it',
    doc: `${RULES_MD}#admin-changes`,
    writes: true,
    checks: [/^changeOrderStatus → 100 of an order whose cancellation request waits/],
  },
  {
    id: 'statuses.bulk',
    rule: 'one refusal in a bulk change does not stop the others',
    doc: `${RULES_MD}#admin-changes`,
    writes: true,
    checks: [/^changeOrderStatuses \(PATCH \/admin\/status\/list\/orders\), one of them refused/],
  },
  {
    id: 'statuses.staff-only',
    rule: 'only staff change an order’s status',
    doc: 'docs/access.md#what-each-role-may-do',
    writes: true,
    checks: [/^changeOrderStatus as the reseller/],
  },
  // ---------------------------------------------------------------- requests
  {
    id: 'cancel.pending-or-in-progress',
    rule: 'a reseller cancels only a pending or in-progress order',
    doc: `${RULES_MD}#cancellation-requests`,
    writes: true,
    checks: [/^askCancellation of a shipped order/],
  },
  {
    id: 'cancel.one-waits',
    rule: 'no second cancellation request while one waits',
    doc: `${RULES_MD}#cancellation-requests`,
    writes: true,
    checks: [/^askCancellation of the same order again/],
  },
  {
    id: 'cancel.answer',
    rule: 'approved: the order is cancelled; refused: it goes back where it was',
    doc: `${RULES_MD}#cancellation-requests`,
    writes: true,
    checks: [/^answerCancelRequest \(PATCH \/admin\/order_request_cancels\/\{id\}\) (approved|unapproved)/],
  },
  {
    id: 'cancel.answer-once',
    rule: 'an admin answers only a pending cancellation request',
    doc: `${RULES_MD}#cancellation-requests`,
    writes: true,
    checks: [/^answerCancelRequest of the refused request again/],
  },
  {
    id: 'treatment.answered-only',
    rule: 'only an answered request’s treatment is cancelled',
    doc: `${RULES_MD}#cancel-the-treatment`,
    writes: true,
    checks: [/^cancelTreatment of a request still pending/, /^cancelTreatment of the same request again/],
  },
  {
    id: 'treatment.order-unmoved',
    rule: 'only while the order is still where the answer left it',
    doc: `${RULES_MD}#cancel-the-treatment`,
    writes: true,
    checks: [/^cancelTreatment once the order moved on/],
  },
  {
    id: 'non-conformity.reseller-order',
    rule: 'only a reseller’s order goes into non-conformity',
    doc: `${RULES_MD}#non-conformity`,
    writes: true,
    checks: [/^flagNonConformity of an order staff placed/],
  },
  {
    id: 'non-conformity.statuses',
    rule: 'only an order in 0, 1 or 2 goes into non-conformity',
    doc: `${RULES_MD}#non-conformity`,
    writes: true,
    checks: [/^flagNonConformity of a shipped order/],
  },
  {
    id: 'non-conformity.one-waits',
    rule: 'no second non-conformity request while one waits',
    doc: `${RULES_MD}#non-conformity`,
    writes: true,
    checks: [/^flagNonConformity of the same order again/],
  },
  {
    id: 'non-conformity.ftp-url',
    rule: 'without an FTP URL the procedure fails (502) and nothing changes',
    doc: `${RULES_MD}#non-conformity`,
    writes: true,
    checks: [/^flagNonConformity while the environment configuration has no FTP URL/],
  },
  {
    id: 'non-conformity.new-files',
    rule: 'new files as an answer only once every series has one',
    doc: `${RULES_MD}#non-conformity`,
    writes: true,
    checks: [/^answerNonConformity send-new-file before the files/],
  },
  {
    id: 'non-conformity.answer',
    rule: 'the reseller answers a waiting request once; the order goes back to 1',
    doc: `${RULES_MD}#non-conformity`,
    writes: true,
    checks: [/^answerNonConformity \(PATCH/, /^answerNonConformity of the answered request/],
  },
  // ---------------------------------------------------------------- quotes
  {
    id: 'quotes.files-first',
    rule: 'a quote with a series still without a file is not validated',
    doc: `${RULES_MD}#quotes`,
    writes: true,
    checks: [/^validateQuote of a quote still waiting for files/],
  },
  {
    id: 'quotes.validated-once',
    rule: 'a validated or expired quote is not validated again',
    doc: `${RULES_MD}#quotes`,
    writes: true,
    checks: [/^validateQuote of an expired quote/, /^validateQuote of the validated quote again/],
  },
  {
    id: 'quotes.files-while-waiting',
    rule: 'series files only while the quote waits for them',
    doc: `${RULES_MD}#quotes`,
    writes: true,
    checks: [/^uploadQuoteSeriesFile of a quote no longer waiting/],
  },
  {
    id: 'quotes.order-total',
    rule: 'the order totals the quote’s price less the reseller’s discount',
    doc: `${RULES_MD}#quotes`,
    writes: true,
    checks: [/^validateQuote \(PATCH \/quotes\/\{id\}\/validate\) with its If-Match/],
  },
  // ---------------------------------------------------------------- margin grid
  {
    id: 'margin.header',
    rule: 'line 1 is scenario_uid;quantity;marge, case aside, exactly these three',
    doc: `${RULES_MD}#margin-price-csv`,
    writes: true,
  },
  {
    id: 'margin.format',
    rule: '; or , by the header, quoted cells, UTF-8 with or without a BOM, any line end, blank lines skipped',
    doc: `${RULES_MD}#margin-price-csv`,
    writes: true,
  },
  {
    id: 'margin.scenario',
    rule: 'each line names a known scenario',
    doc: `${RULES_MD}#margin-price-csv`,
    writes: true,
    checks: [/^uploadMarginPrices of a CSV with a bad line/],
  },
  {
    id: 'margin.quantity',
    rule: 'a quantity is a positive whole number',
    doc: `${RULES_MD}#margin-price-csv`,
    writes: true,
  },
  {
    id: 'margin.range',
    rule: 'a margin is a percent from 0 to 1000, decimal comma or dot',
    doc: `${RULES_MD}#margin-price-csv`,
    writes: true,
  },
  {
    id: 'margin.duplicates',
    rule: 'no two lines with the same scenario and quantity',
    doc: `${RULES_MD}#margin-price-csv`,
    writes: true,
  },
  {
    id: 'margin.whole-file',
    rule: 'any bad line refuses the whole file, every bad line named, nothing applied',
    doc: `${RULES_MD}#margin-price-csv`,
    writes: true,
  },
  {
    id: 'margin.size',
    rule: 'a margin file over 2 MB is a 413',
    doc: `${RULES_MD}#margin-price-csv`,
    writes: true,
    checks: [/^uploadMarginPrices of a CSV over 2 MB/],
  },
  {
    id: 'margin.replaced',
    rule: 'a good file replaces the grid whole',
    doc: `${RULES_MD}#margin-price-csv`,
    writes: true,
    checks: [/^uploadMarginPrices \(POST \/reseller_marge_prices\) of the grid as it is/],
  },
  // ---------------------------------------------------------------- uploads, exports, validation
  {
    id: 'uploads.pdf',
    rule: 'an upload is a PDF by its content, not empty',
    doc: `${RULES_MD}#uploads`,
    writes: true,
    checks: [/of a file that is not a PDF/],
  },
  {
    id: 'uploads.size',
    rule: 'an upload over 20 MB is a 413',
    doc: `${RULES_MD}#uploads`,
    writes: true,
    checks: [/^uploadDeliveryNote of a PDF over 20 MB/],
  },
  {
    id: 'uploads.stored-name',
    rule: 'a stored file is named after its checked content',
    doc: `${RULES_MD}#uploads`,
    writes: true,
    checks: [/^uploadDeliveryNote \(POST \/orders\/\{id\}\/delivery_note\) of a PDF sent as note.html/],
  },
  {
    id: 'exports.files',
    rule: 'exports are CSV or XLSX files of the list’s rows, in the columns asked',
    doc: `${RULES_MD}#exports`,
    checks: [/^export(Orders|Quotes|Audit) /, /^exportOrders with an unknown column/],
  },
  {
    id: 'exports.formulas',
    rule: 'an exported text cell starting with =, +, -, @ gets an apostrophe in front',
    doc: `${RULES_MD}#exports`,
    writes: true,
    checks: [/^exportQuotes \(csv\) of a company starting with =/],
  },
  {
    id: 'validation.unique',
    rule: 'uniqueness is case-insensitive',
    doc: `${RULES_MD}#validation`,
    writes: true,
    checks: [/^createShape named as a shape the server has, in another case/],
  },
  {
    id: 'validation.in-use',
    rule: 'a record still used elsewhere is not deleted',
    doc: `${RULES_MD}#validation`,
    writes: true,
    checks: [
      /^deleteMandrel of a mandrel a category uses/,
      /^deleteReseller of a reseller with/,
      /^deleteScenario \(DELETE \/admin\/scenarios\/\{id\}\) of the newest order/,
    ],
  },
  {
    id: 'validation.own-account',
    rule: 'a user cannot delete or switch off their own account',
    doc: `${RULES_MD}#validation`,
    writes: true,
    checks: [/^setUserActive of one’s own account/, /^deleteUser of one’s own account/],
  },
  // ---------------------------------------------------------------- dashboards, events, notifications
  {
    id: 'dashboard.period',
    rule: 'a period ending before it starts is a 400 naming endDate',
    doc: `${API}#decisions-for-clients-written-from-the-original-call-list`,
    checks: [/^getDashboardCounters with an end before the start/],
  },
  {
    id: 'events.stream',
    rule: 'the event stream opens with ready, refuses a missing token and a malformed Last-Event-ID',
    doc: `${API}#events`,
    checks: [/^streamEvents \(GET \/events\)/, /^streamEvents without a token/, /^streamEvents, Last-Event-ID/],
  },
  {
    id: 'events.scoping',
    rule: 'a change reaches the streams that may see it and no other',
    doc: `${API}#events`,
    writes: true,
    checks: [/^streamEvents: a change reaches/],
  },
  {
    id: 'events.resume',
    rule: 'a resume after a lost connection gives exactly the change missed',
    doc: `${API}#events`,
    writes: true,
    checks: [/^streamEvents: Last-Event-ID resumes/],
  },
  {
    id: 'notifications.read',
    rule: 'notifications are marked read one by one or all at once',
    doc: `${RULES_MD}#notifications-and-mails`,
    writes: true,
    checks: [/^markNotificationRead/, /^markAllNotificationsRead/],
  },
  {
    id: 'mails.outbox',
    rule: 'staff read the outbox; a reseller is refused',
    doc: `${API}#mails`,
    checks: [/^listMails as the reseller/, /^getMail \(GET \/admin\/mails\/\{id\}\)/],
  },
] as const satisfies readonly Rule[];

export type RuleId = (typeof RULES)[number]['id'];

/** The rules a check shows by its call (rules.ts `checks`). */
export function rulesOfCall(call: string): RuleId[] {
  return RULES.filter((rule: Rule) => rule.checks?.some((pattern) => pattern.test(call))).map((rule) => rule.id);
}
