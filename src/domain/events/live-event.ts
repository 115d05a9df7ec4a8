import type { AuditEntry } from '../audit/audit';
import type { Notification } from '../notifications/notification';

/**
 * What the event stream tells the app (docs/api/README.md#events): a record changed, a notification
 * came or was read, what is shown must be reloaded, or the stream ends.
 */
export type LiveEvent =
  | { readonly type: 'ready' }
  | { readonly type: 'change'; readonly entry: AuditEntry; readonly resellerId: number | null }
  | { readonly type: 'notification'; readonly notification: Notification; readonly unread: number }
  | {
      readonly type: 'notifications-read';
      readonly ids: readonly number[];
      readonly all: boolean;
      readonly unread: number;
    }
  | { readonly type: 'reload' }
  | { readonly type: 'end'; readonly reason: StreamEndReason };

/** session: the session ended; backlog: read too slowly; superseded: the account opened too many streams. */
type StreamEndReason = 'session' | 'backlog' | 'superseded';

/** One event of the stream with its id (where a resume starts after). */
export interface StreamedEvent {
  readonly id: string | null;
  readonly event: LiveEvent;
}
