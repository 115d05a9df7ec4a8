import type { User, UserFilter, UserInput } from '../../domain/users/user';
import type { ActivatableRepository, RecordRepository } from '../shared/record-repository.port';
import { RECORDS } from '../shared/record-tokens';

export type UserRepository = RecordRepository<User, UserInput, UserFilter> & ActivatableRepository;

/** The users' record repository (RECORDS.users.repository). */
export const USER_REPOSITORY = RECORDS.users.repository;
