import { token } from '../shared/token';
import type { QuickSearch } from './quick-search';

/** The command palette's search (docs/screens.md#command-palette), loaded with its first use. */
export const SEARCH = { quick: token<QuickSearch>('search.quick') };
