import type { BodyOf } from '../../api/operation';
import type { CmsEntryWire, EnvironmentConfigWire, settingsApi } from '../../api/settings.api';
import type { EnvironmentConfig, EnvironmentConfigInput } from '../../domain/settings/environment-config';
import { TOOLTIP_CMS_TYPE, type Tooltip, type TooltipInput } from '../../domain/settings/tooltip';
import type { RecordMapping } from './record-mapping';

type CmsEntryBody = BodyOf<NonNullable<(typeof settingsApi)['cms']['update']>>;
type EnvironmentConfigBody = BodyOf<NonNullable<(typeof settingsApi)['environmentConfig']['update']>>;

const toTooltip = (w: CmsEntryWire): Tooltip => ({
  id: w.id,
  targetType: w.targetType,
  name: w.name,
  value: w.value,
});

/** /admin/cms entries of type tooltip. Lists ask for them with the filter `_type: 'tooltip'`. */
export const tooltipMapping: RecordMapping<Tooltip, TooltipInput, CmsEntryWire> = {
  toEntity: toTooltip,
  toBody: (input): CmsEntryBody => ({
    cmsType: TOOLTIP_CMS_TYPE,
    targetType: input.targetType,
    name: input.name,
    value: input.value,
  }),
};

const toEnvironmentConfig = (w: EnvironmentConfigWire): EnvironmentConfig => ({
  id: w.id,
  ftpUrl: w.ftpUrl,
  ftpLogin: w.ftpLogin,
  ftpPassword: w.ftpPassword,
  thetisUrl: w.thetisUrl,
  trackingApiUrl: w.trackingApiUrl,
  trackingApiToken: w.trackingApiToken,
});

/** /admin/config_env: the secrets come as null to callers who may not see them. */
export const environmentConfigMapping: RecordMapping<EnvironmentConfig, EnvironmentConfigInput, EnvironmentConfigWire> =
  {
    toEntity: toEnvironmentConfig,
    toBody: (input): EnvironmentConfigBody => ({
      ftpUrl: input.ftpUrl,
      ftpLogin: input.ftpLogin,
      ftpPassword: input.ftpPassword,
      thetisUrl: input.thetisUrl,
      trackingApiUrl: input.trackingApiUrl,
      trackingApiToken: input.trackingApiToken,
    }),
  };
