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
import { quotesApi } from '../../../src/api/quotes.api';
import { requestsApi } from '../../../src/api/requests.api';
import { resellersApi } from '../../../src/api/resellers.api';
import { settingsApi } from '../../../src/api/settings.api';
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
  // Without a body the call reaches the server's own check of who may change a status.
  await run.refused('changeOrderStatus as the reseller, without a body', 403, '403: admins only', async () => {
    const order = (await ordersIn(run, [0, 1]))[0] ?? skip('the reseller has no order in 0 or 1');
    return run.send(ordersApi.changeOrderStatus, { params: { id: order.id } });
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
  await run.check(
    'changeOrderStatus 1 → 4 (a status only a request leads to)',
    '400 saying why; the order unchanged',
    async () => {
      const order = (await ordersIn(run, [1]))[0] ?? skip('no order in progress');
      const answer = await run.send(ordersApi.changeOrderStatus, { params: { id: order.id }, body: { status: 4 } });
      const status = await statusNow(run, order.id);
      return { got: `${answerText(answer)}; order then ${status}`, pass: answer.status === 400 && status === 1 };
    },
  );
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
  await run.check(
    'flagNonConformity of an order staff placed',
    '400: only an order a reseller placed; the order unchanged',
    async () => {
      const order =
        (await ordersIn(run, [0, 1, 2])).find((o) => o.resellerId === null) ?? skip('no order staff placed');
      const answer = await run.send(requestsApi.flagNonConformity, {
        body: { orderId: order.id, reason: 'low-resolution', commentAdmin: 'conformance check' },
      });
      const status = await statusNow(run, order.id);
      return {
        got: `${answerText(answer)}; order then ${status}`,
        pass: answer.status === 400 && status === order.status.id,
      };
    },
  );
  await withoutFtpUrl(run, s);
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
  await run.check(
    'uploadDeliveryNote of an empty file',
    '400 on file; no delivery note saved',
    async () => {
      const order = (await ordersIn(run, [1, 2]))[0] ?? skip('no order in progress or production');
      const before = await run.send(ordersApi.getOrder, { params: { id: order.id } });
      const answer = await run.send(ordersApi.uploadDeliveryNote, {
        params: { id: order.id },
        body: pdfForm('', 'vide.pdf'),
      });
      const after = await run.send(ordersApi.getOrder, { params: { id: order.id } });
      const note = (a: Answer) => (a.body as { deliveryNoteUrl?: unknown }).deliveryNoteUrl;
      return {
        got: `${answerText(answer)}; delivery note ${note(after) === note(before) ? 'unchanged' : 'changed'}`,
        pass: answer.status === 400 && hasField(answer, 'file') && note(after) === note(before),
      };
    },
    [],
    'uploads.pdf',
  );
  await tooLarge(run, s);
  await bodies(run);
  await formulaEscaped(run, s, stamp);
  await passwordRules(run, stamp);
  await run.check(
    'login and checkUserMail of a switched-off account',
    '401, as for a wrong password; no reset link offered (isExist false)',
    async () => {
      const target = user.value as { id: number; username: string };
      const off = await run.send(op(usersApi.records.setActive), {
        params: { id: target.id },
        body: { isActive: false },
      });
      const login = await logIn(run, { username: target.username, password: passphrase(stamp) });
      const mail = await run.send(authApi.checkUserMail, { token: null, body: { email: target.username } });
      const exists = (mail.body as { isExist?: unknown }).isExist;
      await run.send(op(usersApi.records.setActive), { params: { id: target.id }, body: { isActive: true } });
      return {
        got: `switched off: ${answerText(off)}; login: ${login.text}; checkUserMail: ${answerText(mail)}, isExist ${String(exists)}`,
        pass: off.status === 200 && login.token === null && login.text.startsWith('401') && exists === false,
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
  await resellersInUse(run, s, stamp);
  await run.check(
    'createShape named as a shape the server has, in another case',
    '400 on name: names are unique whatever their case',
    async () => {
      const shape = (await allRows(run, catalogueApi.shapes.list)).find(
        (row) => /[a-z]/i.test(String(row.name)) && !/^conformance/i.test(String(row.name)),
      );
      if (!shape) return skip('no shape of the server’s own with a letter in its name');
      const name = String(shape.name);
      const other = name === name.toUpperCase() ? name.toLowerCase() : name.toUpperCase();
      const answer = await run.send(op(catalogueApi.shapes.create), { body: { name: other } });
      if (answer.status === 201)
        await run.send(op(catalogueApi.shapes.remove), { params: { id: (answer.body as { id: number }).id } });
      return { got: `${other}: ${answerText(answer)}`, pass: answer.status === 400 && hasField(answer, 'name') };
    },
  );
  await ownAccount(run, stamp);
  await throttling(run, stamp);
}

/**
 * docs/rules.md#non-conformity: without the environment configuration's FTP URL the procedure fails
 * (502) and nothing changes. Every configuration the server lists has its FTP URL emptied for the
 * check (which one the server reads is its own affair), then put back as it was read.
 */
async function withoutFtpUrl(run: ConformanceRun, s: Sessions): Promise<void> {
  const configs = settingsApi.environmentConfig;
  await run.check(
    'flagNonConformity while the environment configuration has no FTP URL',
    '502 saying why; the order unchanged; the configuration put back',
    async () => {
      const rows = await allRows(run, configs.list);
      if (!rows.length || rows.length > 5) skip(`${rows.length} environment configurations (1 to 5 expected)`);
      const order =
        (await ordersIn(run, [0, 1, 2])).find((o) => o.resellerId === s.resellerId && !o.cancellationPending) ??
        skip('no order of the reseller in 0, 1 or 2');
      const read = await Promise.all(
        rows.map(async (row) => (await run.send(op(configs.get), { params: { id: row.id as number } })).body as Json),
      );
      const emptied = [];
      for (const config of read)
        emptied.push(
          await run.send(op(configs.update), { params: { id: config.id as number }, body: { ...config, ftpUrl: '' } }),
        );
      run.expectServerError(502);
      const answer = await run.send(requestsApi.flagNonConformity, {
        body: { orderId: order.id, reason: 'low-resolution', commentAdmin: 'conformance check' },
      });
      const restored = [];
      for (const config of read)
        restored.push(await run.send(op(configs.update), { params: { id: config.id as number }, body: config }));
      const status = await statusNow(run, order.id);
      return {
        got: `emptied: ${emptied.map(answerText).join(', ')}; ${answerText(answer)}; order then ${status}; put back: ${restored.map(answerText).join(', ')}`,
        pass:
          emptied.every((a) => a.status === 200) &&
          answer.status === 502 &&
          status === order.status.id &&
          restored.every((a) => a.status === 200),
      };
    },
  );
}

/**
 * docs/rules.md#validation: a reseller with orders or quote users is not deleted. The one with users
 * is made by the run (a prospect and one quote user of it), then deleted with its user; the one with
 * orders is another reseller than the run's.
 */
async function resellersInUse(run: ConformanceRun, s: Sessions, stamp: number): Promise<void> {
  const resellers = op(resellersApi.records.remove);
  await run.check('deleteReseller of a reseller with a quote user', '400; then its user and it deleted', async () => {
    const reseller = await run.send(op(resellersApi.records.create), {
      body: {
        username: `conformance-${stamp}-in-use@example.com`,
        firstname: 'Conformance',
        lastname: 'In use',
        company: `Conformance ${stamp} in use`,
        isProspect: true,
      },
    });
    const resellerId = (reseller.body as { id?: number }).id;
    if (reseller.status !== 201 || resellerId === undefined)
      return { got: `reseller: ${answerText(reseller)}`, pass: false };
    const user = await run.send(op(usersApi.records.create), {
      body: {
        username: `conformance-${stamp}-quote-user@example.com`,
        firstname: 'Conformance',
        lastname: 'Quote user',
        roles: ['ROLE_RESELLER_FRONT'],
        isActive: true,
        password: passphrase(stamp),
        parent: resellerId,
      },
    });
    const userId = (user.body as { id?: number }).id;
    const refused = await run.send(resellers, { params: { id: resellerId } });
    const cleanup = [
      userId === undefined ? null : await run.send(op(usersApi.records.remove), { params: { id: userId } }),
      refused.status === 204 ? null : await run.send(resellers, { params: { id: resellerId } }),
    ];
    return {
      got: `user: ${answerText(user)}; delete the reseller: ${answerText(refused)}; then ${cleanup.map((a) => (a ? answerText(a) : '-')).join(', ')}`,
      pass: user.status === 201 && refused.status === 400 && cleanup.every((a) => a?.status === 204),
    };
  });
  await run.refused(
    'deleteReseller of a reseller with orders',
    400,
    '400: its orders would lose their owner',
    async () => {
      const owners = [...new Set((await ordersIn(run, [0, 1, 2, 3, 99, 100])).map((o) => o.resellerId))].filter(
        (id): id is number => id !== null && id !== s.resellerId,
      );
      // One without quote users if there is one: then its orders alone stand in the way.
      let owner = owners[0] ?? skip('no order of another reseller than the run’s');
      for (const id of owners.slice(0, 10)) {
        const users = await run.send(op(usersApi.records.list), { query: { _resellerId: String(id), _limit: '1' } });
        if (rowsOf(users).length === 0) {
          owner = id;
          break;
        }
      }
      return run.send(resellers, { params: { id: owner } });
    },
  );
}

/**
 * docs/rules.md#validation: nobody deletes or switches off their own account. Tried by an admin the
 * run creates for it (never the run's own admin), deleted afterwards.
 */
async function ownAccount(run: ConformanceRun, stamp: number): Promise<void> {
  const username = `conformance-${stamp}-own@example.com`;
  const created = await run.check<{ id: number; token: string }>(
    'createUser of an admin, logged in',
    '201, then its login',
    async () => {
      const answer = await run.send(op(usersApi.records.create), {
        body: {
          username,
          firstname: 'Conformance',
          lastname: 'Own account',
          roles: ['ROLE_ADMIN'],
          isActive: true,
          password: passphrase(stamp),
        },
      });
      const id = (answer.body as { id?: number }).id;
      const login = await logIn(run, { username, password: passphrase(stamp) });
      return {
        got: `${answerText(answer)}; login: ${login.text}`,
        pass: answer.status === 201 && id !== undefined && login.token !== null,
        value: { id: id as number, token: login.token as string },
      };
    },
  );
  await run.refused(
    'setUserActive of one’s own account, switched off',
    403,
    '403: not one’s own',
    () => {
      const { id, token } = created.value!;
      return run.send(op(usersApi.records.setActive), { token, params: { id }, body: { isActive: false } });
    },
    [created],
  );
  await run.refused(
    'deleteUser of one’s own account',
    400,
    '400: not one’s own',
    () => {
      const { id, token } = created.value!;
      return run.send(op(usersApi.records.remove), { token, params: { id } });
    },
    [created],
  );
  await run.check(
    'deleteUser of that admin, by the run’s admin',
    '204',
    async () => {
      const answer = await run.send(op(usersApi.records.remove), { params: { id: created.value!.id } });
      return { got: answerText(answer), pass: answer.status === 204 };
    },
    [created],
  );
}

/**
 * docs/rules.md#uploads, #margin-price-csv: a file over its size is a 413 and nothing is saved. The
 * PDF is one by its content and the CSV's lines are all bad, so a server that skipped the size check
 * would answer otherwise (201, or a 400 on the lines).
 */
async function tooLarge(run: ConformanceRun, s: Sessions): Promise<void> {
  const MB = 1024 * 1024;
  await run.check('uploadDeliveryNote of a PDF over 20 MB', '413; no delivery note saved', async () => {
    const order = (await ordersIn(run, [1, 2]))[0] ?? skip('no order in progress or production');
    const note = async () =>
      ((await run.send(ordersApi.getOrder, { params: { id: order.id } })).body as { deliveryNoteUrl?: unknown })
        .deliveryNoteUrl;
    const before = await note();
    const pdf = `%PDF-1.4\n%${' '.repeat(20 * MB)}\n%%EOF\n`;
    const answer = await run.send(ordersApi.uploadDeliveryNote, {
      params: { id: order.id },
      body: pdfForm(pdf, 'big.pdf'),
    });
    const after = await note();
    return {
      got: `${answerText(answer)}; delivery note ${after === before ? 'unchanged' : 'changed'}`,
      pass: answer.status === 413 && after === before,
    };
  });
  run.as(s.resellerToken);
  await run.check('uploadMarginPrices of a CSV over 2 MB', '413; the grid unchanged', async () => {
    const before = await gridLines(run);
    const line = 'NO-SUCH-SCENARIO-UID;500;10';
    const lines = Array.from({ length: Math.ceil((2 * MB) / line.length) + 1 }, () => line);
    const answer = await run.send(marginPricesApi.uploadMarginPrices, { body: csvForm(lines) });
    const after = await gridLines(run);
    return {
      got: `${answerText(answer)}; grid ${JSON.stringify(after) === JSON.stringify(before) ? 'unchanged' : 'changed'}`,
      pass: answer.status === 413 && JSON.stringify(after) === JSON.stringify(before),
    };
  });
  run.as(s.adminToken);
}

/**
 * docs/api/README.md#bodies-and-answers: a body that does not parse is a 400 naming `body`, one over
 * 1 MB a 413 naming it; a shape a broken server made of either is deleted again.
 */
async function bodies(run: ConformanceRun): Promise<void> {
  const shapes = catalogueApi.shapes;
  const removeIfMade = async (answer: Answer) => {
    const id = (answer.body as { id?: unknown } | null)?.id;
    if (answer.status === 201 && typeof id === 'number') await run.send(op(shapes.remove), { params: { id } });
  };
  for (const [call, status, raw, rule] of [
    ['createShape with JSON that does not parse', 400, '{"name": "Conformance', 'bodies.malformed'],
    [
      'createShape with a JSON body over 1 MB',
      413,
      JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 16) }),
      'bodies.limit',
    ],
  ] as const) {
    await run.check(
      call,
      `${status} naming body`,
      async () => {
        const answer = await run.send(op(shapes.create), { raw });
        await removeIfMade(answer);
        return { got: answerText(answer), pass: answer.status === status && hasField(answer, 'body') };
      },
      [],
      rule,
    );
  }
}

/**
 * docs/rules.md#exports: a text cell starting a formula gets an apostrophe in front. The run's
 * reseller's company is made one (`=Conformance-…`) for a quote export, then put back as it was read.
 */
async function formulaEscaped(run: ConformanceRun, s: Sessions, stamp: number): Promise<void> {
  await run.check(
    'exportQuotes (csv) of a company starting with =',
    "every such cell escaped with an apostrophe ('=…); the company put back",
    async () => {
      const records = resellersApi.records;
      const read = (await run.send(op(records.get), { params: { id: s.resellerId } })).body as Json;
      const formula = `=Conformance-${stamp}`;
      const changed = await run.send(op(records.update), {
        params: { id: s.resellerId },
        body: { ...read, company: formula },
      });
      const exported = await run.send(quotesApi.exportQuotes, {
        body: { type: 'csv', propertiesToExport: ['id', 'company'] },
      });
      const restored = await run.send(op(records.update), { params: { id: s.resellerId }, body: read });
      const parts = String(exported.body).split(formula);
      const cells = parts.length - 1;
      const bare = parts.slice(0, -1).filter((before) => !before.endsWith("'")).length;
      return {
        got: `company: ${answerText(changed)}; export: ${exported.status}, ${cells} cells ${formula}, ${bare} not escaped; put back: ${answerText(restored)}`,
        pass: changed.status === 200 && exported.status === 200 && cells > 0 && bare === 0 && restored.status === 200,
      };
    },
  );
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
