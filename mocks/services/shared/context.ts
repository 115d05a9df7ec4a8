import type { Locale } from '../../../src/domain/shared/format';
import type { UserRecord } from '../../db/schema';

/** Who calls and in which language: what every service call starts from. */
export interface CallContext {
  readonly caller: UserRecord;
  readonly locale: Locale;
  /** The bearer token of the call, when it came with one (connect-as answers the admin's own). */
  readonly token?: string;
}

export type RawQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

/** Who calls from where (mocks/handlers/route.ts, `clientOf`). */
export interface ClientInfo {
  readonly address: string;
  readonly userAgent: string;
}
