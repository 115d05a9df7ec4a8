import type { Role } from './role';

export interface User {
  readonly id: number;
  readonly username: string;
  readonly roles: readonly string[];
  readonly firstname: string;
  readonly lastname: string;
  readonly company: string | null;
  readonly lastConnection: string | null;
  readonly isActive: boolean;
  readonly parent: number | null;
  /** Rights held by this account (docs/access.md#translation-export-right); absent or empty: none. */
  readonly rights?: readonly string[];
}

/**
 * The longest login a login or reset form takes: an e-mail address is at most 254 characters
 * (RFC 5321), and a longer one is never an account's (docs/api/README.md#authentication).
 */
export const LOGIN_MAX_LENGTH = 254;

/** What a create or edit form sends. `password` is required on create only. */
export interface UserInput {
  readonly username: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly company: string | null;
  readonly roles: readonly Role[];
  readonly isActive: boolean;
  readonly parent: number | null;
  readonly password?: string;
  /** The caller's own password, when it changes its own password or login (docs/access.md#sessions). */
  readonly currentPassword?: string;
}

/** The user list's filter: the quote users of one reseller (docs/access.md#quote-users). */
export interface UserFilter {
  readonly resellerId?: number;
}

export function fullName(user: Pick<User, 'firstname' | 'lastname'>): string {
  return `${user.firstname} ${user.lastname}`.trim();
}

/** The roles an admin may give from the user form (docs/screens.md#users: Admin and Reader). */
export const ADMIN_ASSIGNABLE_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_READER'];
