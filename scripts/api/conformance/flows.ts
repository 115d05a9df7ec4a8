/**
 * The workflows with `--write` (docs/rules.md): an order's status moved (one, several, with its
 * version), its files sent again, a delivery note uploaded; a cancellation asked, refused and its
 * treatment cancelled; a non-conformity flagged and answered with new files; a quote's files
 * uploaded and the quote validated; connect-as, the sessions of a user ended, a reset link sent,
 * the margin grid sent back as it was. Each takes records the server already has, in the state the
 * workflow starts from, and says so when it finds none.
 */
import { authApi } from '../../../src/api/auth.api';
import { marginPricesApi } from '../../../src/api/margin-prices.api';
import { ordersApi } from '../../../src/api/orders.api';
import { quotesApi } from '../../../src/api/quotes.api';
import { requestsApi } from '../../../src/api/requests.api';
import { resellersApi } from '../../../src/api/resellers.api';
import { sessionsApi } from '../../../src/api/sessions.api';
import { op, rowsOf } from './reads';
import { answerText, count, messageOf, skip, type Answer, type ConformanceRun, type Step } from './run';
import { logIn, type Sessions } from './session';

type Json = Record<string, unknown>;

/** A PDF as small as a content check takes it (`%PDF-`). */
export const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

/** What an upload must refuse whatever its name says: not a PDF by its content. */
export const NOT_A_PDF = '<html><script>alert(1)</script></html>';

export const pdfForm = (text = PDF, name = 'conformance.pdf'): FormData => {
  const form = new FormData();
  form.set('file', new Blob([text], { type: 'application/pdf' }), name);
  return form;
};

/** The base64 file model of the non-conformity upload. */
const fileModel = (text = PDF, filename = 'conformance.pdf') => ({
  filename,
  size: text.length,
  base64: Buffer.from(text).toString('base64'),
});

const statusOf = (answer: Answer) => (answer.body as { status?: { id?: number } }).status?.id;

/** An order's status as the server has it now. */
export const statusNow = async (run: ConformanceRun, id: number): Promise<number | undefined> =>
  statusOf(await run.send(ordersApi.getOrder, { params: { id } }));

/** Orders of the caller's lists in these statuses (100 at most), newest first. */
export async function ordersIn(run: ConformanceRun, statuses: readonly number[]) {
  const answer = await run.send(ordersApi.listOrders, {
    query: { '_filter[]': statuses.map(String), _limit: '100' },
  });
  return rowsOf<{
    id: number;
    resellerId: number | null;
    status: { id: number };
    cancellationPending: boolean;
    internalReference: string;
  }>(answer);
}

export async function orderFlows(run: ConformanceRun, s: Sessions): Promise<void> {
  run.group = 'orders';
  run.as(s.adminToken);
  await run.check(
    'changeOrderStatus (PATCH /admin/status/orders/{id}) with its If-Match',
    'a pending order moves to 1',
    async () => {
      const order = (await ordersIn(run, [0]))[0] ?? skip('no pending order');
      const read = await run.send(ordersApi.getOrder, { params: { id: order.id } });
      const moved = await run.send(ordersApi.changeOrderStatus, {
        params: { id: order.id },
        body: { status: 1 },
        ifMatch: read.headers.get('etag') ?? undefined,
      });
      const stale = await run.send(ordersApi.changeOrderStatus, {
        params: { id: order.id },
        body: { status: 2 },
        ifMatch: read.headers.get('etag') ?? undefined,
      });
      const after = await statusNow(run, order.id);
      return {
        got: `order ${order.id}: ${answerText(moved)} → ${statusOf(moved)}; again with the old ETag: ${answerText(stale)}; then ${after}`,
        pass: moved.status === 200 && statusOf(moved) === 1 && stale.status === 412 && after === 1,
      };
    },
  );
  await run.check(
    'changeOrderStatuses (PATCH /admin/status/list/orders), one of them refused',
    'the one in progress moves to 2; the shipped one is refused, without stopping the other',
    async () => {
      const moving = (await ordersIn(run, [1]))[0] ?? skip('no order in progress');
      const refused = (await ordersIn(run, [3]))[0] ?? skip('no shipped order');
      const answer = await run.send(ordersApi.changeOrderStatuses, {
        body: { listId: [refused.id, moving.id], status: 2 },
      });
      const results = (answer.body as { results?: { id: number; ok: boolean }[] }).results ?? [];
      const okOf = (id: number) => results.find((r) => r.id === id)?.ok;
      const now = await statusNow(run, moving.id);
      return {
        got: `${answerText(answer)}, ${results.map((r) => `${r.id} ${r.ok ? 'moved' : 'refused'}`).join(', ')}; ${moving.id} now ${now}`,
        pass: answer.status === 200 && okOf(refused.id) === false && okOf(moving.id) === true && now === 2,
      };
    },
  );
  await run.check('resyncOrderFiles (GET /admin/orders/resync/files/{id})', '200: success, or why not', async () => {
    const order = (await ordersIn(run, [1, 2]))[0] ?? skip('no order in progress or production');
    const answer = await run.send(ordersApi.resyncOrderFiles, { params: { id: order.id } });
    return { got: answerText(answer), pass: answer.status === 200 };
  });
  await run.check(
    'uploadDeliveryNote (POST /orders/{id}/delivery_note) of a PDF sent as note.html',
    'the order, its delivery note stored as .pdf (its content), never .html',
    async () => {
      const order = (await ordersIn(run, [2, 3]))[0] ?? skip('no order in production or shipped');
      const answer = await run.send(ordersApi.uploadDeliveryNote, {
        params: { id: order.id },
        body: pdfForm(PDF, 'note.html'),
      });
      const { deliveryNoteUrl: url, deliveryNoteName: name } = answer.body as {
        deliveryNoteUrl?: string | null;
        deliveryNoteName?: string | null;
      };
      return {
        got: `${answerText(answer)}, delivery note ${name ?? 'none'} at ${url ?? 'none'}`,
        pass: answer.status === 201 && !!url && /\.pdf$/i.test(name ?? '') && !/\.html/i.test(`${name} ${url}`),
      };
    },
  );
}

/** A cancellation of the reseller's, asked: the request pending, the order in status 4. */
/**
 * `from`: the status of the order preferred, when the reseller has both. A refused request puts its
 * order back to 0 (pending), where it could not have come from by mistake; an approved one whose
 * treatment is cancelled leaves it at 1, so its previous status must be 1 for a second cancellation
 * of the treatment to be refused only by the request's own state.
 */
async function ask(run: ConformanceRun, s: Sessions, which: string, from: 0 | 1, skipping: readonly number[] = []) {
  run.as(s.resellerToken);
  return run.check<{ request: number; order: number; before: number }>(
    `askCancellation (POST /order_request_cancels) as the reseller, ${which}`,
    'the request pending, the order in status 4',
    async () => {
      const order =
        (await ordersIn(run, [0, 1]))
          .filter((o) => !o.cancellationPending && !skipping.includes(o.id))
          .sort((a, b) => Number(b.status.id === from) - Number(a.status.id === from))[0] ??
        skip('no order of the reseller in 0 or 1');
      const answer = await run.send(requestsApi.askCancellation, {
        body: { order: order.id, reference: order.internalReference, comment: 'conformance check' },
      });
      const request = (answer.body as { id?: number; status?: string }) ?? {};
      const after = await statusNow(run, order.id);
      return {
        got: `${answerText(answer)}, request ${request.status ?? '?'}, order ${order.id} now ${after}`,
        pass: answer.status === 201 && request.status === 'pending' && after === 4,
        value: { request: request.id as number, order: order.id, before: order.status.id },
      };
    },
  );
}

/** The admin's answer to a cancellation request, and where it leaves the order. */
async function answer(
  run: ConformanceRun,
  asked: Step<{ request: number; order: number; before: number }>,
  respond: 'approved' | 'unapproved',
) {
  const expected =
    respond === 'approved' ? 'approved: the order cancelled (100)' : 'refused: the order back where it was';
  return run.check(
    `answerCancelRequest (PATCH /admin/order_request_cancels/{id}) ${respond}`,
    expected,
    async () => {
      const { request, order, before } = asked.value!;
      const answered = await run.send(requestsApi.answerCancelRequest, { params: { id: request }, body: { respond } });
      const after = await statusNow(run, order);
      const status = (answered.body as { status?: string }).status;
      return {
        got: `${answerText(answered)}, request ${status}, order ${after}`,
        pass: answered.status === 200 && status === respond && after === (respond === 'approved' ? 100 : before),
      };
    },
    [asked],
  );
}

/**
 * A refusal two rules of docs/rules.md would both give, checked as the rule's own: `send` must be a
 * 400 whose message is not the one `other` gets (the same call refused for the other rule, on a
 * record found for it; not asked when there is none). A server that lost the rule and refuses only by
 * the other one answers the same words.
 */
async function refusedForItsOwnReason(
  run: ConformanceRun,
  call: string,
  expected: string,
  send: () => Promise<Answer>,
  other: () => Promise<Answer | undefined>,
  otherName: string,
  needs: readonly Step<unknown>[],
): Promise<void> {
  await run.check(
    call,
    `${expected}, in other words than ${otherName} refusal`,
    async () => {
      const answer = await send();
      const contrast = await other();
      const same = contrast?.status === 400 && messageOf(contrast) === messageOf(answer);
      return {
        got: `${answerText(answer)}${same ? `, the words of ${otherName} refusal` : ''}`,
        pass: answer.status === 400 && !same,
      };
    },
    needs,
  );
}

/**
 * Two cancellations (docs/rules.md#cancel-the-treatment): one refused, its order moved on, so its
 * treatment can no longer be cancelled; one approved, its treatment cancelled (the order back in
 * progress), once only. A pending request's treatment cannot be cancelled either. A third one
 * waits while the admin cancels its order: the request is approved with it (docs/rules.md#admin-changes).
 */
export async function cancellationFlow(run: ConformanceRun, s: Sessions): Promise<void> {
  run.group = 'requests';
  const first = await ask(run, s, 'to be refused', 0);
  // The order now waits in 4, where no cancellation is allowed either: the refusal must say that a
  // request already waits, not that the order is past cancelling.
  await refusedForItsOwnReason(
    run,
    'askCancellation of the same order again',
    '400: a request is already pending',
    () => run.send(requestsApi.askCancellation, { body: { order: first.value?.order } }),
    async () => {
      const shipped = (await ordersIn(run, [3]))[0];
      return (
        shipped && run.send(requestsApi.askCancellation, { body: { order: shipped.id, comment: 'conformance check' } })
      );
    },
    'a shipped order’s',
    [first],
  );
  run.as(s.adminToken);
  await run.refused(
    'cancelTreatment of a request still pending',
    400,
    '400: only an answered request',
    () => run.send(requestsApi.cancelTreatment, { params: { id: first.value?.request as number } }),
    [first],
  );
  const refused = await answer(run, first, 'unapproved');
  const movedOn = await run.check(
    'changeOrderStatus of the refused request’s order, one step on',
    'moved on',
    async () => {
      const { order, before } = first.value!;
      const moved = await run.send(ordersApi.changeOrderStatus, {
        params: { id: order },
        body: { status: before + 1 },
      });
      return {
        got: `${answerText(moved)}, now ${statusOf(moved)}`,
        pass: moved.status === 200 && statusOf(moved) === before + 1,
      };
    },
    [refused],
  );
  await run.refused(
    'cancelTreatment once the order moved on since the answer',
    400,
    '400: the order is no longer where the answer left it',
    () => run.send(requestsApi.cancelTreatment, { params: { id: first.value?.request as number } }),
    [movedOn],
  );
  await run.refused(
    'answerCancelRequest of the refused request again',
    400,
    '400: only a pending request is answered',
    () =>
      run.send(requestsApi.answerCancelRequest, {
        params: { id: first.value?.request as number },
        body: { respond: 'approved' },
      }),
    [refused],
  );

  const second = await ask(run, s, 'to be approved', 1, first.value ? [first.value.order] : []);
  run.as(s.adminToken);
  const approved = await answer(run, second, 'approved');
  await run.check(
    'cancelTreatment (PATCH /admin/order_request_cancels/cancel/{id}) of the approved one',
    'the order back in progress (1)',
    async () => {
      const { request, order } = second.value!;
      const undone = await run.send(requestsApi.cancelTreatment, { params: { id: request } });
      const after = await statusNow(run, order);
      const status = (undone.body as { status?: string }).status;
      return {
        got: `${answerText(undone)}, request ${status}, order ${after}`,
        pass: undone.status === 200 && status === 'treatment_cancelled' && after === 1,
      };
    },
    [approved],
  );
  await run.refused(
    'cancelTreatment of the same request again',
    400,
    '400: its treatment is already cancelled',
    () => run.send(requestsApi.cancelTreatment, { params: { id: second.value?.request as number } }),
    [approved],
  );

  const asked = [first.value?.order, second.value?.order].filter((id): id is number => id !== undefined);
  const third = await ask(run, s, 'its order then cancelled by the admin', 1, asked);
  run.as(s.adminToken);
  await run.check(
    'changeOrderStatus → 100 of an order whose cancellation request waits',
    'the order cancelled (100), the request approved with it',
    async () => {
      const { request, order } = third.value!;
      const changed = await run.send(ordersApi.changeOrderStatus, { params: { id: order }, body: { status: 100 } });
      const approvedOnes = rowsOf<{ id: number; status: string }>(
        await run.send(requestsApi.listCancelRequests, { query: { '_filter[]': ['approved'], _limit: '100' } }),
      );
      const status = approvedOnes.some((row) => row.id === request) ? 'approved' : 'not approved';
      return {
        got: `${answerText(changed)}, order ${statusOf(changed)}, request ${status}`,
        pass: changed.status === 200 && statusOf(changed) === 100 && status === 'approved',
      };
    },
    [third],
  );
}

/** A non-conformity flagged by the admin and answered by the reseller with a new file per series. */
export async function nonConformityFlow(run: ConformanceRun, s: Sessions): Promise<void> {
  run.as(s.adminToken);
  const flagged = await run.check<{ request: number; order: number; series: number[] }>(
    'flagNonConformity (POST /admin/order_not_conformity)',
    'the request waiting, the order in status 5',
    async () => {
      const orders = (await ordersIn(run, [0, 1, 2])).filter(
        (o) => o.resellerId === s.resellerId && !o.cancellationPending,
      );
      for (const order of orders.slice(0, 20)) {
        const existing = await run.send(requestsApi.getNonConformityOfOrder, { params: { id: order.id } });
        if ((existing.body as { status?: string } | null)?.status === 'waiting') continue;
        const answer = await run.send(requestsApi.flagNonConformity, {
          body: {
            orderId: order.id,
            reason: 'low-resolution',
            commentAdmin: 'conformance check',
            resellerId: s.resellerId,
            userId: s.resellerId,
          },
        });
        const entity = (answer.body as { entity?: { id: number; status: string } }).entity;
        const after = await run.send(ordersApi.getOrder, { params: { id: order.id } });
        const series = ((after.body as { quote?: { series?: { id: number }[] } }).quote?.series ?? []).map((x) => x.id);
        return {
          got: `${answerText(answer)}, request ${entity?.status ?? '?'}, order ${order.id} now ${statusOf(after)}`,
          pass: answer.status === 201 && entity?.status === 'waiting' && statusOf(after) === 5,
          value: { request: entity?.id as number, order: order.id, series },
        };
      }
      return skip('no order of the reseller in 0, 1 or 2 without a waiting request');
    },
  );
  // Cancelling (→ 100) is open to any order not final: only the waiting request stands in the way.
  await run.refused(
    'changeOrderStatus → 100 while its non-conformity waits',
    400,
    '400: the reseller must answer first',
    () =>
      run.send(ordersApi.changeOrderStatus, { params: { id: flagged.value?.order as number }, body: { status: 100 } }),
    [flagged],
  );
  // The flagged order now waits in 5, where no non-conformity is allowed either: the refusal must say
  // that a request already waits, not that the order's status allows none.
  await refusedForItsOwnReason(
    run,
    'flagNonConformity of the same order again',
    '400: a request already waits',
    () =>
      run.send(requestsApi.flagNonConformity, {
        body: { orderId: flagged.value?.order, reason: 'low-resolution', commentAdmin: 'again' },
      }),
    async () => {
      const shipped = (await ordersIn(run, [3])).find((o) => o.resellerId !== null);
      return (
        shipped &&
        run.send(requestsApi.flagNonConformity, {
          body: { orderId: shipped.id, reason: 'low-resolution', commentAdmin: 'conformance check' },
        })
      );
    },
    'a shipped order’s',
    [flagged],
  );
  run.as(s.resellerToken);
  await run.check(
    'countWaitingNonConformities as the reseller',
    'at least the one flagged',
    async () => {
      const count = await run.adapters.nonConformities.countWaiting(s.resellerId);
      return { got: `${count} waiting`, pass: count >= 1 };
    },
    [flagged],
  );
  await run.refused(
    'answerNonConformity send-new-file before the files',
    400,
    '400 naming the series still without a file',
    () =>
      run.send(requestsApi.answerNonConformity, {
        params: { id: flagged.value?.request as number },
        body: { responseType: 'send-new-file' },
      }),
    [flagged],
  );
  await run.refused(
    'uploadNonConformityFile of a file that is not a PDF',
    400,
    '400: a PDF by its content',
    () =>
      run.send(requestsApi.uploadNonConformityFile, {
        params: { id: flagged.value?.request as number },
        body: { serie: flagged.value?.series[0], file: fileModel(NOT_A_PDF, 'series.pdf') },
      }),
    [flagged],
  );
  const uploaded = await run.check(
    'uploadNonConformityFile (POST /admin/order_not_conformity/upload/{id}) per series',
    'each series replaced (201)',
    async () => {
      const { request, series } = flagged.value!;
      const answers: Answer[] = [];
      for (const serie of series) {
        answers.push(
          await run.send(requestsApi.uploadNonConformityFile, {
            params: { id: request },
            body: { serie, file: fileModel() },
          }),
        );
      }
      return {
        got: answers.map(answerText).join(', ') || 'no series',
        pass: series.length > 0 && answers.every((a) => a.status === 201),
      };
    },
    [flagged],
  );
  const answered = await run.check(
    'answerNonConformity (PATCH /admin/order_not_conformity/{id}) send-new-file',
    'answered, the order back in progress (1)',
    async () => {
      const { request, order } = flagged.value!;
      const answer = await run.send(requestsApi.answerNonConformity, {
        params: { id: request },
        body: { responseType: 'send-new-file', commentReseller: 'conformance check' },
      });
      const after = await statusNow(run, order);
      return {
        got: `${answerText(answer)}, request ${(answer.body as { status?: string }).status}, order ${after}`,
        pass: answer.status === 200 && (answer.body as { status?: string }).status === 'answered' && after === 1,
      };
    },
    [uploaded],
  );
  await run.check(
    'answerNonConformity of the answered request',
    'refused (400 or 404): nothing waits',
    async () => {
      const answer = await run.send(requestsApi.answerNonConformity, {
        params: { id: flagged.value?.request as number },
        body: { responseType: 'print-anyway' },
      });
      return { got: answerText(answer), pass: answer.status === 400 || answer.status === 404 };
    },
    [answered],
  );
}

/** A quote of the reseller waiting for files: refused validation, the files, then validated into an order. */
export async function quoteFlow(run: ConformanceRun, s: Sessions): Promise<void> {
  run.group = 'quotes';
  run.as(s.resellerToken);
  const waiting = await run.check<{ id: number; series: number[] }>(
    'a quote of the reseller waiting for its files',
    'one found',
    async () => {
      const quotes = rowsOf<{ id: number; status: string }>(
        await run.send(quotesApi.listQuotes, { query: { _limit: '100' } }),
      ).filter((q) => q.status === 'waiting_for_files');
      for (const quote of quotes.slice(0, 20)) {
        const read = await run.send(quotesApi.getQuote, { params: { id: quote.id } });
        const series = ((read.body as { series?: { id: number; file: unknown }[] }).series ?? []).filter(
          (x) => !x.file,
        );
        if (series.length)
          return {
            got: `quote ${quote.id}, ${count(series.length, 'series')} without a file`,
            value: { id: quote.id, series: series.map((x) => x.id) },
          };
      }
      return skip('no quote of the reseller waits for its files');
    },
  );
  await run.refused(
    'validateQuote of a quote still waiting for files',
    400,
    '400: every series needs its file',
    () => run.send(quotesApi.validateQuote, { params: { id: waiting.value?.id as number } }),
    [waiting],
  );
  await run.refused(
    'uploadQuoteSeriesFile of a file that is not a PDF',
    400,
    '400: a PDF by its content',
    () =>
      run.send(quotesApi.uploadQuoteSeriesFile, {
        params: { id: waiting.value?.series[0] as number },
        body: pdfForm(NOT_A_PDF, 'series.pdf'),
      }),
    [waiting],
  );
  const filed = await run.check(
    'uploadQuoteSeriesFile (POST /quote_series/{id}/file) per series',
    'the quote ready',
    async () => {
      const { id, series } = waiting.value!;
      let last: Answer | undefined;
      for (const serie of series)
        last = await run.send(quotesApi.uploadQuoteSeriesFile, { params: { id: serie }, body: pdfForm() });
      const read = await run.send(quotesApi.getQuote, { params: { id } });
      const status = (read.body as { status?: string }).status;
      return {
        got: `${last ? answerText(last) : 'nothing sent'}, quote ${status}`,
        pass: last?.status === 201 && status === 'ready',
        value: read,
      };
    },
    [waiting],
  );
  await run.check('validateQuote of an expired quote', '400; the quote still expired', async () => {
    const expired =
      rowsOf<{ id: number; status: string }>(await run.send(quotesApi.listQuotes, { query: { _limit: '100' } })).find(
        (q) => q.status === 'expired',
      ) ?? skip('no expired quote of the reseller');
    const answer = await run.send(quotesApi.validateQuote, { params: { id: expired.id } });
    const after = (await run.send(quotesApi.getQuote, { params: { id: expired.id } })).body as { status?: string };
    return {
      got: `${answerText(answer)}; quote then ${after.status}`,
      pass: answer.status === 400 && after.status === 'expired',
    };
  });
  await run.refused(
    'uploadQuoteSeriesFile of a quote no longer waiting for files',
    400,
    '400: files only while the quote waits for them',
    () =>
      run.send(quotesApi.uploadQuoteSeriesFile, {
        params: { id: waiting.value?.series[0] as number },
        body: pdfForm(),
      }),
    [filed as Step<unknown>],
  );
  const validated = await run.check(
    'validateQuote (PATCH /quotes/{id}/validate) with its If-Match',
    'validated, with its new order: the price less the reseller’s discount',
    async () => {
      const read = filed.value as Answer | undefined;
      const answer = await run.send(quotesApi.validateQuote, {
        params: { id: waiting.value?.id as number },
        ifMatch: read?.headers.get('etag') ?? undefined,
      });
      const quote = answer.body as { status?: string; orderId?: number | null; price?: number };
      const reseller = await run.send(op(resellersApi.records.get), { params: { id: s.resellerId } });
      const discount = (reseller.body as { discount?: number }).discount ?? 0;
      const order = quote.orderId ? await run.send(ordersApi.getOrder, { params: { id: quote.orderId } }) : null;
      const total = (order?.body as { total?: number } | undefined)?.total;
      const due = Math.round((quote.price ?? 0) * (100 - discount)) / 100;
      return {
        got: `${answerText(answer)}, ${quote.status}, order ${quote.orderId ?? 'none'} of ${total ?? '?'} (price ${quote.price}, discount ${discount} %)`,
        pass:
          answer.status === 200 &&
          quote.status === 'validated' &&
          !!quote.orderId &&
          total !== undefined &&
          Math.abs(total - due) < 0.006,
      };
    },
    [filed as Step<unknown>],
  );
  await run.refused(
    'validateQuote of the validated quote again',
    400,
    '400: validated once only',
    () => run.send(quotesApi.validateQuote, { params: { id: waiting.value?.id as number } }),
    [validated],
  );
}

/** Connect-as, a user's sessions ended by an admin, the reseller's other sessions, a reset link. */
export async function sessionFlows(
  run: ConformanceRun,
  s: Sessions,
  user: Step<Json>,
  password: string,
): Promise<void> {
  run.group = 'session';
  run.as(s.adminToken);
  await run.check(
    'connectAs (POST /admin/users/connect_as/{adminId}/{userId})',
    'a session of the reseller, and the admin’s own token',
    async () => {
      const answer = await run.send(authApi.connectAs, { params: { adminId: s.adminId, userId: s.resellerId } });
      const body = answer.body as { userConnectAsToken?: string; adminUser?: { api_token?: string } };
      const token = body.userConnectAsToken;
      if (answer.status !== 200 || !token) return { got: answerText(answer), pass: false };
      const who = await run.send(authApi.getSessionUser, { token, body: { token } });
      await run.send(authApi.logout, { token });
      const id = (who.body as { id?: number }).id;
      return {
        got: `${answerText(answer)}, its token is user ${id}`,
        pass: id === s.resellerId && body.adminUser?.api_token === s.adminToken,
      };
    },
  );
  await run.refused('connectAs naming another admin than the caller', 403, '403: only as oneself', () =>
    run.send(authApi.connectAs, { params: { adminId: s.adminId + 100_000, userId: s.resellerId } }),
  );
  await run.check(
    'endUserSessions (POST /admin/users/{id}/sessions/end)',
    'the new user’s session ended',
    async () => {
      const username = (user.value as { username: string }).username;
      const login = await logIn(run, { username, password });
      if (!login.token) return { got: `the new user’s login: ${login.text}`, pass: false };
      const answer = await run.send(sessionsApi.endUserSessions, { params: { id: (user.value as { id: number }).id } });
      const after = await run.send(authApi.getSessionUser, { token: login.token, body: { token: login.token } });
      return {
        got: `${answerText(answer)}, its token then: ${answerText(after)}`,
        pass: answer.status === 200 && after.status === 401,
      };
    },
    [user],
  );
  await run.check(
    'sendResetLink (GET /reset-password/{userId}) for the new user',
    '{sent: true}, never the link',
    async () => {
      const answer = await run.send(authApi.sendResetLink, {
        token: null,
        params: { userId: (user.value as { id: number }).id },
      });
      const body = answer.body as Json;
      return {
        got: `${answerText(answer)}, ${JSON.stringify(body)}`,
        pass: answer.status === 200 && body.sent === true && Object.keys(body).length === 1,
      };
    },
    [user],
  );
  run.as(s.resellerToken);
  await run.check(
    'endMyOtherSessions (POST /me/sessions/end-others) as the reseller',
    'another session ended, this one kept',
    async () => {
      const other = await logIn(run, run.options.reseller);
      if (!other.token) return { got: `second login: ${other.text}`, pass: false };
      const answer = await run.send(sessionsApi.endMyOtherSessions);
      const ended = (answer.body as { ended?: number }).ended ?? 0;
      const gone = await run.send(authApi.getSessionUser, { token: other.token, body: { token: other.token } });
      const kept = await run.send(sessionsApi.getCurrentSession);
      return {
        got: `${answerText(answer)}, ${ended} ended; the other token: ${answerText(gone)}; this one: ${answerText(kept)}`,
        pass: answer.status === 200 && ended >= 1 && gone.status === 401 && kept.status === 200,
      };
    },
  );
}

/** The reseller's margin grid, read whole and sent back as it was. */
export async function marginGrid(run: ConformanceRun, s: Sessions): Promise<void> {
  run.as(s.resellerToken);
  await run.check(
    'uploadMarginPrices (POST /reseller_marge_prices) of the grid as it is',
    'the same grid, every line imported',
    async () => {
      const lines = await gridLines(run);
      if (!lines.length) skip('the reseller has no grid to send back (an empty grid cannot be sent)');
      const answer = await run.send(marginPricesApi.uploadMarginPrices, { body: csvForm(lines) });
      const after = await gridLines(run);
      return {
        got: `${answerText(answer)}, imported ${(answer.body as { imported?: number }).imported}; ${count(after.length, 'line')} after, ${lines.length} before`,
        pass: answer.status === 201 && JSON.stringify([...after].sort()) === JSON.stringify([...lines].sort()),
      };
    },
  );
}

/** The caller's grid as CSV lines `uid;quantity;marge`. */
export async function gridLines(run: ConformanceRun): Promise<string[]> {
  const out: string[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const rows = rowsOf<{ scenario: { uid: string }; quantity: number; marge: number }>(
      await run.send(marginPricesApi.listMarginPrices, { query: { _limit: '100', _page: String(page) } }),
    );
    out.push(...rows.map((r) => `${r.scenario.uid};${r.quantity};${r.marge}`));
    if (rows.length < 100) break;
  }
  return out;
}

export const csvForm = (lines: readonly string[]): FormData => {
  const form = new FormData();
  form.set('file', new Blob([['scenario_uid;quantity;marge', ...lines].join('\n')], { type: 'text/csv' }), 'grid.csv');
  return form;
};
