import { token } from '../shared/token';
import type { ListSettings } from './list-settings.use-cases';

/** The token of ListSettings: in a file of its own, so that naming it does not load the use case with the first page. */
export const LISTS = token<ListSettings>('lists');
