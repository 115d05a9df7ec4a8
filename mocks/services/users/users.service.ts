import { userCreateBody, userUpdateBody, type UserWire } from '../../../src/api/users.api';
import { roleOf } from '../../../src/domain/users/role';
import { keepsItsKeysFrom } from '../../../src/domain/users/super-admin';
import type { Database } from '../../db/database';
import type { UserRecord } from '../../db/schema';
import { ApiError } from '../shared/api-error';
import { isSystemAccount } from '../tour/tour-sandbox';
import type { CallContext } from '../shared/context';
import type { UserFilter } from '../../../src/domain/users/user';
import type { ApiFieldError } from '../shared/api-error';
import {
  checkResellerId,
  checkListParams,
  refuseParameters,
  runList,
  type ListRequest,
  type ListSpec,
} from '../shared/list-query';
import { message } from '../shared/messages';
import { passwordFieldError, refuseAccountChange, refuseFields, takenUsernameError } from '../auth/password-rules';
import type { SessionsService } from '../sessions/sessions.service';
import { fieldError, validateBody } from '../shared/validation';
import { assertVersion } from '../shared/versions';
import { can } from '../../../src/domain/session/can';
import { requireCan, resellerScope } from '../shared/access';
import { auditWrite } from '../audit/audit-log';

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
    rights: [...record.rights],
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

/** Fields of an account that are bookkeeping, not a change anyone made. */
const USER_NOISE = ['lastConnection', 'createdAt'];

/** /admin/users: admins and readers see every account but resellers'; a reseller sees its quote users. */
export class UsersService {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionsService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get users() {
    return this.db.collections.users;
  }

  private forbidden(ctx: CallContext): ApiError {
    return new ApiError(403, { message: message(ctx.locale, 'forbidden') });
  }

  /** docs/access.md#the-super-admin: another admin touching what only the super-admin changes. */
  private superAdminOwn(ctx: CallContext): ApiError {
    return new ApiError(403, { message: message(ctx.locale, 'superAdminOwnAccount') });
  }

  private notFound(ctx: CallContext): ApiError {
    return new ApiError(404, { message: message(ctx.locale, 'notFound') });
  }

  /** Records the caller may see. */
  private scope(ctx: CallContext): (u: UserRecord) => boolean {
    const reseller = resellerScope(ctx, 'user');
    // Staff see every account but resellers; a system account (the demo sandbox) is nobody's to see or change.
    if (reseller === null) return (u) => roleOf(u) !== 'ROLE_RESELLER' && !isSystemAccount(u);
    return (u) => u.parent === reseller;
  }

  private findScoped(ctx: CallContext, id: number): UserRecord {
    const inScope = this.scope(ctx);
    const record = this.users.findFirst((q) => q.where({ id }));
    if (!record || !inScope(record)) throw this.notFound(ctx);
    return record;
  }

  /**
   * `filter.resellerId`: one reseller's accounts (staff; a reseller's own scope is the only one, its
   * `_resellerId` ignored: docs/access.md#reseller-scoping); refused (400, `_resellerId`) unless a
   * whole number.
   */
  list(ctx: CallContext, request: ListRequest<UserFilter>): { list: UserDto[]; total: number; totalRequest: number } {
    const errors: ApiFieldError[] = [];
    const params = checkListParams(request, userListSpec, ctx.locale, errors);
    const asked = checkResellerId(request.filter?.resellerId, ctx.locale, errors);
    refuseParameters(errors, ctx.locale);
    const resellerFilter = resellerScope(ctx, 'user') === null ? asked : null;
    const inScope = this.scope(ctx);
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
    if (!can(ctx.caller, 'read-all', 'user')) return { roles: ['ROLE_RESELLER_FRONT'], parent: ctx.caller.id };
    const role = roles[0];
    if (role === 'ROLE_ADMIN' || role === 'ROLE_READER') return { roles: [role], parent: null };
    if (role === 'ROLE_RESELLER_FRONT') {
      const owner = parent === null ? undefined : this.users.findFirst((q) => q.where({ id: parent }));
      if (!owner || roleOf(owner) !== 'ROLE_RESELLER') throw fieldError(ctx.locale, 'parent', 'required');
      return { roles: [role], parent };
    }
    throw fieldError(ctx.locale, 'roles', 'roleNotAllowed');
  }

  /** docs/access.md#passwords: a new account's login is no other account's. */
  private assertUniqueUsername(ctx: CallContext, username: string): void {
    refuseFields([takenUsernameError(this.users, ctx.locale, username)], ctx.locale);
  }

  async create(ctx: CallContext, body: unknown): Promise<UserDto> {
    requireCan(ctx, 'create', 'user');
    const input = validateBody(userCreateBody, body, ctx.locale);
    refuseFields([await passwordFieldError(input.password, input.username, ctx.locale)], ctx.locale);
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
      rights: [],
    });
    auditWrite(
      this.db,
      ctx,
      { action: 'create', entity: 'user', entityId: created.id, omit: USER_NOISE },
      null,
      created,
    );
    return toUserDto(created, this.db);
  }

  /** `ifMatch`: the version the caller read (docs/api/README.md#versions-and-lost-updates); a stale one is a 412. */
  async update(ctx: CallContext, id: number, body: unknown, ifMatch?: string | null): Promise<UserDto> {
    requireCan(ctx, 'update', 'user');
    const existing = this.findScoped(ctx, id);
    assertVersion(ctx, ifMatch, () => this.get(ctx, id));
    const input = validateBody(userUpdateBody, body, ctx.locale);
    if (
      keepsItsKeysFrom(ctx.caller, existing) &&
      (input.password ||
        input.username.trim().toLowerCase() !== existing.username.toLowerCase() ||
        input.roles[0] !== roleOf(existing) ||
        !input.isActive)
    ) {
      throw this.superAdminOwn(ctx);
    }
    await refuseAccountChange(this.users, ctx, existing, input);
    const { roles, parent } =
      existing.id === ctx.caller.id
        ? { roles: existing.roles, parent: existing.parent }
        : this.placement(ctx, input.roles, input.parent);
    const before = structuredClone(existing);
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
    auditWrite(
      this.db,
      ctx,
      { action: 'update', entity: 'user', entityId: id, omit: USER_NOISE },
      before,
      updated as UserRecord,
    );
    // A new password ends the account's sessions (one's own change keeps the session making it); so does a switch-off.
    if (input.password || !(updated as UserRecord).isActive) {
      this.sessions.credentialsChanged(
        existing.id,
        existing.id === ctx.caller.id && input.password ? ctx.token : undefined,
      );
    }
    return toUserDto(updated as UserRecord, this.db);
  }

  async setActive(ctx: CallContext, id: number, body: unknown, ifMatch?: string | null): Promise<UserDto> {
    requireCan(ctx, 'switch', 'user');
    const existing = this.findScoped(ctx, id);
    assertVersion(ctx, ifMatch, () => this.get(ctx, id));
    const isActive = (body as { isActive?: unknown } | null)?.isActive;
    if (typeof isActive !== 'boolean') throw fieldError(ctx.locale, 'isActive', 'required');
    if (existing.id === ctx.caller.id && !isActive) throw this.forbidden(ctx);
    if (keepsItsKeysFrom(ctx.caller, existing) && !isActive) throw this.superAdminOwn(ctx);
    const was = existing.isActive;
    const updated = await this.users.update((q) => q.where({ id: existing.id }), {
      data: (u) => {
        u.isActive = isActive;
      },
    });
    auditWrite(
      this.db,
      ctx,
      { action: 'update', entity: 'user', entityId: id, omit: USER_NOISE },
      { isActive: was },
      { isActive },
    );
    if (!isActive) this.sessions.endAll(existing.id);
    return toUserDto(updated as UserRecord, this.db);
  }

  remove(ctx: CallContext, id: number): void {
    requireCan(ctx, 'delete', 'user');
    const existing = this.findScoped(ctx, id);
    if (existing.id === ctx.caller.id) throw new ApiError(400, { message: message(ctx.locale, 'cannotDeleteSelf') });
    if (keepsItsKeysFrom(ctx.caller, existing)) throw this.superAdminOwn(ctx);
    if (this.users.findFirst((q) => q.where({ parent: id }))) {
      throw new ApiError(400, { message: message(ctx.locale, 'cannotDeleteWithUsers') });
    }
    const before = structuredClone(existing);
    this.users.delete((q) => q.where({ id: existing.id }));
    auditWrite(this.db, ctx, { action: 'delete', entity: 'user', entityId: id, omit: USER_NOISE }, before, null);
    this.sessions.endAll(id);
  }
}
