import { token } from '../shared/token';
import type { Notifications } from './notifications';

/** The token of Notifications: in a file of its own, so that naming it does not load the use case with the first page. */
export const NOTIFICATIONS = token<Notifications>('notifications');
