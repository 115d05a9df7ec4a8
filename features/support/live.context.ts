import assert from 'node:assert/strict';
import { EVENT_STREAM } from '../../src/application/events/event-stream.port';
import { LIVE_EVENTS } from '../../src/application/events/events.tokens';
import { NOTIFICATION_FEED } from '../../src/application/notifications/notification-feed.port';
import type { LiveEvent } from '../../src/domain/events/live-event';
import { seededOrders } from './seeded-orders';
import { newestFirst } from './text';
import type { BackOfficeWorld } from './world';

/**
 * The live updates of the user logged in (docs/api/README.md#events), read as the app reads them:
 * through its event stream port, over the profile's adapter. A connection lost, changes made
 * meanwhile, the connection back with the last id received.
 */
export class LiveContext {
  private lastEventId: string | null = null;
  /** What the stream said once back, up to its `ready`. */
  private resumed: LiveEvent['type'][] = [];

  constructor(private readonly world: BackOfficeWorld) {}

  /** Opens the stream, reads it to its `ready` and loses the connection, keeping the last id. */
  async loseConnection(): Promise<void> {
    const open = await this.world.use(EVENT_STREAM).open(null);
    for (let next = await open.next(); next; next = await open.next()) {
      if (next.id !== null) this.lastEventId = next.id;
      if (next.event.type === 'ready') break;
    }
    await open.close();
    assert.ok(this.lastEventId, 'the stream gave no id');
  }

  /** `count` changes the user may see, made meanwhile: its list settings saved on another device. */
  async changesMeanwhile(count: number): Promise<void> {
    const login = this.world.currentLogin;
    const ctx = { caller: this.world.account(login), locale: 'fr' as const };
    for (let i = 0; i < count; i++) {
      await this.world.backend.listSettings.savePreferences(ctx, { lists: { orders: { pageSize: i % 2 ? 25 : 50 } } });
    }
  }

  /** The connection back, resuming after the last id received: what it says up to `ready`. */
  async connectAgain(): Promise<void> {
    const open = await this.world.use(EVENT_STREAM).open(this.lastEventId);
    this.resumed = [];
    for (let next = await open.next(); next; next = await open.next()) {
      this.resumed.push(next.event.type);
      if (next.event.type === 'ready') break;
    }
    await open.close();
  }

  /**
   * The app of the user logged in reads its notifications (the bell, as a page loads), its live updates
   * not connected yet: the app's one client of the stream, told of the answers as the app's calls make them.
   */
  async readNotificationsFirst(): Promise<void> {
    this.world.use(LIVE_EVENTS);
    await this.world.use(NOTIFICATION_FEED).latest(20);
  }

  /** As an admin, straight on the server: the newest flaggable order of `login` placed in non-conformity. */
  async flagOrderMeanwhile(login: string): Promise<void> {
    const seeded = seededOrders(this.world);
    const order = seeded
      .of(login)
      .filter((o) => seeded.flaggable(o))
      .sort(newestFirst)[0];
    assert.ok(order, `${login} has no order an admin may place in non-conformity`);
    const ctx = { caller: this.world.account('admin@demo.local'), locale: 'fr' as const };
    await this.world.backend.nonConformities.flag(ctx, {
      orderId: order.id,
      reason: 'low-resolution',
      commentAdmin: 'Résolution insuffisante.',
      userId: order.userId,
      resellerId: order.resellerId,
    });
  }

  /**
   * The app's live updates connect (src/application/events/live-events.ts): the types of the events it
   * publishes until a notification, or for `patienceMs` after the stream said it is ready.
   */
  async connectAndWaitForNotification(patienceMs = 2_000): Promise<void> {
    const client = this.world.use(LIVE_EVENTS);
    this.resumed = [];
    await new Promise<void>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const subscription = client.events$.subscribe((event) => {
        this.resumed.push(event.type);
        if (event.type === 'ready' && !timer) timer = setTimeout(done, patienceMs);
        if (event.type === 'notification') done();
      });
      function done() {
        clearTimeout(timer);
        subscription.unsubscribe();
        resolve();
      }
      client.start();
    });
    client.stop();
  }

  assertNotificationReceived(): void {
    assert.ok(this.resumed.includes('notification'), `the live updates gave: ${this.resumed.join(', ') || 'nothing'}`);
  }

  /** Every change missed, each once, then `ready`. */
  assertCaughtUp(count: number): void {
    assert.deepEqual(this.resumed, [...Array.from({ length: count }, () => 'change'), 'ready']);
  }

  /** Told to reload what is shown (docs/screens.md#live-updates), then live again. */
  assertToldToReload(): void {
    assert.deepEqual(this.resumed, ['reload', 'ready']);
  }
}

export const live = (world: BackOfficeWorld): LiveContext => world.area(LiveContext);
