import assert from 'node:assert/strict';
import { EVENT_STREAM } from '../../src/application/events/event-stream.port';
import type { LiveEvent } from '../../src/domain/events/live-event';
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
