import { defineParameterType } from '@cucumber/cucumber';
import type { Role } from '../../src/domain/users/role';
import { REFUSALS, type Refusal } from './world';

const ROLE_NAMES: Record<string, Role> = {
  admin: 'ROLE_ADMIN',
  reseller: 'ROLE_RESELLER',
  reader: 'ROLE_READER',
  'quote user': 'ROLE_RESELLER_FRONT',
};

/** A role as people say it: admin, reseller, reader, quote user. */
defineParameterType({
  name: 'role',
  regexp: /admin|reseller|reader|quote user/,
  transformer: (name: string): Role => ROLE_NAMES[name] as Role,
});

/** Why something was refused: invalid, unauthorized, forbidden, not found. */
defineParameterType({
  name: 'refusal',
  regexp: new RegExp(Object.keys(REFUSALS).join('|')),
  transformer: (name: string): Refusal => name as Refusal,
});

/** A mail by its subject, as its recipient reads it: « Votre commande … a été expédiée » (`…`: any text). */
defineParameterType({
  name: 'mail',
  regexp: /« [^»]+ »/,
  transformer: (quoted: string): string => quoted.slice(2, -2),
});
