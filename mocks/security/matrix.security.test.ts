/**
 * API security matrix (docs/architecture.md#tests): every route of the mock API × every kind of caller,
 * one case per cell, generated from the declarative table of ./endpoint-matrix. A refused write must
 * change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_OPERATIONS } from '../../src/api/index';
import { routePattern } from '../../src/api/operation';
import { can } from '../../src/domain/session/can';
import type { Role } from '../../src/domain/users/role';
import { MATRIX, type Access, type MatrixRow } from './endpoint-matrix';
import { ApiHarness, idsIn, registeredRoutes, RESELLER_ID, type Answer, type Who } from './harness';

type Column = 'no token' | 'reader' | 'reseller' | "reseller → other's" | 'admin';
const COLUMNS: readonly Column[] = ['no token', 'reader', 'reseller', "reseller → other's", 'admin'];
const WRITES: readonly Access[] = ['admin', 'owner', 'account', 'reseller'];

/**
 * May a caller of this role make calls of this access kind? The domain's table answers
 * (`can`, src/domain/session/can.ts), the one the mock API refuses with: the matrix does not keep a copy.
 */
const mayCall = (role: Role, access: Exclude<Access, 'absent'>): boolean =>
  can({ id: 0, roles: [role] }, 'call', `${access}-operation`);

/** What a cell expects, as shown in the printed table; null: the cell does not apply. */
function expectation(row: MatrixRow, column: Column): string | null {
  const { access } = row;
  switch (column) {
    case 'no token':
      return access === 'open' ? 'open' : '401';
    case 'reader':
      if (access === 'open') return null;
      if (access === 'self') return selfAnswer(row);
      if (access === 'absent') return '404';
      // Its own record's login and password only: the matrix's record is another account's.
      if (access === 'account') return '403';
      return mayCall('ROLE_READER', access) ? '2xx' : '403';
    case 'reseller':
      if (access === 'open') return null;
      if (access === 'self') return selfAnswer(row);
      if (access === 'absent') return '404';
      if (!mayCall('ROLE_RESELLER', access)) return '403';
      // A write it may make is sent with a body refused (400), so nothing changes.
      if (WRITES.includes(access)) return row.resellerAnswer ?? '400';
      return '2xx';
    case "reseller → other's":
      if (row.other) return '404';
      if (row.owners) return 'own rows';
      if (row.route.startsWith('POST /admin/dashboard/')) return 'own figures';
      return null;
    case 'admin':
      if (access === 'absent') return '404';
      if (access === 'self') return selfAnswer(row);
      // The admin's cells are its reads and session calls only.
      if (access === 'open' || WRITES.includes(access)) return null;
      return mayCall('ROLE_ADMIN', access) ? '2xx' : '403';
  }
}

/**
 * A caller's own settings (docs/lists.md): every back-office role reads its own; each write is sent
 * refused (a bad body, or a view id that is not the caller's) so that nothing changes.
 */
function selfAnswer(row: MatrixRow): string {
  return methodOf(row) === 'GET' ? '2xx' : (row.resellerAnswer ?? '400');
}

/** Does the cell send a write that must be refused and leave the data as it was? */
const refusedWrite = (row: MatrixRow, column: Column): boolean =>
  (WRITES.includes(row.access) && column !== 'admin') || (row.access === 'self' && methodOf(row) !== 'GET');

const ROUTE_PARAM = /:[A-Za-z]+/;
const pathOf = (row: MatrixRow): string => row.path ?? row.route.split(' ')[1]!;
const methodOf = (row: MatrixRow): string => row.route.split(' ')[0]!;

describe('security matrix: every endpoint × role (docs/access.md#access-kinds-of-the-api-contract)', () => {
  let api: ApiHarness;
  const results = new Map<string, string>();
  let before: Record<string, string> = {};

  beforeAll(async () => {
    api = await ApiHarness.start();
    before = api.fingerprints();
  }, 30_000);

  afterAll(() => {
    const table = MATRIX.map((row) => {
      const line: Record<string, string> = { endpoint: row.route, access: row.access };
      for (const column of COLUMNS) line[column] = results.get(`${row.route}|${column}`) ?? '—';
      return line;
    });
    const cells = [...results.values()].length;
    console.log(
      `Security matrix: ${MATRIX.length} endpoints × ${COLUMNS.length} callers, ${cells} cells run, ` +
        `${api.answers.checked} answers checked against the OpenAPI document\n` +
        formatTable(table),
    );
  });

  it('has a row for every route the mock API mounts, and no row for a route it does not', () => {
    const mounted = registeredRoutes(api.handlers);
    const listed = MATRIX.map((row) => row.route);
    expect(mounted.filter((route) => !listed.includes(route))).toEqual([]);
    expect(listed.filter((route) => !mounted.includes(route))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
    for (const row of MATRIX) expect(pathOf(row), row.route).not.toMatch(ROUTE_PARAM);
  });

  const cases = MATRIX.flatMap((row) =>
    COLUMNS.map((column) => ({ row, column, expected: expectation(row, column) })).filter(
      (c): c is { row: MatrixRow; column: Column; expected: string } => c.expected !== null,
    ),
  );

  it.each(cases.map((c) => [`${c.row.route} — ${c.column} → ${c.expected}`, c] as const))('%s', async (_name, c) => {
    const { column, expected } = c;
    const row: MatrixRow = {
      ...c.row,
      path: api.resolve(pathOf(c.row)),
      own: c.row.own && api.resolve(c.row.own),
      other: c.row.other && api.resolve(c.row.other),
      body: api.resolve(c.row.body),
    };
    const method = methodOf(row);
    const writesBefore = api.writeCount;
    const checksWrite = refusedWrite(row, column);
    // The records the row names (the final case compares the whole database once more).
    const ids = idsIn(`${pathOf(row)} ${row.own ?? ''} ${row.other ?? ''}`, row.body);
    const fingerprintBefore = checksWrite ? api.fingerprint(ids) : '';
    let answer: Answer;
    switch (column) {
      case 'no token':
        answer = await api.call(method, pathOf(row), { body: row.body, query: row.query });
        break;
      case 'reader':
      case 'admin': {
        const token = await tokenFor(api, row, column);
        const body = row.route === 'POST /admin/auth-user' ? { token } : row.body;
        const path = (await ownSessionPath(api, row, column)) ?? pathOf(row);
        answer = await api.call(method, path, { token, body, query: row.query });
        break;
      }
      case 'reseller': {
        const token = await tokenFor(api, row, 'reseller');
        const body = row.route === 'POST /admin/auth-user' ? { token } : row.body;
        const path = (await ownSessionPath(api, row, 'reseller')) ?? row.own ?? pathOf(row);
        answer = await api.call(method, path, { token, body, query: row.query });
        break;
      }
      case "reseller → other's":
        answer = await otherCall(api, row);
        break;
    }
    results.set(`${row.route}|${column}`, `${answer.status}${expected.includes('own') ? ' ' + expected : ''}`);

    if (expected === 'open') {
      expect(answer.status, 'an open route needs no token').not.toBe(401);
      expect(answer.status).toBeLessThan(500);
    } else if (expected === '2xx' || expected === 'own rows' || expected === 'own figures') {
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBeGreaterThanOrEqual(200);
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBeLessThan(300);
    } else {
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(Number(expected));
    }
    expect(leaksIn(api, column, answer), 'nothing leaks').toEqual([]);
    if (expected === 'own rows') {
      // Asked for reseller 14's rows: none of them comes back…
      expect(row.owners!(answer.body, api.backend).filter((owner) => owner !== RESELLER_ID)).toEqual([]);
      // …and without the filter the reseller sees rows, every one its own.
      const plain = await api.call(method, pathOf(row), { token: api.tokens.reseller, query: { _limit: '100' } });
      const owners = row.owners!(plain.body, api.backend);
      expect(owners.length, 'the reseller sees its own rows').toBeGreaterThan(0);
      expect(owners.filter((owner) => owner !== RESELLER_ID)).toEqual([]);
    }
    if (expected === 'own figures') {
      const own = await api.call(method, pathOf(row), { token: api.tokens.reseller, body: row.body });
      expect(answer.body).toEqual(own.body);
      const staff = await api.call(method, pathOf(row), { token: api.tokens.admin, body: row.body });
      expect(answer.body).not.toEqual(staff.body);
    }
    if (checksWrite) {
      expect(api.writeCount, 'a refused write stores nothing').toBe(writesBefore);
      expect(api.fingerprint(ids) === fingerprintBefore, 'a refused write leaves the data unchanged').toBe(true);
    }
  });

  it('left the data exactly as seeded after every refused call', () => {
    const after = api.fingerprints();
    expect(Object.keys(after).filter((name) => after[name] !== before[name])).toEqual([]);
  });

  it('answered every cell as the OpenAPI document says, refusals included', async () => {
    expect(await api.answers.problems()).toEqual([]);
  });

  it('gives each route the access its operation declares in src/api', () => {
    const declared = new Map(MOCK_OPERATIONS.map((op) => [`${op.method.toUpperCase()} ${routePattern(op.path)}`, op]));
    const differ = MATRIX.flatMap((row) => {
      const op = declared.get(row.route);
      if (!op) return [`${row.route}: no operation`];
      // The demo sandbox is a reseller's call in the matrix: it writes the caller's own data.
      const access = op.access === 'demo' ? 'reseller' : op.access;
      return access === row.access ? [] : [`${row.route}: matrix ${row.access}, contract ${op.access}`];
    });
    expect(differ).toEqual([]);
  });
});

/**
 * The session dimension (docs/api/README.md#authentication): on every route but the open ones, a
 * token that no longer holds is a 401 "Session expired.", whatever the call: idle past its timeout
 * (the server's clock moved on), logged out, revoked by a password change, or of an account
 * switched off. And a throttled login is a 429 with Retry-After.
 */
const DEAD_TOKENS = [
  'expired (idle)',
  'revoked by logout',
  'revoked by a password change',
  'of a switched-off account',
] as const;
type DeadToken = (typeof DEAD_TOKENS)[number];

describe('security matrix, session dimension: dead tokens on every route, a throttled login', () => {
  let api: ApiHarness;
  /** Tokens revoked once for every case (a revoked session is forgotten at once). */
  const revoked: Partial<Record<DeadToken, string>> = {};
  const counts = new Map<DeadToken, number>();

  beforeAll(async () => {
    api = await ApiHarness.start();
    // A reseller changes its own password in one session: its other sessions end.
    const victim = (await logIn(api, 'reseller')).token;
    const changer = (await logIn(api, 'reseller')).token;
    await sessionIdOf(api, victim);
    const profile = (await api.call('GET', `/admin/resellers/${RESELLER_ID}`, { token: changer })).body as {
      country: { id: number } | null;
    };
    const changed = await api.call('PUT', `/admin/resellers/${RESELLER_ID}`, {
      token: changer,
      body: { ...profile, country: profile.country?.id ?? null, password: 'welcome-2026', currentPassword: 'demo' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    revoked['revoked by a password change'] = victim;
    // The admin switches another admin's account off (the super-admin's is not its to switch off).
    const otherAdmin = api.backend.db.collections.users.findFirst((q) =>
      q.where(
        (u) => u.roles[0] === 'ROLE_ADMIN' && u.isActive && u.rights.length === 0 && u.username !== 'admin@demo.local',
      ),
    )!;
    const switched = (
      await api.call('POST', '/login', {
        body: { username: otherAdmin.username, password: 'demo', options: { value: 'bo-front' } },
      })
    ).body as { token: string };
    await sessionIdOf(api, switched.token);
    const off = await api.call('PUT', `/admin/users/active/${otherAdmin.id}`, {
      token: api.tokens.admin,
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    revoked['of a switched-off account'] = switched.token;
  }, 30_000);

  afterAll(() => {
    console.log(
      `Session dimension: ${[...counts].map(([kind, n]) => `${n} routes × ${kind} → 401`).join(', ')}; ` +
        `${api.answers.checked} answers checked against the OpenAPI document`,
    );
  });

  /** A token of `kind`, made for the case where a lazy check could hide behind an earlier one. */
  async function deadToken(kind: DeadToken): Promise<string> {
    if (kind === 'expired (idle)') {
      // A fresh session, alive, then the server's clock moves past the idle timeout (30 min).
      const { token } = await logIn(api, 'admin');
      await sessionIdOf(api, token);
      api.backend.clock.advance(31 * 60_000);
      return token;
    }
    if (kind === 'revoked by logout') {
      const { token } = await logIn(api, 'reader');
      await sessionIdOf(api, token);
      expect((await api.call('POST', '/logout', { token })).status).toBe(204);
      return token;
    }
    return revoked[kind]!;
  }

  const cases = MATRIX.filter((row) => row.access !== 'open').flatMap((row) =>
    DEAD_TOKENS.map((kind) => [`${row.route} — a token ${kind} → 401`, row, kind] as const),
  );

  it.each(cases)('%s', async (_name, row, kind) => {
    const token = await deadToken(kind);
    const path = api.resolve(pathOf(row));
    const body = row.route === 'POST /admin/auth-user' ? { token } : api.resolve(row.body);
    const answer = await api.call(methodOf(row), path, { token, body, query: row.query });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 200)).toBe(401);
    expect(answer.body).toEqual({ message: 'Session expirée.' });
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  });

  it('answers a throttled login with a 429 and Retry-After, the right password included', async () => {
    for (let i = 0; i < 5; i++) expect((await logIn(api, 'reseller2', 'wrong')).status).toBe(401);
    const throttled = await logIn(api, 'reseller2');
    expect(throttled.status).toBe(429);
    expect(throttled.headers?.get('retry-after')).toBe('30');
    expect(throttled.token).toBe('');
    api.backend.clock.advance(30_000);
    expect((await logIn(api, 'reseller2')).status).toBe(200);
  });

  it('answered every dead-token call as the OpenAPI document says', async () => {
    expect(await api.answers.problems()).toEqual([]);
  });
});

/**
 * What a caller must never read: a `password` field, other callers' session tokens, the
 * configuration's secrets unless admin, other resellers' API tokens for a reseller, and any
 * reseller's keys for the reader (docs/access.md#the-reader).
 */
function leaksIn(api: ApiHarness, column: Column, answer: Answer): string[] {
  if (answer.body instanceof ArrayBuffer || answer.body === null) return [];
  const text = JSON.stringify(answer.body);
  const found: string[] = [];
  if (/"password"\s*:/.test(text)) found.push('a password field');
  const own = column === 'admin' ? api.tokens.admin : column === 'reader' ? api.tokens.reader : api.tokens.reseller;
  for (const [who, token] of Object.entries(api.tokens)) {
    if (token !== own && text.includes(token)) found.push(`${who}'s session token`);
  }
  if (column !== 'admin') {
    for (const config of api.backend.db.collections.configEnv.all()) {
      for (const secret of [config.ftpPassword, config.trackingApiToken]) {
        if (secret && text.includes(secret)) found.push('a configuration secret');
      }
    }
  }
  if (column === 'reader') {
    for (const reseller of api.backend.db.collections.resellers.all()) {
      for (const secret of [reseller.apiToken, reseller.thetisKey]) {
        if (secret && text.includes(secret)) found.push(`reseller ${reseller.id}'s key`);
      }
    }
  }
  if (column === 'reseller' || column === "reseller → other's") {
    for (const reseller of api.backend.db.collections.resellers.all()) {
      if (reseller.id !== RESELLER_ID && text.includes(reseller.apiToken))
        found.push(`reseller ${reseller.id}'s API token`);
    }
  }
  return found;
}

/** The token of a column; a session route gets a fresh session so logging it out harms no other case. */
async function tokenFor(api: ApiHarness, row: MatrixRow, who: 'admin' | 'reader' | 'reseller'): Promise<string> {
  if (row.route !== 'POST /logout') return api.tokens[who];
  const answer = await api.call('POST', '/login', {
    body: { username: `${who}@demo.local`, password: 'demo', options: { value: 'bo-front' } },
  });
  return (answer.body as { token: string }).token;
}

/** A fresh session of `who`: its token. */
async function logIn(api: ApiHarness, who: Who, password = 'demo'): Promise<Answer & { token: string }> {
  const answer = await api.call('POST', '/login', {
    body: { username: `${who}@demo.local`, password, options: { value: 'bo-front' } },
  });
  return { ...answer, token: (answer.body as { token?: string } | null)?.token ?? '' };
}

/** The opaque id of a token's session (GET /me/session). */
async function sessionIdOf(api: ApiHarness, token: string): Promise<string> {
  const answer = await api.call('GET', '/me/session', { token });
  expect(answer.status).toBe(200);
  return (answer.body as { id: string }).id;
}

/** Ending one's own session: the path of a session of `who` opened for the case (null for other routes). */
async function ownSessionPath(api: ApiHarness, row: MatrixRow, who: Who): Promise<string | null> {
  if (row.route !== 'DELETE /me/sessions/:sessionId') return null;
  return `/me/sessions/${await sessionIdOf(api, (await logIn(api, who)).token)}`;
}

/** Reseller 7 reaching for reseller 14's records: by id, or by `_resellerId=14` on a list. */
async function otherCall(api: ApiHarness, row: MatrixRow): Promise<Answer> {
  const token = api.tokens.reseller;
  if (row.route === 'DELETE /me/sessions/:sessionId') {
    const theirs = (await logIn(api, 'reseller2')).token;
    const answer = await api.call('DELETE', `/me/sessions/${await sessionIdOf(api, theirs)}`, { token });
    expect((await api.call('GET', '/me/session', { token: theirs })).status, 'their session lives on').toBe(200);
    return answer;
  }
  if (row.other) {
    const body = row.route === 'POST /order_request_cancels' ? { order: api.ids.order14, comment: 'x' } : row.body;
    return api.call(methodOf(row), row.other, { token, body, query: row.query });
  }
  if (row.route.startsWith('POST /admin/dashboard/')) {
    return api.call(methodOf(row), pathOf(row), { token, body: { ...(row.body as object), _resellerId: 14 } });
  }
  return api.call(methodOf(row), pathOf(row), { token, query: { ...row.query, _resellerId: '14', _limit: '100' } });
}

function formatTable(rows: readonly Record<string, string>[]): string {
  const headers = Object.keys(rows[0] ?? {});
  const widths = headers.map((h) => Math.max(h.length, ...rows.map((r) => (r[h] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  return [
    line(headers),
    widths.map((w) => '-'.repeat(w)).join('-|-'),
    ...rows.map((r) => line(headers.map((h) => r[h] ?? ''))),
  ].join('\n');
}
