import type { Database } from '../../db/database';
import type { UserRecord } from '../../db/schema';

/**
 * The demo sandbox (docs/access.md#demo-sandbox): the system account the guided tour's calls act
 * as when they do what an admin would (refusing a cancellation, flagging a non-conformity,
 * uploading series files), so what they write is recorded as the sandbox's, never as a person's.
 * It cannot log in (inactive, no usable password) and the users calls never show it: nobody can
 * activate it, give it a password or delete it.
 */
export const DEMO_SANDBOX_USERNAME = 'demo-sandbox@system.invalid';

/** A system account: the API's users calls leave it out. */
export const isSystemAccount = (user: Pick<UserRecord, 'username'>): boolean => user.username === DEMO_SANDBOX_USERNAME;

/** The sandbox's record under `id` (the seed gives it the id after every other seeded account). */
export function demoSandboxRecord(id: number): UserRecord {
  return {
    id,
    username: DEMO_SANDBOX_USERNAME,
    // No password can match an empty one (a login needs one), and the account is inactive anyway.
    password: '',
    roles: ['ROLE_ADMIN'],
    firstname: 'Démo',
    lastname: 'Bac à sable',
    company: null,
    lastConnection: null,
    isActive: false,
    parent: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    rights: [],
  };
}

/** The sandbox account, created when the data predates it (demo data stored by an older version). */
export async function demoSandbox(db: Database): Promise<UserRecord> {
  const users = db.collections.users;
  const found = users.findFirst((q) => q.where({ username: DEMO_SANDBOX_USERNAME }));
  return found ?? (await users.create(demoSandboxRecord(db.nextId('users'))));
}
