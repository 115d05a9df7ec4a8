import type { UserWire } from '../../../src/api/users.api';
import type { Database } from '../../db/database';
import type { UserRecord } from '../../db/schema';

export type UserDto = UserWire;

/**
 * An account as the API answers it (never its password), the company of a quote user being its
 * reseller's. A file of its own: the login's code (the auth service) answers it without the users' service.
 */
export function toUserDto(record: UserRecord, db: Database): UserDto {
  const parentCompany =
    record.company ??
    (record.parent !== null
      ? (db.collections.users.findFirst((q) => q.where({ id: record.parent as number }))?.company ?? null)
      : null);
  return {
    id: record.id,
    username: record.username,
    roles: [...record.roles],
    firstname: record.firstname,
    lastname: record.lastname,
    company: parentCompany,
    lastConnection: record.lastConnection,
    isActive: record.isActive,
    parent: record.parent,
    rights: [...record.rights],
  };
}
