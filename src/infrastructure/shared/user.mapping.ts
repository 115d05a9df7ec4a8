import type { User, UserInput } from '../../domain/users/user';
import type { UserWire } from '../../api/users.api';
import type { usersApi } from '../../api/users.api';
import type { BodyOf } from '../../api/operation';
import type { RecordMapping } from './record-mapping';

export function toUser(d: UserWire): User {
  return {
    id: d.id,
    username: d.username,
    roles: d.roles,
    firstname: d.firstname ?? '',
    lastname: d.lastname ?? '',
    company: d.company,
    lastConnection: d.lastConnection,
    isActive: d.isActive,
    parent: d.parent,
    rights: d.rights,
  };
}

type UserBody = BodyOf<NonNullable<(typeof usersApi)['records']['update']>>;

function toUserBody(input: UserInput): UserBody {
  return {
    username: input.username,
    firstname: input.firstname,
    lastname: input.lastname,
    company: input.company,
    roles: [...input.roles],
    isActive: input.isActive,
    parent: input.parent,
    ...(input.password ? { password: input.password } : {}),
    ...(input.currentPassword ? { currentPassword: input.currentPassword } : {}),
  };
}

export const userMapping: RecordMapping<User, UserInput, UserWire> = { toEntity: toUser, toBody: toUserBody };
