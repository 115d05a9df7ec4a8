import {
  ADDRESS_PREFIXES,
  addressKey,
  resellerBody,
  type AddressKey,
  type ResellerBody,
  type ResellerWire,
} from '../../../src/api/resellers.api';
import { ADDRESS_FIELDS, MAIL_CONFIG_KEYS, type MailConfigKey } from '../../../src/domain/resellers/reseller';
import { roleOf } from '../../../src/domain/users/role';
import type { ResellerRecord, UserRecord } from '../../db/schema';
import { ApiError } from '../shared/api-error';
import type { CallContext } from '../shared/context';
import type { ResellerFilter } from '../../../src/domain/resellers/reseller';
import { parseListParams, runList, type ListRequest, type ListSpec } from '../shared/list-query';
import { message } from '../shared/messages';
import { passwordFieldError, refuseAccountChange, refuseFields } from '../auth/password-rules';
import { fieldError, validateBody } from '../shared/validation';
import { assertVersion } from '../shared/versions';
import { can } from '../../../src/domain/session/can';
import { requireCan, resellerScope } from '../shared/access';
import { AccountService } from '../accounts/account.service';

function randomHex(length: number): string {
  const bytes = new Uint8Array(length / 2);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const listSpec: ListSpec<ResellerWire> = {
  sortable: {
    id: (r) => r.id,
    username: (r) => r.username,
    isProspect: (r) => r.isProspect,
    firstname: (r) => r.firstname,
    lastname: (r) => r.lastname,
    company: (r) => r.company,
    discount: (r) => r.discount,
    type: (r) => r.type,
    isActive: (r) => r.isActive,
  },
  defaultSort: { field: 'id', order: 'desc' },
  searchText: (r) => `${r.id} ${r.username} ${r.firstname} ${r.lastname} ${r.company}`,
};

/**
 * /admin/resellers (docs/access.md): admins manage every reseller, readers read them, a reseller reads
 * and edits its own record only (its profile: admin-only fields are ignored), anyone else gets a 403.
 */
export class ResellersService extends AccountService {
  protected readonly entity = 'reseller';

  private get resellers() {
    return this.db.collections.resellers;
  }

  toDto(user: UserRecord, record: ResellerRecord): ResellerWire {
    const country =
      record.countryId === null
        ? undefined
        : this.db.collections.countries.findFirst((q) => q.where({ id: record.countryId as number }));
    const addresses = Object.fromEntries(
      ADDRESS_PREFIXES.flatMap((prefix) =>
        ADDRESS_FIELDS.map((field) => [addressKey(prefix, field), record[prefix][field] ?? null]),
      ),
    ) as Record<AddressKey, string | null>;
    return {
      id: user.id,
      username: user.username,
      firstname: user.firstname,
      lastname: user.lastname,
      company: user.company ?? '',
      isProspect: record.isProspect,
      isActive: user.isActive,
      discount: record.discount,
      api_token: record.apiToken,
      thetis_key: record.thetisKey,
      apiVersion: record.apiVersion,
      type: record.type,
      margeType: record.margeType,
      vat: record.vat,
      paymentDeadline: record.paymentDeadline,
      paymentMode: record.paymentMode,
      country: country ? { id: country.id, countryCode: country.countryCode } : null,
      ...addresses,
      mailConfig: Object.fromEntries(MAIL_CONFIG_KEYS.map((key) => [key, record.mailConfig[key] ?? false])) as Record<
        MailConfigKey,
        boolean
      >,
      roles: [...user.roles],
    };
  }

  /**
   * docs/access.md#the-reader: the reader never sees secrets; a reseller's keys (`api_token`,
   * `thetis_key`) are null for it, as the configuration's are.
   */
  private forCaller(ctx: CallContext, reseller: ResellerWire): ResellerWire {
    return can(ctx.caller, 'read-secrets', 'reseller') ? reseller : { ...reseller, api_token: null, thetis_key: null };
  }

  /** Every reseller with its account. */
  private all(): ResellerWire[] {
    const accounts = new Map(this.users.all().map((u) => [u.id, u]));
    return this.resellers.all().flatMap((record) => {
      const user = accounts.get(record.id);
      return user && roleOf(user) === 'ROLE_RESELLER' ? [this.toDto(user, record)] : [];
    });
  }

  private pair(id: number): { user: UserRecord; record: ResellerRecord } | null {
    const user = this.users.findFirst((q) => q.where({ id }));
    const record = this.resellers.findFirst((q) => q.where({ id }));
    return user && record && roleOf(user) === 'ROLE_RESELLER' ? { user, record } : null;
  }

  /** The reseller the caller may see: any for staff, itself for a reseller (another is a 404). */
  private findVisible(ctx: CallContext, id: number): { user: UserRecord; record: ResellerRecord } {
    const scope = resellerScope(ctx, 'reseller');
    if (scope !== null && id !== scope) throw this.notFound(ctx);
    const found = this.pair(id);
    if (!found) throw this.notFound(ctx);
    return found;
  }

  /** `filter.prospects`: true the prospects, false the customers, absent both. */
  list(
    ctx: CallContext,
    request: ListRequest<ResellerFilter>,
  ): { list: ResellerWire[]; total: number; totalRequest: number } {
    requireCan(ctx, 'read-all', 'reseller');
    const params = parseListParams(request, listSpec, ctx.locale);
    const prospect = request.filter?.prospects;
    const view = this.all().filter((r) => prospect === undefined || r.isProspect === prospect);
    const { rows, totalRequest } = runList(view, params, listSpec);
    return { list: rows.map((row) => this.forCaller(ctx, row)), total: view.length, totalRequest };
  }

  /** GET /admin/resellers/prospects. */
  prospects(ctx: CallContext, request: ListRequest) {
    return this.list(ctx, { ...request, filter: { prospects: true } });
  }

  /** GET /admin/resellers/notprospects. */
  notProspects(ctx: CallContext, request: ListRequest) {
    return this.list(ctx, { ...request, filter: { prospects: false } });
  }

  /** GET /admin/resellers/search?_search=: the first matches by company (ten unless asked otherwise), for autocompletes. */
  search(ctx: CallContext, request: ListRequest) {
    const sort = { field: request.sort?.field || 'company', order: request.sort?.order || 'asc' };
    return this.list(ctx, { ...request, size: request.size ?? 10, sort });
  }

  get(ctx: CallContext, id: number): ResellerWire {
    const { user, record } = this.findVisible(ctx, id);
    return this.forCaller(ctx, this.toDto(user, record));
  }

  private assertCountry(ctx: CallContext, countryId: number | null | undefined): void {
    if (countryId === null || countryId === undefined) return;
    if (!this.db.collections.countries.findFirst((q) => q.where({ id: countryId }))) {
      throw fieldError(ctx.locale, 'country', 'unknownCountry');
    }
  }

  private assertRoles(ctx: CallContext, roles: readonly string[] | undefined): void {
    if (roles && !(roles.length === 1 && roles[0] === 'ROLE_RESELLER')) {
      throw fieldError(ctx.locale, 'roles', 'roleNotAllowed');
    }
  }

  private address(
    body: ResellerBody,
    prefix: 'billing' | 'delivery',
    previous: Readonly<Record<string, string | null>>,
  ): Record<string, string | null> {
    return Object.fromEntries(
      ADDRESS_FIELDS.map((field) => {
        const value = body[addressKey(prefix, field)];
        return [field, value === undefined ? (previous[field] ?? null) : value || null];
      }),
    );
  }

  private mailConfig(body: ResellerBody, previous: Readonly<Record<string, boolean>>): Record<string, boolean> {
    return Object.fromEntries(MAIL_CONFIG_KEYS.map((key) => [key, body.mailConfig?.[key] ?? previous[key] ?? true]));
  }

  async create(ctx: CallContext, body: unknown): Promise<ResellerWire> {
    requireCan(ctx, 'create', 'reseller');
    const input = validateBody(resellerBody, body, ctx.locale);
    refuseFields(
      [input.password ? await passwordFieldError(input.password, input.username, ctx.locale) : null],
      ctx.locale,
    );
    this.assertRoles(ctx, input.roles);
    this.assertUniqueUsername(ctx, input.username);
    this.assertCountry(ctx, input.country);
    const id = this.db.nextId('users');
    const user = await this.createAccount({
      id,
      username: input.username,
      // Without a password the account waits for a password reset.
      password: input.password || randomHex(32),
      roles: ['ROLE_RESELLER'],
      firstname: input.firstname,
      lastname: input.lastname,
      company: input.company,
      isActive: input.isActive ?? true,
      parent: null,
    });
    const record = await this.resellers.create({
      id,
      isProspect: input.isProspect ?? true,
      discount: input.discount ?? 0,
      apiToken: randomHex(32),
      thetisKey: input.thetis_key || null,
      apiVersion: input.apiVersion ?? 'v2',
      type: input.type ?? 'standard',
      margeType: input.margeType ?? 'global',
      vat: input.vat ?? 20,
      paymentDeadline: input.paymentDeadline ?? null,
      paymentMode: input.paymentMode ?? 'none',
      countryId: input.country ?? null,
      billing: this.address(input, 'billing', {}),
      delivery: this.address(input, 'delivery', {}),
      mailConfig: this.mailConfig(input, {}),
    });
    this.audit(ctx, 'create', id, null, { ...user, ...record });
    return this.toDto(user, record);
  }

  /** `ifMatch`: the version the caller read (docs/api/README.md#versions-and-lost-updates); a stale one is a 412. */
  async update(ctx: CallContext, id: number, body: unknown, ifMatch?: string | null): Promise<ResellerWire> {
    const { user, record } = this.findVisible(ctx, id);
    requireCan(ctx, 'update', 'reseller');
    // A reseller edits its own profile: what only an admin sets is ignored for it.
    const admin = can(ctx.caller, 'read-all', 'reseller');
    assertVersion(ctx, ifMatch, () => this.get(ctx, id));
    const input = validateBody(resellerBody, body, ctx.locale);
    await refuseAccountChange(this.users, ctx, user, input);
    if (admin) this.assertRoles(ctx, input.roles);
    this.assertCountry(ctx, input.country);
    const before = structuredClone({ ...user, ...record });
    const updatedUser = await this.users.update((q) => q.where({ id: user.id }), {
      data: (u) => {
        u.username = input.username;
        u.firstname = input.firstname;
        u.lastname = input.lastname;
        u.company = input.company;
        if (input.password) u.password = input.password;
        // A reseller's own profile never changes what only an admin sets.
        if (admin && input.isActive !== undefined) u.isActive = input.isActive;
      },
    });
    const updated = await this.resellers.update((q) => q.where({ id: record.id }), {
      data: (r) => {
        if (admin) {
          r.isProspect = input.isProspect ?? r.isProspect;
          r.discount = input.discount ?? r.discount;
          r.type = input.type ?? r.type;
          r.margeType = input.margeType ?? r.margeType;
          if (input.thetis_key !== undefined) r.thetisKey = input.thetis_key || null;
        }
        r.apiVersion = input.apiVersion ?? r.apiVersion;
        r.vat = input.vat ?? r.vat;
        if (input.paymentDeadline !== undefined) r.paymentDeadline = input.paymentDeadline;
        r.paymentMode = input.paymentMode ?? r.paymentMode;
        if (input.country !== undefined) r.countryId = input.country;
        r.billing = this.address(input, 'billing', record.billing);
        r.delivery = this.address(input, 'delivery', record.delivery);
        r.mailConfig = this.mailConfig(input, record.mailConfig);
      },
    });
    this.endSessionsAfterChange(ctx, updatedUser as UserRecord, Boolean(input.password));
    this.audit(ctx, 'update', id, before, { ...updatedUser, ...updated });
    return this.toDto(updatedUser as UserRecord, updated as ResellerRecord);
  }

  async setActive(ctx: CallContext, id: number, body: unknown, ifMatch?: string | null): Promise<ResellerWire> {
    requireCan(ctx, 'switch', 'reseller');
    const found = this.pair(id);
    if (!found) throw this.notFound(ctx);
    const user = await this.switchActive(ctx, found.user, body, { ifMatch, current: () => this.get(ctx, id) });
    return this.toDto(user, found.record);
  }

  /** Refused while the reseller has quote users or orders: their history would lose its owner. */
  remove(ctx: CallContext, id: number): void {
    requireCan(ctx, 'delete', 'reseller');
    if (!this.pair(id)) throw this.notFound(ctx);
    const hasUsers = Boolean(this.users.findFirst((q) => q.where({ parent: id })));
    const hasOrders = Boolean(
      this.db.collections.orders.findFirst((q) => q.where((o) => o.resellerId === id || o.userId === id)),
    );
    if (hasUsers || hasOrders) throw new ApiError(400, { message: message(ctx.locale, 'resellerInUse') });
    const found = this.pair(id);
    const before = found ? structuredClone({ ...found.user, ...found.record }) : null;
    this.db.collections.margePrices.deleteMany((q) => q.where({ resellerId: id }));
    this.resellers.delete((q) => q.where({ id }));
    this.users.delete((q) => q.where({ id }));
    this.forgetAccount(id);
    this.audit(ctx, 'delete', id, before, null);
  }
}
