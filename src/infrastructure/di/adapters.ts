import type { AuthGateway } from '../../application/session/auth-gateway.port';
import type { AppEvents } from '../../application/shared/events';
import type { ActivatableRepository, RecordRepository } from '../../application/shared/record-repository.port';
import type { UserRepository } from '../../application/users/user-repository.port';
import type { Locale } from '../../domain/shared/format';
import type { RecordKey } from '../shared/records';

export type AnyRecordRepository = RecordRepository<unknown, unknown> & ActivatableRepository;

/** Every port's adapter: one set over HTTP, one by direct calls to the mock backend. */
export interface Adapters {
  readonly auth: AuthGateway;
  readonly users: UserRepository;
  /** The generic repositories of RECORD_ENDPOINTS, by key. */
  readonly records: Readonly<Record<RecordKey, AnyRecordRepository>>;
}

export interface AdapterDeps {
  readonly token: () => string | null;
  readonly locale: () => Locale;
  readonly events: AppEvents;
}

export type AdapterFactory = (deps: AdapterDeps) => Adapters;
