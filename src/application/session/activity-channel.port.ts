import { token } from '../shared/token';
/**
 * The last activity of the session shared between the tabs of one browser (docs/access.md#sessions):
 * a call answered in any tab keeps the session alive for all of them, so each tab's idle warning
 * follows the latest one. Times are milliseconds since the epoch.
 */
export interface ActivityChannel {
  /** The latest activity any tab shared, or null. */
  read(): number | null;
  /** Tells the other tabs of an activity. */
  share(at: number): void;
  /** Calls `listener` when another tab shares one; returns the way to stop. */
  listen(listener: (at: number) => void): () => void;
}

export const ACTIVITY_CHANNEL = token<ActivityChannel>('ActivityChannel');
