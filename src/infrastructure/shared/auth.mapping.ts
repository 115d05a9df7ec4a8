import type { ConnectAsResult } from '../../application/session/auth-gateway.port';
import type { ConnectAsWire } from '../../api/auth.api';
import { toUser } from './user.mapping';

/** The reseller's token, and the admin with the token to come back with (null when the server gives none). */
export function toConnectAsResult(d: ConnectAsWire): ConnectAsResult {
  const { api_token: apiToken, ...admin } = d.adminUser;
  return { token: d.userConnectAsToken, adminUser: { ...toUser(admin), apiToken } };
}
