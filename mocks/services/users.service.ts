import { userCreateBody, userUpdateBody, type UserWire } from '../../src/api/users.api';
import { roleOf } from '../../src/domain/users/role';
import type { Database } from '../db/database';
import type { UserRecord } from '../db/schema';
import { ApiError } from './api-error';
import type { CallContext, RawQuery } from './context';
import { parseListParams, runList, type ListSpec } from './list-query';
import { message } from './messages';
import { fieldError, validateBody } from './validation';

export type UserDto = UserWire;

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
  };
}

const userListSpec: ListSpec<UserDto> = {
  sortable: {
    id: (u) => u.id,
    username: (u) => u.username,
    roles: (u) => u.roles[0] ?? '',
    firstname: (u) => u.firstname,
    lastname: (u) => u.lastname,
    company: (u) => u.company,
    lastConnection: (u) => u.lastConnection,
    isActive: (u) => u.isActive,
  },
  defaultSort: { field: 'id', order: 'desc' },
  searchText: (u) => `${u.id} ${u.username} ${u.firstname} ${u.lastname} ${u.company ?? ''}`,
};

/** /admin/users: admins and readers see every account but resellers'; a reseller sees its quote users. */
export class UsersService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get users() {
    return this.db.collections.users;
  }

  private forbidden(ctx: CallContext): ApiError {
    return new ApiError(403, { message: message(ctx.locale, 'forbidden') });
  }

  private notFound(ctx: CallContext): ApiError {
    return new ApiError(404, { message: message(ctx.locale, 'notFound') });
  }

  /** Records the caller may see. */
  private scope(ctx: CallContext): (u: UserRecord) => boolean {
    const role = roleOf(ctx.caller);
    if (role === 'ROLE_ADMIN' || role === 'ROLE_READER') return (u) => roleOf(u) !== 'ROLE_RESELLER';
    if (role === 'ROLE_RESELLER') return (u) => u.parent === ctx.caller.id;
    throw this.forbidden(ctx);
  }

  private writable(ctx: CallContext): void {
    const role = roleOf(ctx.caller);
    if (role !== 'ROLE_ADMIN' && role !== 'ROLE_RESELLER') throw this.forbidden(ctx);
  }

  private findScoped(ctx: CallContext, id: number): UserRecord {
    const inScope = this.scope(ctx);
    const record = this.users.findFirst((q) => q.where({ id }));
    if (!record || !inScope(record)) throw this.notFound(ctx);
    return record;
  }

  list(ctx: CallContext, raw: RawQuery): { list: UserDto[]; total: number; totalRequest: number } {
    const params = parseListParams(raw, userListSpec, ctx.locale);
    const inScope = this.scope(ctx);
    const resellerFilter =
      typeof raw._resellerId === 'string' && raw._resellerId !== '' ? Number(raw._resellerId) : null;
    const visible = this.users.findMany((q) => q.where((u) => inScope(u))).map((u) => toUserDto(u, this.db));
    const filtered = resellerFilter === null ? visible : visible.filter((u) => u.parent === resellerFilter);
    const { rows, totalRequest } = runList(filtered, params, userListSpec);
    return { list: [...rows], total: visible.length, totalRequest };
  }

  get(ctx: CallContext, id: number): UserDto {
    return toUserDto(this.findScoped(ctx, id), this.db);
  }

  /** Roles and parent the caller may set: a reseller's users are always its quote users. */
  private placement(ctx: CallContext, roles: readonly string[], parent: number | null) {
    if (roleOf(ctx.caller) === 'ROLE_RESELLER') return { roles: ['ROLE_RESELLER_FRONT'], parent: ctx.caller.id };
    const role = roles[0];
    if (role === 'ROLE_ADMIN' || role === 'ROLE_READER') return { roles: [role], parent: null };
    if (role === 'ROLE_RESELLER_FRONT') {
      const owner = parent === null ? undefined : this.users.findFirst((q) => q.where({ id: parent }));
      if (!owner || roleOf(owner) !== 'ROLE_RESELLER') throw fieldError(ctx.locale, 'parent', 'required');
      return { roles: [role], parent };
    }
    throw fieldError(ctx.locale, 'roles', 'roleNotAllowed');
  }

  private assertUniqueUsername(ctx: CallContext, username: string, exceptId?: number): void {
    const taken = this.users.findFirst((q) =>
      q.where((u) => u.username.toLowerCase() === username.toLowerCase() && u.id !== exceptId),
    );
    if (taken) throw fieldError(ctx.locale, 'username', 'usernameTaken');
  }

  async create(ctx: CallContext, body: unknown): Promise<UserDto> {
    this.writable(ctx);
    const input = validateBody(userCreateBody, body, ctx.locale);
    const { roles, parent } = this.placement(ctx, input.roles, input.parent);
    this.assertUniqueUsername(ctx, input.username);
    const created = await this.users.create({
      id: this.db.nextId('users'),
      username: input.username,
      password: input.password,
      roles,
      firstname: input.firstname,
      lastname: input.lastname,
      // A quote user belongs to its reseller's company.
      company: roles[0] === 'ROLE_RESELLER_FRONT' ? null : input.company || null,
      lastConnection: null,
      isActive: input.isActive,
      parent,
      createdAt: this.now().toISOString(),
    });
    return toUserDto(created, this.db);
  }

  async update(ctx: CallContext, id: number, body: unknown): Promise<UserDto> {
    this.writable(ctx);
    const existing = this.findScoped(ctx, id);
    const input = validateBody(userUpdateBody, body, ctx.locale);
    const { roles, parent } =
      existing.id === ctx.caller.id
        ? { roles: existing.roles, parent: existing.parent }
        : this.placement(ctx, input.roles, input.parent);
    this.assertUniqueUsername(ctx, input.username, id);
    const updated = await this.users.update((q) => q.where({ id: existing.id }), {
      data: (u) => {
        u.username = input.username;
        u.firstname = input.firstname;
        u.lastname = input.lastname;
        u.company = roles[0] === 'ROLE_RESELLER_FRONT' ? null : input.company || null;
        u.roles = [...roles];
        u.parent = parent;
        u.isActive = existing.id === ctx.caller.id ? true : input.isActive;
        if (input.password) u.password = input.password;
      },
    });
    return toUserDto(updated as UserRecord, this.db);
  }

  async setActive(ctx: CallContext, id: number, body: unknown): Promise<UserDto> {
    this.writable(ctx);
    const existing = this.findScoped(ctx, id);
    const isActive = (body as { isActive?: unknown } | null)?.isActive;
    if (typeof isActive !== 'boolean') throw fieldError(ctx.locale, 'isActive', 'required');
    if (existing.id === ctx.caller.id && !isActive) throw this.forbidden(ctx);
    const updated = await this.users.update((q) => q.where({ id: existing.id }), {
      data: (u) => {
        u.isActive = isActive;
      },
    });
    return toUserDto(updated as UserRecord, this.db);
  }

  remove(ctx: CallContext, id: number): void {
    this.writable(ctx);
    const existing = this.findScoped(ctx, id);
    if (existing.id === ctx.caller.id) throw new ApiError(400, { message: message(ctx.locale, 'cannotDeleteSelf') });
    if (this.users.findFirst((q) => q.where({ parent: id }))) {
      throw new ApiError(400, { message: message(ctx.locale, 'cannotDeleteWithUsers') });
    }
    this.users.delete((q) => q.where({ id: existing.id }));
    this.db.collections.tokens.deleteMany((q) => q.where({ userId: id }));
  }
}
