import type { User, UserFilter, UserInput } from '../../domain/users/user';
import type { ActivatableRepository, RecordRepository } from '../shared/record-repository.port';

/** /admin/users as the generic record port: its token is RECORDS.users.repository. */
export type UserRepository = RecordRepository<User, UserInput, UserFilter> & ActivatableRepository;
