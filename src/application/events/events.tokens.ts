import { token } from '../shared/token';
import type { LiveEvents } from './live-events';

/** The app's one client of the event stream (live-events.ts), made with the screens. */
export const LIVE_EVENTS = token<LiveEvents>('LiveEvents');
