import type { StreamedEvent } from '../../domain/events/live-event';
import { token } from '../shared/token';

/** An open stream: its events one at a time (null once it ended), and how to stop reading it. */
export interface OpenEventStream {
  next(): Promise<StreamedEvent | null>;
  close(): Promise<void>;
}

/**
 * GET /events (docs/api/README.md#events): the changes the user may see and its notifications, as
 * they happen; `lastEventId` resumes after the last event received.
 */
export interface EventStreamPort {
  open(lastEventId: string | null, signal?: AbortSignal): Promise<OpenEventStream>;
}

export const EVENT_STREAM = token<EventStreamPort>('EventStream');
