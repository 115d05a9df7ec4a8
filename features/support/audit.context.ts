import assert from 'node:assert/strict';
import { assertCount } from './assertions';
import { RECORDS } from '../../src/application/shared/record-tokens';
import { AUDIT_REPOSITORY } from '../../src/application/audit/audit-repository.port';
import type { AuditAction, AuditEntry } from '../../src/domain/audit/audit';
import { toResellerInput } from '../../src/domain/resellers/reseller';
import type { Page } from '../../src/domain/shared/page';
import { orders } from './orders.context';
import type { BackOfficeWorld } from './world';

/** One line of a timeline as a scenario states it: the action, who, and the change it made. */
export interface TimelineLine {
  readonly action: string;
  readonly by: string;
  readonly detail: string;
}

/** The change an entry says, as a scenario writes it: "0 → 1", or the text a request was given. */
function detailOf(entry: AuditEntry): string {
  const change = entry.changes.at(-1);
  if (!change) return '';
  return change.from === null ? String(change.to) : `${String(change.from)} → ${String(change.to)}`;
}

/** The history of an order and the audit page (docs/audit.md), as staff and resellers read them. */
export class AuditContext {
  private timeline: readonly AuditEntry[] = [];
  private page: Page<AuditEntry> | null = null;

  constructor(private readonly world: BackOfficeWorld) {}

  private get audit() {
    return this.world.use(AUDIT_REPOSITORY);
  }

  async readHistoryOfThatOrder(): Promise<void> {
    const order = orders(this.world).openedOrder;
    assert.ok(order, 'no order open');
    this.timeline = await this.audit.orderHistory(order.id);
  }

  assertLastEntries(lines: readonly TimelineLine[]): void {
    const last = this.timeline.slice(-lines.length);
    assert.deepEqual(
      last.map((e) => ({ action: e.action, by: e.actor.username, detail: detailOf(e) })),
      lines.map((l) => ({ action: l.action, by: l.by, detail: l.detail })),
    );
  }

  assertLastIsStatusByTeam(): void {
    const last = this.timeline.at(-1);
    assert.equal(last?.action, 'status');
    assert.deepEqual(last.actor, { id: null, username: '', role: 'ROLE_ADMIN' });
    assert.equal(last.actingAs, null);
  }

  assertActingAs(action: AuditAction, admin: string, reseller: string): void {
    const entry = [...this.timeline].reverse().find((e) => e.action === action);
    assert.ok(entry, `no ${action} entry`);
    assert.equal(entry.actor.username, admin);
    assert.equal(entry.actingAs?.username, reseller);
  }

  /** An admin saves the reseller from its detail page with a new discount. */
  async setDiscount(login: string, discount: number): Promise<void> {
    const id = this.world.account(login).id;
    const reseller = await this.world.use(RECORDS.resellers).get(id);
    await this.world.use(RECORDS.resellers).save({ ...toResellerInput(reseller), discount }, id, reseller.version);
  }

  /** The audit page filtered to one reseller's record. */
  async filterByReseller(login: string): Promise<void> {
    const id = this.world.account(login).id;
    this.page =
      (await this.world.attempt(() =>
        this.audit.list({ page: 1, size: 25, filter: { entity: 'reseller', entityId: id } }),
      )) ?? null;
  }

  /** The audit page filtered to one account's record (a user). */
  async filterByUser(login: string): Promise<void> {
    const id = this.world.account(login).id;
    this.page = await this.audit.list({ page: 1, size: 25, filter: { entity: 'user', entityId: id } });
  }

  /**
   * docs/audit.md#what-is-recorded: the newest entry is a password set through a reset link, by no
   * session (the page shows "Reset link (no session)"), never by the account's owner.
   */
  assertNewestIsPasswordSetByLink(): void {
    const entry = this.page?.items[0];
    assert.ok(entry, 'no entry shown');
    assert.equal(entry.action, 'password-reset');
    assert.deepEqual(entry.actor, { id: null, username: '', role: null });
    assert.deepEqual(
      entry.changes.map((c) => `${c.field}: ${String(c.from)} → ${String(c.to)}`),
      ['resetLink: sent → used', 'password: *** → ***'],
    );
  }

  assertFound(count: number, moreThan: number): void {
    this.world.assertSucceeded();
    assert.ok(this.page, 'the audit page was not opened');
    assertCount(this.page.totalRequest, count, 'the list’s totalRequest (what matches), the step’s number');
    assert.ok(this.page.total > moreThan, `the trail holds ${this.page.total} entries`);
  }

  assertFirstChange(field: string, to: string, by: string): void {
    const entry = this.page?.items[0];
    assert.ok(entry, 'no entry shown');
    assert.equal(entry.actor.username, by);
    const change = entry.changes.find((c) => c.field === field);
    assert.equal(String(change?.to), to);
  }
}

export const audit = (world: BackOfficeWorld): AuditContext => world.area(AuditContext);
