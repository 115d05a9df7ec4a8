import type { User, UserInput } from '../../domain/users/user';
import type { ActivatableRepository, RecordRepository } from '../shared/record-repository.port';

export type UserRepository = RecordRepository<User, UserInput> & ActivatableRepository;

export const USER_REPOSITORY = Symbol.for('UserRepository');
