import { recordTokens } from '../shared/record-tokens';

/** The generic record use cases of the calculator tooltips (/admin/cms) and the environment configuration. */
export const TOOLTIPS = recordTokens('tooltips');
export const CONFIG_ENV = recordTokens('configEnv');
