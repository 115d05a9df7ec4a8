import { userCreateBody, userUpdateBody } from '../../../src/api/users.api';
import { roleOf } from '../../../src/domain/users/role';
import { keepsItsKeysFrom } from '../../../src/domain/users/super-admin';
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
import { passwordFieldError, refuseAccountChange, refuseFields } from '../auth/password-rules';
import { fieldError, validateBody } from '../shared/validation';
import { assertVersion } from '../shared/versions';
import { can } from '../../../src/domain/session/can';
import { requireCan, resellerScope } from '../shared/access';
import { AccountService } from '../accounts/account.service';
import { toUserDto, type UserDto } from './user-dto';

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
export class UsersService extends AccountService {
  protected readonly entity = 'user';

  private forbidden(ctx: CallContext): ApiError {
    return new ApiError(403, { message: message(ctx.locale, 'forbidden') });
  }

  /** docs/access.md#the-super-admin: another admin touching what only the super-admin changes. */
  private superAdminOwn(ctx: CallContext): ApiError {
    return new ApiError(403, { message: message(ctx.locale, 'superAdminOwnAccount') });
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

  async create(ctx: CallContext, body: unknown): Promise<UserDto> {
    requireCan(ctx, 'create', 'user');
    const input = validateBody(userCreateBody, body, ctx.locale);
    refuseFields([await passwordFieldError(input.password, input.username, ctx.locale)], ctx.locale);
    const { roles, parent } = this.placement(ctx, input.roles, input.parent);
    this.assertUniqueUsername(ctx, input.username);
    const created = await this.createAccount({
      id: this.db.nextId('users'),
      username: input.username,
      password: input.password,
      roles: [...roles],
      firstname: input.firstname,
      lastname: input.lastname,
      // A quote user belongs to its reseller's company.
      company: roles[0] === 'ROLE_RESELLER_FRONT' ? null : input.company || null,
      isActive: input.isActive,
      parent,
    });
    this.audit(ctx, 'create', created.id, null, created);
    return toUserDto(created, this.db);
  }

  /** `ifMatch`: the version the caller read (docs/api/README.md#versions-and-lost-updates); a stale one is a 412. */
  async update(ctx: CallContext, id: number, body: unknown, ifMatch?: string | null): Promise<UserDto> {
    // docs/access.md#the-reader: a reader changes its own login and password, nothing else.
    const keysOnly = !can(ctx.caller, 'update', 'user');
    if (keysOnly && (id !== ctx.caller.id || !can(ctx.caller, 'change-own-keys', 'user'))) throw this.forbidden(ctx);
    const existing = this.findScoped(ctx, id);
    assertVersion(ctx, ifMatch, () => this.get(ctx, id));
    const input = validateBody(userUpdateBody, body, ctx.locale);
    if (
      keysOnly &&
      (input.firstname !== existing.firstname ||
        input.lastname !== existing.lastname ||
        (input.company || null) !== existing.company)
    ) {
      throw this.forbidden(ctx);
    }
    if (
      keepsItsKeysFrom(ctx.caller, existing) &&
      (input.password || input.username !== existing.username || input.roles[0] !== roleOf(existing) || !input.isActive)
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
    this.endSessionsAfterChange(ctx, updated as UserRecord, Boolean(input.password));
    this.audit(ctx, 'update', id, before, updated as UserRecord);
    return toUserDto(updated as UserRecord, this.db);
  }

  async setActive(ctx: CallContext, id: number, body: unknown, ifMatch?: string | null): Promise<UserDto> {
    requireCan(ctx, 'switch', 'user');
    const existing = this.findScoped(ctx, id);
    const updated = await this.switchActive(ctx, existing, body, {
      ifMatch,
      current: () => this.get(ctx, id),
      // One's own account is not switched off from under one's feet.
      refuse: (isActive) => {
        if (existing.id === ctx.caller.id && !isActive) throw this.forbidden(ctx);
        if (keepsItsKeysFrom(ctx.caller, existing) && !isActive) throw this.superAdminOwn(ctx);
      },
    });
    return toUserDto(updated, this.db);
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
    this.forgetAccount(id);
    this.audit(ctx, 'delete', id, before, null);
  }
}
