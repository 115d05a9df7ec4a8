import { settingsApi as api } from '../../src/api/settings.api';
import type { MockBackend } from '../backend';
import { recordImplementations } from './records.handlers';
import { cmsListRequest } from './list-requests';

/** The settings' operations of src/api/settings.api.ts: CMS entries and the environment configuration. */
export function settingsHandlers(backend: MockBackend) {
  return [
    ...recordImplementations(api.cms, backend.settings.tooltips, cmsListRequest),
    ...recordImplementations(api.environmentConfig, backend.settings.configEnv),
  ];
}
