import { beforeEach, describe, expect, it } from 'vitest';
import { MockBackend } from '../../backend';
import type { ApiError } from '../shared/api-error';
import type { CallContext } from '../shared/context';
import { perResellerListRequest } from '../../handlers/list-requests';

let backend: MockBackend;
let uid: string;
const as = (username: string): CallContext => {
  const caller = backend.db.collections.users.findFirst((q) => q.where({ username }));
  if (!caller) throw new Error(`no ${username}`);
  return { caller, locale: 'en' };
};
const form = (text: string) => {
  const data = new FormData();
  data.append('file', new Blob([text]), 'grid.csv');
  return data;
};
const refusal = (ctx: CallContext, text: string) =>
  backend.marginPrices.upload(ctx, form(text)).then(
    () => null,
    (e: unknown) => e as ApiError,
  );

beforeEach(async () => {
  backend = await MockBackend.seeded();
  uid = backend.db.collections.scenarios.all()[0]!.uid;
});

describe('MarginPricesService', () => {
  it("scopes a reseller's list to its own grid", () => {
    const mine = backend.marginPrices.list(as('reseller@demo.local'), perResellerListRequest({ _limit: '100' }));
    const other = backend.marginPrices.list(as('reseller2@demo.local'), perResellerListRequest({ _limit: '100' }));
    expect(mine.total).toBe(12);
    const ids = new Set(mine.list.map((r) => r.id));
    expect(other.list.some((r) => ids.has(r.id))).toBe(false);
  });
  it('replaces the whole grid, and only the uploader’s', async () => {
    const reseller = as('reseller@demo.local');
    const otherBefore = backend.marginPrices.list(
      as('reseller2@demo.local'),
      perResellerListRequest({ _limit: '100' }),
    );
    expect(await backend.marginPrices.upload(reseller, form(`scenario_uid;quantity;marge\n${uid};100;5\n`))).toEqual({
      imported: 1,
    });
    expect(backend.marginPrices.list(reseller, {}).total).toBe(1);
    expect(backend.marginPrices.list(as('reseller2@demo.local'), perResellerListRequest({ _limit: '100' }))).toEqual(
      otherBefore,
    );
  });
  it('refuses a bad file with every bad line by number, in the caller’s language, and applies nothing', async () => {
    const reseller = as('reseller@demo.local');
    const before = backend.marginPrices.list(reseller, perResellerListRequest({ _limit: '100' }));
    const error = await refusal(
      reseller,
      `scenario_uid;quantity;marge\nNOPE;1;1\n${uid};abc;1\n${uid};7;1001\n${uid};5;1\n${uid};5;2\n`,
    );
    expect(error?.status).toBe(400);
    expect(error?.body.message).toBe('File refused: 4 error(s), nothing was imported.');
    expect(error?.body.errors).toEqual([
      { field: 'line 2', message: 'Unknown scenario: NOPE.' },
      { field: 'line 3', message: 'Invalid quantity "abc": a positive integer is expected.' },
      { field: 'line 4', message: 'Invalid margin "1001": between 0 and 1000 expected.' },
      { field: 'line 6', message: `Duplicate of line 5 (${uid} × 5).` },
    ]);
    expect(backend.marginPrices.list(reseller, perResellerListRequest({ _limit: '100' }))).toEqual(before);
  });
  it('refuses a missing file, an empty file and a wrong header', async () => {
    const reseller = as('reseller@demo.local');
    const missing = (await backend.marginPrices.upload(reseller, new FormData()).catch((e: unknown) => e)) as ApiError;
    expect(missing.body.errors).toEqual([{ field: 'file', message: 'Choose a file.' }]);
    expect((await refusal(reseller, ''))?.body.errors?.[0]?.field).toBe('file');
    expect((await refusal(reseller, 'a;b;c\n'))?.body.errors?.[0]?.field).toBe('line 1');
  });
  it('lets only a reseller upload (403 to staff)', async () => {
    expect((await refusal(as('admin@demo.local'), 'x'))?.status).toBe(403);
    expect((await refusal(as('reader@demo.local'), 'x'))?.status).toBe(403);
  });
});
