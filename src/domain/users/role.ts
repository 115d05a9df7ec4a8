export const ROLES = ['ROLE_ADMIN', 'ROLE_RESELLER', 'ROLE_READER', 'ROLE_RESELLER_FRONT'] as const;
export type Role = (typeof ROLES)[number];

/** What the back office knows of whoever is logged in. */
export interface Principal {
  readonly id: number;
  readonly roles: readonly string[];
}

/** docs/access.md#roles: the first entry of roles decides the role; an unknown or empty list has none. */
export function roleOf(principal: Pick<Principal, 'roles'> | null | undefined): Role | null {
  const first = principal?.roles[0];
  return (ROLES as readonly string[]).includes(first ?? '') ? (first as Role) : null;
}

export const isAdmin = (p: Principal | null | undefined): boolean => roleOf(p) === 'ROLE_ADMIN';
export const isReseller = (p: Principal | null | undefined): boolean => roleOf(p) === 'ROLE_RESELLER';
export const isReader = (p: Principal | null | undefined): boolean => roleOf(p) === 'ROLE_READER';

/** Admin and reader see the admin screens; only the admin writes there. */
export const seesAdminScreens = (p: Principal | null | undefined): boolean => isAdmin(p) || isReader(p);

/** docs/access.md#the-reader: a reader is read-only everywhere; admins and resellers write what they see. */
export const canWrite = (p: Principal | null | undefined): boolean => isAdmin(p) || isReseller(p);

/** ROLE_RESELLER_FRONT accounts are a reseller's quote users: they may not use the back office. */
export const mayUseBackOffice = (p: Principal | null | undefined): boolean =>
  isAdmin(p) || isReseller(p) || isReader(p);
