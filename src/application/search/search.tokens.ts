import { token } from '../shared/token';
import type { QuickSearch } from './quick-search';

/** The command palette's search (docs/screens.md#command-palette). */
export interface SearchUseCases {
  readonly quick: QuickSearch;
}

export const SEARCH = token<SearchUseCases>('search');
