import type { ResellerCounts, ResellerSummary } from '../../domain/resellers/reseller';
import { token } from '../shared/token';

/** What the reseller list and the autocompletes ask beyond the records: view counts, a quick search. */
export interface ResellerDirectory {
  /** How many customers and prospects there are (each view's own count). */
  counts(): Promise<ResellerCounts>;
  /** The first resellers matching a text, by company. */
  search(text: string): Promise<readonly ResellerSummary[]>;
}

export const RESELLER_DIRECTORY = token<ResellerDirectory>('ResellerDirectory');
