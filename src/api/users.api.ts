import * as v from 'valibot';
import { recordOperations } from './records';
import { id, instant, maybeNumber, requiredText, trimmedText } from './wire';

/** A user account: the back office's staff, and resellers' quote users (docs/entities.md). */
export const user = v.pipe(
  v.object({
    id,
    username: v.string(),
    /** The first role decides (ROLE_ADMIN, ROLE_READER, ROLE_RESELLER, ROLE_RESELLER_FRONT). */
    roles: v.array(v.string()),
    firstname: v.optional(v.nullable(v.string()), ''),
    lastname: v.optional(v.nullable(v.string()), ''),
    company: v.optional(v.nullable(v.string()), null),
    lastConnection: v.optional(v.nullable(instant), null),
    isActive: v.optional(v.boolean(), true),
    /** The owning reseller of a quote user. */
    parent: maybeNumber,
    /** Addition: rights the account holds by its id (`translations`: the translation export). */
    rights: v.optional(v.array(v.string()), []),
  }),
  v.title('User'),
);

const text = trimmedText;
const required = requiredText;

/** A new password: at least 8 characters. */
export const newPassword = v.pipe(v.string('validation.passwordLength'), v.minLength(8, 'validation.passwordLength'));

/** The fields of a user's create and update bodies; on update an empty password keeps the current one. */
const userFields = {
  username: v.pipe(required(180), v.email('validation.email')),
  firstname: required(100),
  lastname: required(100),
  company: v.optional(v.nullable(text(150)), null),
  roles: v.pipe(v.array(v.string(), 'validation.required'), v.minLength(1, 'validation.required')),
  isActive: v.optional(v.boolean(), true),
  parent: v.optional(v.nullable(v.pipe(v.number(), v.integer())), null),
};

export const userCreateBody = v.object({ ...userFields, password: newPassword });

/**
 * Addition: the caller's current password, required when an account changes its own password or
 * login (docs/access.md#passwords); an admin changing another account does not send it.
 */
export const currentPassword = v.optional(
  v.pipe(v.string('validation.currentPasswordRequired'), v.description('the caller’s current password')),
  '',
);

export const userUpdateBody = v.object({
  ...userFields,
  password: v.optional(v.union([v.literal(''), newPassword], 'validation.passwordLength'), ''),
  currentPassword,
});

export const usersApi = {
  records: recordOperations({
    path: '/admin/users',
    names: { singular: 'user', plural: 'users', tag: 'Users' },
    item: user,
    body: userUpdateBody,
    createBody: userCreateBody,
    sortable: ['id', 'username', 'roles', 'firstname', 'lastname', 'company', 'lastConnection', 'isActive'],
    defaultSort: 'id (desc)',
    filters: {
      _resellerId: v.optional(v.pipe(id, v.description('the quote users of one reseller (staff)'))),
    },
    read: 'scoped',
    write: 'owner',
    // docs/access.md#the-reader: a reader changes its own password and login, nothing else.
    update: 'account',
    calls: ['list', 'get', 'create', 'update', 'delete', 'active'],
    activeField: 'isActive',
    example: {
      username: 'lea.martin@example.com',
      firstname: 'Léa',
      lastname: 'Martin',
      company: null,
      roles: ['ROLE_READER'],
      isActive: true,
      parent: null,
      password: 'a-long-passphrase',
    },
  }),
} as const;

export type UserWire = v.InferOutput<typeof user>;
