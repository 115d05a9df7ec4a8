import { holdsRight, TRANSLATIONS_RIGHT, type Actor } from '../session/can';
import type { Principal } from './role';

/**
 * docs/access.md#the-super-admin: the account holding the translation export right, which no call
 * grants. It is the only one to change its own login, password and role (an account never changes
 * its own role), and another admin may neither switch it off nor delete it; its name and company
 * stay editable by any admin.
 */
export const isSuperAdmin = (account: Actor): boolean => holdsRight(account, TRANSLATIONS_RIGHT);

/** Is `account` the super-admin seen by someone else: its login, password, role and switch are not `actor`'s to change? */
export const keepsItsKeysFrom = (actor: Pick<Principal, 'id'> | null | undefined, account: Actor): boolean =>
  isSuperAdmin(account) && account?.id !== actor?.id;
