/**
 * What a reseller reads never names nor describes a staff member (docs/access.md#what-each-role-may-do:
 * staff shown by role): its non-conformity requests leave out the admin who made them, as its
 * orders' timelines do, and support working in its account shows in its sessions as support, without
 * the admin's browser. Staff still see who made a request. One seeded backend for the whole file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiHarness, RESELLER_ID } from './harness';

let api: ApiHarness;
beforeAll(async () => {
  api = await ApiHarness.start();
}, 60_000);

interface NonConformityRow {
  readonly orderId: number;
  readonly userId?: number;
}

describe('a reseller is never told which staff member did what', () => {
  it('reads its non-conformity requests without the userId of the admin who made them; staff read it', async () => {
    const mine = await api.call('GET', '/admin/order_not_conformity_list', {
      token: api.tokens.reseller,
      query: { _limit: '100' },
    });
    const rows = (mine.body as { list: NonConformityRow[] }).list;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row, JSON.stringify(row)).not.toHaveProperty('userId');
    const byOrder = await api.call('GET', `/admin/order_not_conformity/${rows[0]!.orderId}`, {
      token: api.tokens.reseller,
    });
    expect(byOrder.status).toBe(200);
    expect(byOrder.body).not.toHaveProperty('userId');

    const staff = await api.call('GET', '/admin/order_not_conformity_list', {
      token: api.tokens.reader,
      query: { _limit: '100', _resellerId: String(RESELLER_ID) },
    });
    const staffRows = (staff.body as { list: NonConformityRow[] }).list;
    expect(staffRows.some((row) => typeof row.userId === 'number')).toBe(true);
  });

  it('lists support working in its account as support, without the admin’s browser, and keeps it from ending it', async () => {
    const admin = await api.call('POST', '/login', {
      body: { username: 'admin@demo.local', password: 'demo', options: { value: 'bo-front' } },
    });
    const adminToken = (admin.body as { token: string }).token;
    const adminId = api.backend.db.collections.users.findFirst((q) => q.where({ username: 'admin@demo.local' }))!.id;
    const connected = await api.call('POST', `/admin/users/connect_as/${adminId}/${RESELLER_ID}`, {
      token: adminToken,
    });
    expect(connected.status).toBe(200);
    const supportToken = (connected.body as { userConnectAsToken: string }).userConnectAsToken;
    // The admin's browser is seen by the server on its calls.
    api.backend.db.collections.tokens.findFirst((q) => q.where({ token: supportToken }))!.userAgent =
      'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';

    const listed = await api.call('GET', '/me/sessions', { token: api.tokens.reseller });
    const rows = (listed.body as { list: { id: string; userAgent: string; support?: boolean; current: boolean }[] })
      .list;
    const support = rows.filter((row) => row.support);
    expect(support).toHaveLength(1);
    expect(support[0]!.userAgent).toBe('');
    expect((await api.call('DELETE', `/me/sessions/${support[0]!.id}`, { token: api.tokens.reseller })).status).toBe(
      404,
    );
    const others = await api.call('POST', '/me/sessions/end-others', { token: api.tokens.reseller });
    expect(others.body).toEqual({ ended: 0 });
    expect((await api.call('GET', '/me/session', { token: supportToken })).status).toBe(200);
  });
});
