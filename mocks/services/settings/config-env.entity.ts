import { environmentConfigBody, type EnvironmentConfigWire } from '../../../src/api/settings.api';
import { can } from '../../../src/domain/session/can';
import type { ConfigEnvRecord } from '../../db/catalogue.schema';
import type { EntityDefinition } from '../shared/record.service';

/**
 * /admin/config_env: the environment configuration. URLs are empty or of the right scheme
 * (ftp:// for the FTP server, http(s):// for THETIS and tracking). Only an admin receives the
 * FTP password and the tracking token: a reader gets null in their place (docs/access.md).
 */
export function configEnvEntity(): EntityDefinition<ConfigEnvRecord, EnvironmentConfigWire> {
  return {
    collection: 'configEnv',
    subject: 'settings',
    toDto: (r, ctx) => {
      const secrets = can(ctx.caller, 'read-secrets', 'settings');
      return {
        id: r.id,
        ftpUrl: r.ftpUrl,
        ftpLogin: r.ftpLogin,
        ftpPassword: secrets ? r.ftpPassword : null,
        thetisUrl: r.thetisUrl,
        trackingApiUrl: r.trackingApiUrl,
        trackingApiToken: secrets ? r.trackingApiToken : null,
      };
    },
    list: {
      sortable: { id: (r) => r.id },
      defaultSort: { field: 'id', order: 'asc' },
      searchText: (r) => `${r.ftpUrl} ${r.thetisUrl} ${r.trackingApiUrl}`,
    },
    body: () => environmentConfigBody,
  };
}
