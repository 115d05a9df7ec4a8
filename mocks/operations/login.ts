import { authApi } from '../../src/api/auth.api';
import type { MockBackend } from '../backend-core';
import { serve, type Served } from './serve';

/**
 * The login's entry of the routing table, in a module of its own: the demo's worker serves it before
 * the rest of the table and the services behind it have loaded (docs/demo-backend.md#what-loads-when).
 * The account's mails follow the language the call names (absent: the account keeps its own).
 */
export const servedLogin = ({ auth }: MockBackend): Served =>
  serve(authApi.login, ({ body, locale, client, localeGiven }) => auth.login(body, locale, client, localeGiven));
