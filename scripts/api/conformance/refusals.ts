/**
 * The business refusals with `--write` (docs/rules.md, docs/access.md): each sends what the server
 * must refuse and checks the refusal, and that nothing changed. They are the server rules a client's
 * own pre-checks would hide (the app refuses a shipped order's cancellation before asking), so only
 * a call that reaches the server shows whether it keeps them. With `--write` because a server that
 * wrongly accepted one would change its data.
 */
import { authApi } from '../../../src/api/auth.api';
import { catalogueApi } from '../../../src/api/catalogue.api';
import { listsApi } from '../../../src/api/lists.api';
import { marginPricesApi } from '../../../src/api/margin-prices.api';
import { ordersApi } from '../../../src/api/orders.api';
import { requestsApi } from '../../../src/api/requests.api';
import { usersApi } from '../../../src/api/users.api';
import { csvForm, gridLines, NOT_A_PDF, ordersIn, pdfForm, statusNow } from './flows';
import { op, rowsOf } from './reads';
import { allRows, passphrase } from './records';
import { answerText, fieldsOf, skip, type Answer, type ConformanceRun, type Step } from './run';
import { logIn, type Sessions } from './session';

type Json = Record<string, unknown>;

const hasField = (answer: Answer, field: string) => fieldsOf(answer).some((name) => name.startsWith(field));

export async function refusals(run: ConformanceRun, s: Sessions, user: Step<Json>, stamp: number): Promise<void> {
  run.group = 'refusals';
  run.as(s.resellerToken);
  await run.check(
    'askCancellation of a shipped order (status 3)',
    '400: only pending or in-progress orders',
    async () => {
      const order = (await ordersIn(run, [3]))[0] ?? skip('the reseller has no shipped order');
      const answer = await run.send(requestsApi.askCancellation, {
        body: { order: order.id, comment: 'conformance check' },
      });
      const status = await statusNow(run, order.id);
      return { got: `${answerText(answer)}; order then ${status}`, pass: answer.status === 400 && status === 3 };
    },
  );
  await run.refused('changeOrderStatus as the reseller', 403, '403: admins only', async () => {
    const order = (await ordersIn(run, [0, 1]))[0] ?? skip('the reseller has no order in 0 or 1');
    return run.send(ordersApi.changeOrderStatus, { params: { id: order.id }, body: { status: 2 } });
  });
  await run.refused('updateView of another user’s saved view', 404, '404: not its own', async () => {
    run.as(s.adminToken);
    const view = rowsOf<{ id: number; name: string }>(await run.send(listsApi.listViews))[0];
    run.as(s.resellerToken);
    // The name it has: a server that wrongly took it would change nothing.
    return view
      ? run.send(listsApi.updateView, { params: { id: view.id }, body: { name: view.name } })
      : skip('the admin has no saved view');
  });
  await run.check(
    'uploadMarginPrices of a CSV with a bad line',
    '400 naming the line; the grid unchanged',
    async () => {
      const before = await gridLines(run);
      const answer = await run.send(marginPricesApi.uploadMarginPrices, {
        body: csvForm([...before.slice(0, 1), 'NO-SUCH-SCENARIO-UID;500;10']),
      });
      const after = await gridLines(run);
      return {
        got: `${answerText(answer)}; grid ${JSON.stringify(after) === JSON.stringify(before) ? 'unchanged' : 'changed'}`,
        pass: answer.status === 400 && hasField(answer, 'line') && JSON.stringify(after) === JSON.stringify(before),
      };
    },
  );

  run.as(s.adminToken);
  await run.check('changeOrderStatus 1 → 99 (a skipped step)', '400 saying why; the order unchanged', async () => {
    const order = (await ordersIn(run, [1]))[0] ?? skip('no order in progress');
    const answer = await run.send(ordersApi.changeOrderStatus, { params: { id: order.id }, body: { status: 99 } });
    const status = await statusNow(run, order.id);
    return { got: `${answerText(answer)}; order then ${status}`, pass: answer.status === 400 && status === 1 };
  });
  await run.check('changeOrderStatus out of a final status (100 → 1)', '400; the order unchanged', async () => {
    const order = (await ordersIn(run, [100]))[0] ?? skip('no cancelled order');
    const answer = await run.send(ordersApi.changeOrderStatus, { params: { id: order.id }, body: { status: 1 } });
    return { got: answerText(answer), pass: answer.status === 400 };
  });
  await run.refused(
    'flagNonConformity of a shipped order (status 3)',
    400,
    '400: only orders in 0, 1 or 2',
    async () => {
      const order =
        (await ordersIn(run, [3])).find((o) => o.resellerId !== null) ?? skip('no shipped order of a reseller');
      return run.send(requestsApi.flagNonConformity, {
        body: { orderId: order.id, reason: 'low-resolution', commentAdmin: 'conformance check' },
      });
    },
  );
  await run.check('uploadDeliveryNote of a file that is not a PDF', '400 on file; no delivery note saved', async () => {
    const order = (await ordersIn(run, [1, 2]))[0] ?? skip('no order in progress or production');
    const before = await run.send(ordersApi.getOrder, { params: { id: order.id } });
    const answer = await run.send(ordersApi.uploadDeliveryNote, {
      params: { id: order.id },
      body: pdfForm(NOT_A_PDF, 'note.pdf'),
    });
    const after = await run.send(ordersApi.getOrder, { params: { id: order.id } });
    const note = (a: Answer) => (a.body as { deliveryNoteUrl?: unknown }).deliveryNoteUrl;
    return {
      got: `${answerText(answer)}; delivery note ${note(after) === note(before) ? 'unchanged' : 'changed'}`,
      pass: answer.status === 400 && hasField(answer, 'file') && note(after) === note(before),
    };
  });
  await passwordRules(run, stamp);
  await run.check(
    'login of a switched-off account',
    '401, as for a wrong password',
    async () => {
      const target = user.value as { id: number; username: string };
      const off = await run.send(op(usersApi.records.setActive), {
        params: { id: target.id },
        body: { isActive: false },
      });
      const login = await logIn(run, { username: target.username, password: passphrase(stamp) });
      await run.send(op(usersApi.records.setActive), { params: { id: target.id }, body: { isActive: true } });
      return {
        got: `switched off: ${answerText(off)}; login: ${login.text}`,
        pass: off.status === 200 && login.token === null && login.text.startsWith('401'),
      };
    },
    [user],
  );
  await run.check(
    'a reader’s write (createMandrel as the new reader)',
    '403: readers read only',
    async () => {
      const target = user.value as { username: string };
      const login = await logIn(run, { username: target.username, password: passphrase(stamp) });
      if (!login.token) return { got: `the reader’s login: ${login.text}`, pass: false };
      const answer = await run.send(op(catalogueApi.mandrels.create), { token: login.token, body: { number: 499 } });
      await run.send(authApi.logout, { token: login.token });
      if (answer.status === 201)
        await run.send(op(catalogueApi.mandrels.remove), { params: { id: (answer.body as { id: number }).id } });
      return { got: answerText(answer), pass: answer.status === 403 };
    },
    [user],
  );
  await inUse(run, stamp);
  await throttling(run, stamp);
}

/** docs/api/README.md#passwords: too short, too common, or the login itself; nothing created. */
async function passwordRules(run: ConformanceRun, stamp: number): Promise<void> {
  const create = op(usersApi.records.create);
  for (const [what, password, username] of [
    ['shorter than 8 characters', 'Ab1-x', `conformance-${stamp}-short@example.com`],
    ['among the most common', 'iloveyou', `conformance-${stamp}-common@example.com`],
    ['the login itself', `conformance-${stamp}-same@example.com`, `conformance-${stamp}-same@example.com`],
  ] as const) {
    await run.check(`createUser with a password ${what}`, '400 on password; no user created', async () => {
      const answer = await run.send(create, {
        body: {
          username,
          firstname: 'Conformance',
          lastname: 'Check',
          roles: ['ROLE_READER'],
          isActive: true,
          password,
        },
      });
      if (answer.status === 201)
        await run.send(op(usersApi.records.remove), { params: { id: (answer.body as { id: number }).id } });
      return { got: answerText(answer), pass: answer.status === 400 && hasField(answer, 'password') };
    });
  }
}

/** A record something uses is not deleted: a mandrel of a category, both made by the run. */
async function inUse(run: ConformanceRun, stamp: number): Promise<void> {
  const { mandrels, categories } = catalogueApi;
  await run.check(
    'deleteMandrel of a mandrel a category uses',
    '400 saying what uses it; then both deleted',
    async () => {
      const rows = await allRows(run, mandrels.list);
      const taken = new Set(rows.map((row) => row.number));
      let number = 450;
      while (taken.has(number) && number > 1) number -= 1;
      const mandrel = await run.send(op(mandrels.create), { body: { number } });
      if (mandrel.status !== 201) return { got: `mandrel: ${answerText(mandrel)}`, pass: false };
      const mandrelId = (mandrel.body as { id: number }).id;
      const template = rowsOf<Json>(await run.send(op(categories.list)))[0];
      if (!template) {
        await run.send(op(mandrels.remove), { params: { id: mandrelId } });
        return skip('the server has no category to copy');
      }
      const read = (await run.send(op(categories.get), { params: { id: template.id as number } })).body as Json;
      const category = await run.send(op(categories.create), {
        body: { ...read, name: `Conformance ${stamp} in use`, mandrels: [mandrelId] },
      });
      const categoryId = (category.body as { id?: number }).id;
      const refused = await run.send(op(mandrels.remove), { params: { id: mandrelId } });
      const cleanup = [
        categoryId === undefined ? null : await run.send(op(categories.remove), { params: { id: categoryId } }),
        await run.send(op(mandrels.remove), { params: { id: mandrelId } }),
      ];
      return {
        got: `category: ${answerText(category)}; delete the mandrel: ${answerText(refused)}; then ${cleanup.map((a) => (a ? answerText(a) : '-')).join(', ')}`,
        pass: category.status === 201 && refused.status === 400 && cleanup.every((a) => a?.status === 204),
      };
    },
  );
}

/** docs/api/README.md#throttling: five failed logins of one username, then 429 with Retry-After. */
async function throttling(run: ConformanceRun, stamp: number): Promise<void> {
  await run.check('login, the sixth failure in a row for one username', '429 with Retry-After', async () => {
    const username = `conformance-throttle-${stamp}@example.com`;
    const answers: Answer[] = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push(
        await run.send(authApi.login, {
          token: null,
          body: { username, password: `wrong-${i}`, options: { value: 'bo-front' } },
        }),
      );
    }
    const last = answers.at(-1) as Answer;
    const before = answers.slice(0, 5).map((a) => a.status);
    return {
      got: `${before.join(', ')}, then ${answerText(last)}, Retry-After ${last.headers.get('retry-after') ?? 'none'}`,
      pass:
        before.every((status) => status === 401) &&
        last.status === 429 &&
        /^\d+$/.test(last.headers.get('retry-after') ?? ''),
    };
  });
}
