import type { ConnectAsResult } from '../../application/session/auth-gateway.port';
import type { ConnectAsWire, TokenWire } from '../../api/auth.api';
import type { LoginSession } from '../../domain/session/session';
import { toUser } from './user.mapping';

/** The reseller's token, and the admin with the token to come back with (null when the server gives none). */
export function toConnectAsResult(d: ConnectAsWire): ConnectAsResult {
  const { api_token: apiToken, ...admin } = d.adminUser;
  return { token: d.userConnectAsToken, adminUser: { ...toUser(admin), apiToken } };
}

/** The token and, from a server that says, how long its session lasts (additions to the original login answer). */
export function toLoginSession(d: TokenWire): LoginSession {
  return { token: d.token, idleTimeoutSeconds: d.idleTimeoutSeconds ?? null, expiresAt: d.expiresAt ?? null };
}
