import type { ActivityChannel } from '../../application/session/activity-channel.port';

const KEY = 'bo.activity';

/**
 * The session's last activity in localStorage (`bo.activity`, milliseconds since the epoch): every
 * tab of the origin reads it, and the browser tells the others when one writes it (`storage`).
 */
export class LocalActivityChannel implements ActivityChannel {
  read(): number | null {
    try {
      return parse(localStorage.getItem(KEY));
    } catch {
      return null;
    }
  }

  share(at: number): void {
    try {
      localStorage.setItem(KEY, String(at));
    } catch {
      // Storage full or refused (private mode): this tab still times its own session.
    }
  }

  listen(listener: (at: number) => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage || event.key !== KEY) return;
      const at = parse(event.newValue);
      if (at !== null) listener(at);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }
}

function parse(text: string | null): number | null {
  if (!text || !/^\d{1,16}$/.test(text)) return null;
  return Number(text);
}

/**
 * For tests and Node: channels made by one `InMemoryActivityChannel.shared()` group act as the tabs
 * of one browser (a share reaches the others, not itself).
 */
export class InMemoryActivityChannel implements ActivityChannel {
  private latest: { value: number | null };
  private readonly listeners = new Set<(at: number) => void>();

  constructor(
    private readonly group: Set<InMemoryActivityChannel> = new Set(),
    latest = { value: null as number | null },
  ) {
    this.latest = latest;
    group.add(this);
  }

  /** Another tab of the same browser. */
  another(): InMemoryActivityChannel {
    return new InMemoryActivityChannel(this.group, this.latest);
  }

  read(): number | null {
    return this.latest.value;
  }

  share(at: number): void {
    this.latest.value = at;
    for (const tab of this.group) if (tab !== this) for (const listener of tab.listeners) listener(at);
  }

  listen(listener: (at: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
