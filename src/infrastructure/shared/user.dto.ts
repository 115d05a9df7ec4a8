import * as v from 'valibot';
import type { User, UserInput } from '../../domain/users/user';

export const userDtoSchema = v.object({
  id: v.number(),
  username: v.string(),
  roles: v.array(v.string()),
  firstname: v.optional(v.nullable(v.string()), ''),
  lastname: v.optional(v.nullable(v.string()), ''),
  company: v.optional(v.nullable(v.string()), null),
  lastConnection: v.optional(v.nullable(v.string()), null),
  isActive: v.optional(v.boolean(), true),
  parent: v.optional(v.nullable(v.number()), null),
});

export function toUser(dto: unknown): User {
  const d = v.parse(userDtoSchema, dto);
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
  };
}

export function toUserBody(input: UserInput): Record<string, unknown> {
  return {
    username: input.username,
    firstname: input.firstname,
    lastname: input.lastname,
    company: input.company,
    roles: [...input.roles],
    isActive: input.isActive,
    parent: input.parent,
    ...(input.password ? { password: input.password } : {}),
  };
}
