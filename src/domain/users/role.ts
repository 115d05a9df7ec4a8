const ROLES = ['ROLE_ADMIN', 'ROLE_RESELLER', 'ROLE_READER', 'ROLE_RESELLER_FRONT'] as const;
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
