import { RECORDS } from '../shared/record-tokens';

/** Injection tokens of the users' use cases (generic record use cases bound to the user repository). */
export const USERS = RECORDS.users;
