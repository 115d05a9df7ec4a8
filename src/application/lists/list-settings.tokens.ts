import { token } from '../shared/token';
import type { ChangeListPreferences } from './change-list-preferences';

/** The token of the list settings' one workflow (the views are calls of LIST_SETTINGS itself). */
export const CHANGE_LIST_PREFERENCES = token<ChangeListPreferences>('ChangeListPreferences');
