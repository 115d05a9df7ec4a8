import type { Locale } from '../../src/domain/shared/format';
import type { UserRecord } from '../db/schema';

/** Who calls and in which language: what every service call starts from. */
export interface CallContext {
  readonly caller: UserRecord;
  readonly locale: Locale;
}

export type RawQuery = Readonly<Record<string, string | readonly string[] | undefined>>;
