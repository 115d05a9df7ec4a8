import assert from 'node:assert/strict';
import { WAITING_COUNTS } from '../../src/application/requests/requests.tokens';
import type { WaitingCount } from '../../src/application/requests/requests.use-cases';
import type { CountedRequests } from '../../src/domain/requests/waiting-counts';
import { can } from '../../src/domain/session/can';
import { french } from './i18n';
import type { BackOfficeWorld } from './world';

/**
 * The sidebar's counts of what waits (docs/product.md#what-the-sidebar-counts) as each account sees
 * them: noted, then compared, and checked against the requests the server holds.
 */
export class WaitingCountsContext {
  private readonly noted = new Map<string, number>();

  constructor(private readonly world: BackOfficeWorld) {}

  private read(list: CountedRequests): Promise<WaitingCount | null> {
    return this.world.use(WAITING_COUNTS).execute(list);
  }

  private key(list: CountedRequests): string {
    return `${this.world.currentLogin}:${list}`;
  }

  async note(list: CountedRequests): Promise<void> {
    const shown = await this.read(list);
    assert.ok(shown, `${this.world.currentLogin} has no count of ${list}`);
    this.noted.set(this.key(list), shown.count);
  }

  async assertChangedBy(list: CountedRequests, delta: number): Promise<void> {
    const before = this.noted.get(this.key(list));
    assert.ok(typeof before === 'number', 'no count was noted for this account');
    const now = await this.read(list);
    assert.equal(now?.count, before + delta);
    assert.equal(now.count, this.waitingOnServer(list), 'the count is not the number of requests waiting');
  }

  async assertNone(list: CountedRequests): Promise<void> {
    assert.equal(await this.read(list), null);
  }

  /** `shown` as the sidebar reads it out, N standing for the number ("N en attente des revendeurs"). */
  async assertShownAs(list: CountedRequests, shown: string): Promise<void> {
    const now = await this.read(list);
    assert.ok(now, `${this.world.currentLogin} has no count of ${list}`);
    const text = french(`requests.waitingCounts.${list}.${now.awaiting}`, { count: now.count });
    assert.equal(text, shown.replace(/\bN\b/, String(now.count)));
  }

  /** The requests waiting that the account may see: its own for a reseller, every one for staff. */
  private waitingOnServer(list: CountedRequests): number {
    const account = this.world.account(this.world.currentLogin);
    const { orderNotConformities, orderRequestCancels } = this.world.backend.db.collections;
    const waiting =
      list === 'non-conformities'
        ? orderNotConformities.all().filter((r) => r.status === 'waiting')
        : orderRequestCancels.all().filter((r) => r.status === 'pending');
    const subject = list === 'non-conformities' ? 'non-conformity' : 'cancel-request';
    return can(account, 'read-all', subject)
      ? waiting.length
      : waiting.filter((r) => r.resellerId === account.id).length;
  }
}

export const waitingCounts = (world: BackOfficeWorld): WaitingCountsContext => world.area(WaitingCountsContext);
