import { inject, injectable } from 'inversify';
import * as v from 'valibot';
import {
  changeEvent,
  endEvent,
  eventsApi,
  notificationEvent,
  notificationsReadEvent,
  reloadEvent,
} from '../../api/events.api';
import { EventStreamReader, type ParsedEvent } from '../../api/sse';
import type { EventStreamPort, OpenEventStream } from '../../application/events/event-stream.port';
import type { LiveEvent, StreamedEvent } from '../../domain/events/live-event';
import { toAuditEntry } from '../shared/audit.mapping';
import { toNotification } from '../shared/notification.mapping';
import { API_TRANSPORT, type ApiTransport } from './api-transport';

/** The data of one event, parsed by its type's schema; null for a type or a shape this client does not know. */
function toLiveEvent(parsed: ParsedEvent): LiveEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(parsed.data);
  } catch {
    return null;
  }
  const read = <S extends v.GenericSchema>(schema: S): v.InferOutput<S> | null => {
    const result = v.safeParse(schema, json);
    return result.success ? result.output : null;
  };
  switch (parsed.event) {
    case 'ready':
      return { type: 'ready' };
    case 'change': {
      const data = read(changeEvent);
      return data && { type: 'change', entry: toAuditEntry(data.entry), resellerId: data.resellerId };
    }
    case 'notification': {
      const data = read(notificationEvent);
      return data && { type: 'notification', notification: toNotification(data.notification), unread: data.unread };
    }
    case 'notifications-read': {
      const data = read(notificationsReadEvent);
      return data && { type: 'notifications-read', ids: data.ids, all: data.all, unread: data.unread };
    }
    case 'reload':
      return read(reloadEvent) && { type: 'reload' };
    case 'end': {
      const data = read(endEvent);
      return data && { type: 'end', reason: data.reason };
    }
    default:
      return null;
  }
}

/**
 * GET /events over the transport (docs/api/README.md#events): the body read with
 * src/api/sse.ts's reader, each event parsed by its schema; an event of an unknown type or shape is
 * skipped (a newer server may add some), its id still kept, so a resume starts after it.
 */
@injectable()
export class ApiEventStream implements EventStreamPort {
  constructor(@inject(API_TRANSPORT) private readonly api: ApiTransport) {}

  async open(lastEventId: string | null, signal?: AbortSignal): Promise<OpenEventStream> {
    const reader = new EventStreamReader(await this.api.stream(eventsApi.streamEvents, { lastEventId, signal }));
    let lastSkipped: string | null = null;
    return {
      async next(): Promise<StreamedEvent | null> {
        for (;;) {
          const parsed = await reader.next();
          if (parsed === null) return null;
          const event = toLiveEvent(parsed);
          if (event) return { id: parsed.id ?? lastSkipped, event };
          lastSkipped = parsed.id ?? lastSkipped;
        }
      },
      // Not waited for: the cancel reaches the server when it may (msw/node's body settles only then).
      close: () => {
        void reader.close();
        return Promise.resolve();
      },
    };
  }
}
