import { token } from '../shared/token';
import type { LoadEnvironmentConfig, LoadTooltips } from './settings.use-cases';

/**
 * The settings screens beyond the generic record ones (RECORDS.tooltips, RECORDS.configEnv): the
 * tooltips by type, the one environment configuration.
 */
export interface SettingsUseCases {
  readonly loadTooltips: LoadTooltips;
  readonly loadConfig: LoadEnvironmentConfig;
}

export const SETTINGS = token<SettingsUseCases>('settings');
