import type { LoadEnvironmentConfig, LoadTooltips, SaveEnvironmentConfig } from './settings.use-cases';
import { RECORDS } from '../shared/record-tokens';
import { token } from '../shared/token';

/** The generic record use cases of the calculator tooltips (/admin/cms), and the tooltips by type. */
export const TOOLTIPS = {
  ...RECORDS.tooltips,
  load: token<LoadTooltips>('tooltips.load'),
};

/** The generic record use cases of the environment configuration, and the one configuration. */
export const CONFIG_ENV = {
  ...RECORDS.configEnv,
  loadOne: token<LoadEnvironmentConfig>('configEnv.loadOne'),
  saveOne: token<SaveEnvironmentConfig>('configEnv.saveOne'),
};
