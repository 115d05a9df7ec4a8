import { token } from '../shared/token';
import type { LiveEvents } from './live-events';

/**
 * The app's event client (live-events.ts), loaded with the shell's first ask for it: the login page
 * downloads none of it. One per container.
 */
export const LIVE_EVENTS = token<() => Promise<LiveEvents>>('LiveEvents');
