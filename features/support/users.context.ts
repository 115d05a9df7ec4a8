import assert from 'node:assert/strict';
import { USERS } from '../../src/application/users/users.tokens';
import type { ListQuery, Page } from '../../src/domain/shared/page';
import { roleOf, type Role } from '../../src/domain/users/role';
import { fullName, type User, type UserInput } from '../../src/domain/users/user';
import { assertEveryRowMatches, assertNothingFound, assertSortedAscending, assertCount } from './assertions';
import { AccountRecordsContext } from './account-records';
import { recordUseCases, type RecordUseCases } from './record-use-cases';
import type { BackOfficeWorld } from './world';

const NEW_USER_PASSWORD = 'welcome-2026';

/** A user's form as it opens on `user`: every field as saved, no new password. */
const formOf = (user: User): UserInput => ({
  username: user.username,
  firstname: user.firstname,
  lastname: user.lastname,
  company: user.company,
  roles: user.roles as Role[],
  isActive: user.isActive,
  parent: user.parent,
  password: '',
});

/**
 * The user screens as an admin, reader or reseller works them (docs/screens.md#users): the page
 * shown and the one before, the user saved or opened, the outcome of a switch.
 */
export class UsersContext extends AccountRecordsContext<User, UserInput> {
  private page: Page<User> | null = null;
  private previousPage: Page<User> | null = null;
  private user: User | null = null;

  protected get records(): RecordUseCases<User, UserInput> {
    return recordUseCases(this.world, USERS);
  }

  /** Every account but the resellers', newest first: what the admin or reader lists. */
  private staffIds(): number[] {
    return this.world
      .accountsWhere((u) => roleOf(u) !== 'ROLE_RESELLER')
      .map((u) => u.id)
      .sort((a, b) => b - a);
  }

  // ---------------------------------------------------------------- list

  async list(query: Partial<ListQuery> = {}): Promise<void> {
    this.previousPage = this.page;
    this.page = (await this.world.attempt(() => this.records.list({ page: 1, size: 25, ...query }))) ?? null;
  }

  private get shown(): Page<User> {
    this.world.assertSucceeded();
    assert.ok(this.page, 'no list shown');
    return this.page;
  }

  protected async findListed(login: string): Promise<User | undefined> {
    const page = await this.records.list({ page: 1, size: 100, search: login });
    return page.items.find((u) => u.username === login);
  }

  assertStaffView(rows: number): void {
    const page = this.shown;
    const visible = this.staffIds();
    assertCount(
      page.total,
      visible.length,
      'the list’s total (what the user may see), as many as the seed holds that the user may see',
    );
    assertCount(
      page.totalRequest,
      visible.length,
      'the list’s totalRequest (what matches), as many as the seed holds that the user may see',
    );
    assertCount(page.items.length, rows, 'rows on the page, the step’s number');
    assert.deepEqual(
      page.items.map((u) => u.id),
      visible.slice(0, rows),
    );
  }

  /** Rows `from` to `to` (1-based) of the whole list, newest first, and none of the page before. */
  assertShowsRange(from: number, to: number): void {
    const page = this.shown;
    const expected = this.staffIds().slice(from - 1, to);
    assert.equal(expected.length, to - from + 1, `the seed has fewer than ${to} users`);
    assert.deepEqual(
      page.items.map((u) => u.id),
      expected,
    );
    const before = new Set(this.previousPage?.items.map((u) => u.id) ?? []);
    assert.ok(
      page.items.every((u) => !before.has(u.id)),
      'a row of the previous page shows again',
    );
  }

  assertSearchMatches(text: string): void {
    assertEveryRowMatches(this.shown, text, 25, {
      text: (u) => `${u.id} ${u.username} ${u.firstname} ${u.lastname} ${u.company ?? ''}`,
      name: (u) => u.username,
    });
  }

  assertNoResults(): void {
    assertNothingFound(this.shown);
  }

  assertSortedByUsername(): void {
    assertSortedAscending(this.shown.items.map((u) => u.username));
  }

  assertOnlyQuoteUsersOf(login: string, company: string): void {
    const page = this.shown;
    const owner = this.world.account(login);
    const own = this.world.accountsWhere((u) => u.parent === owner.id);
    assert.ok(own.length > 0, `${login} has no quote users in the seed`);
    assertCount(
      page.total,
      own.length,
      'the list’s total (what the user may see), as many as the seed holds of the account',
    );
    assert.equal(page.items.length, Math.min(own.length, 25));
    for (const u of page.items) {
      assert.equal(u.parent, owner.id, `${u.username} is not a user of ${login}`);
      assert.equal(roleOf(u), 'ROLE_RESELLER_FRONT');
      assert.equal(u.company, company);
    }
  }

  assertNoUserOf(login: string): void {
    const owner = this.world.account(login);
    assert.ok(
      this.shown.items.every((u) => u.parent !== owner.id),
      `a user of ${login} is shown`,
    );
  }

  // ---------------------------------------------------------------- create, edit

  async create(login: string, role: Role, password = NEW_USER_PASSWORD): Promise<void> {
    const input: UserInput = {
      username: login,
      firstname: 'Nina',
      lastname: 'Nouvelle',
      company: null,
      roles: [role],
      isActive: true,
      parent: null,
      password,
    };
    this.user = (await this.world.attempt(() => this.records.save(input))) ?? null;
  }

  async assertListedAs(login: string, role: Role, owner?: string): Promise<void> {
    this.world.assertSucceeded();
    const listed = await this.findListed(login);
    assert.ok(listed, `${login} is not in the user list`);
    assert.equal(roleOf(listed), role);
    if (owner !== undefined) assert.equal(listed.parent, this.world.account(owner).id);
    assert.equal(this.user?.id, listed.id, 'the saved user is not the one listed');
  }

  assertCreatedQuoteUserOf(owner: string): void {
    this.world.assertSucceeded();
    assert.ok(this.user, 'nothing was created');
    assert.equal(roleOf(this.user), 'ROLE_RESELLER_FRONT');
    assert.equal(this.user.parent, this.world.account(owner).id);
  }

  /** A refused create leaves the accounts as they were: one per login. */
  assertSingleAccount(login: string): void {
    const matching = this.world.accountsWhere((u) => u.username.toLowerCase() === login.toLowerCase());
    assert.equal(matching.length, 1, `${login} exists ${matching.length} times`);
  }

  assertNoAccount(login: string): void {
    assert.equal(this.world.accountsWhere((u) => u.username === login).length, 0, `${login} was created`);
  }

  /** `login`'s form opened, `change` made, saved (an admin's edit: no current password). */
  private async edit(login: string, change: (form: UserInput) => UserInput): Promise<void> {
    await this.world.attempt(async () => {
      const current = await this.records.get(this.world.account(login).id);
      await this.records.save(change(formOf(current)), current.id);
    });
  }

  rename(login: string, name: string): Promise<void> {
    const [firstname = '', ...rest] = name.split(' ');
    return this.edit(login, (form) => ({ ...form, firstname, lastname: rest.join(' ') }));
  }

  /** Opens, by its id, a quote user belonging to another reseller. */
  async openUserOf(owner: string): Promise<void> {
    const ownerId = this.world.account(owner).id;
    const target = this.world.accountsWhere((u) => u.parent === ownerId)[0];
    assert.ok(target, `${owner} has no users`);
    this.user = (await this.world.attempt(() => this.records.get(target.id))) ?? null;
  }

  async assertUserShows(login: string, name: string): Promise<void> {
    this.world.assertSucceeded();
    const user = await this.records.get(this.world.account(login).id);
    assert.equal(fullName(user), name);
    const listed = await this.findListed(login);
    assert.equal(listed && fullName(listed), name, 'the list shows the old name');
  }
}

export const users = (world: BackOfficeWorld): UsersContext => world.area(UsersContext);
