import type { User } from './user';

/**
 * A back-office account for tests, every field filled, named after its login:
 * `makeUser(7, 'reseller@demo.local', 'ROLE_RESELLER')`.
 */
export function makeUser(id: number, username: string, role: string): User {
  return {
    id,
    username,
    roles: [role],
    firstname: username.split('@')[0] ?? '',
    lastname: 'Demo',
    company: null,
    lastConnection: null,
    isActive: true,
    parent: null,
  };
}
