import type { EventType } from '../../../src/api/events.api';

/** Who may receive an event: the viewers of a record's changes, or one user. */
export type Audience =
  | {
      readonly kind: 'change';
      /** The reseller owning the record (its orders, quotes, requests), or null: staff only. */
      readonly resellerId: number | null;
    }
  | { readonly kind: 'user'; readonly userId: number };

/** One event of the log: what every open stream is offered, each keeping what its caller may see. */
export interface LoggedEvent {
  readonly id: number;
  readonly type: EventType;
  readonly audience: Audience;
  /** The data as staff (or the one user of a `user` event) receive it. */
  readonly data: unknown;
  /** The data as the owning reseller receives it, when it differs (a change's author shown by role). */
  readonly resellerData?: unknown;
}

/** Where a stream resumes after `Last-Event-ID`: the events after it, or a reload (docs/api/README.md#events). */
export type Resume = { readonly events: readonly LoggedEvent[] } | { readonly reload: 'too-old' | 'unknown' };

/** How many events a backend keeps for streams that resume: about 1 MB. */
const DEFAULT_EVENT_WINDOW = 2_000;

/**
 * The events of one backend (docs/api/README.md#events): ids grow by one per event, so a stream
 * that lost its connection resumes exactly after the last one it received. Only the latest `window`
 * are kept, so memory stays bounded whatever the traffic; a resume from before them is told to
 * reload. Listeners (the open streams) are called in the same turn as the publication.
 */
export class EventLog {
  private kept: LoggedEvent[] = [];
  private lastId: number;
  private readonly listeners = new Set<(event: LoggedEvent) => void>();

  constructor(
    private readonly window: number = DEFAULT_EVENT_WINDOW,
    /** The id the log starts after: a backend replacing another in the same process carries its count on. */
    startAfter = 0,
  ) {
    this.lastId = startAfter;
  }

  /** The id of the latest event (0: none yet). */
  get last(): number {
    return this.lastId;
  }

  publish(type: EventType, audience: Audience, data: unknown, resellerData?: unknown): LoggedEvent {
    const event: LoggedEvent = {
      id: (this.lastId += 1),
      type,
      audience,
      data,
      ...(resellerData === undefined ? {} : { resellerData }),
    };
    this.kept.push(event);
    // Trimmed by halves over the window, so a publication costs O(1) on average.
    if (this.kept.length >= this.window * 1.5) this.kept = this.kept.slice(this.kept.length - this.window);
    for (const listener of this.listeners) listener(event);
    return event;
  }

  /** Calls `listener` with each event published from now on; returns the way to stop. */
  subscribe(listener: (event: LoggedEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The events after `lastId`, oldest first, or why they cannot be given. */
  since(lastId: number): Resume {
    if (lastId > this.lastId) return { reload: 'unknown' };
    const kept = this.kept.length > this.window ? this.kept.slice(this.kept.length - this.window) : this.kept;
    const first = kept[0]?.id ?? this.lastId + 1;
    // Ids are consecutive: the events after lastId start at a known place, if still kept.
    if (lastId < first - 1) return { reload: 'too-old' };
    return { events: kept.slice(lastId - first + 1) };
  }
}
