import { localTimeZone } from '../../domain/dashboard/dashboard-figures';

/**
 * An export's body (docs/rules.md#exports): the file type, the columns in order, and the user's
 * time zone, so the file's dates and times read as the screens show them.
 */
export function exportBodyOf<P extends string>(type: 'csv' | 'xlsx', properties: readonly P[]) {
  return { type, propertiesToExport: [...properties], timeZone: localTimeZone() };
}
