import * as v from 'valibot';
import type { EnvironmentConfig, EnvironmentConfigInput } from '../../domain/settings/environment-config';
import { TOOLTIP_CMS_TYPE, TOOLTIP_TARGET_TYPES, type Tooltip, type TooltipInput } from '../../domain/settings/tooltip';
import type { RecordMapping } from './record-mapping';

const tooltipDto = v.object({
  id: v.number(),
  cmsType: v.string(),
  targetType: v.picklist(TOOLTIP_TARGET_TYPES),
  name: v.string(),
  value: v.string(),
});

/** /admin/cms entries of type tooltip. Lists ask for them with the filter `_type: 'tooltip'`. */
export const tooltipMapping: RecordMapping<Tooltip, TooltipInput> = {
  toEntity: (dto) => {
    const { id, targetType, name, value } = v.parse(tooltipDto, dto);
    return { id, targetType, name, value };
  },
  toBody: (input) => ({
    cmsType: TOOLTIP_CMS_TYPE,
    targetType: input.targetType,
    name: input.name,
    value: input.value,
  }),
};

const environmentConfigDto = v.object({
  id: v.number(),
  ftpUrl: v.string(),
  ftpLogin: v.string(),
  ftpPassword: v.nullable(v.string()),
  thetisUrl: v.string(),
  trackingApiUrl: v.string(),
  trackingApiToken: v.nullable(v.string()),
});

/** /admin/config_env: the secrets come as null to callers who may not see them. */
export const environmentConfigMapping: RecordMapping<EnvironmentConfig, EnvironmentConfigInput> = {
  toEntity: (dto) => v.parse(environmentConfigDto, dto),
  toBody: (input) => ({
    ftpUrl: input.ftpUrl,
    ftpLogin: input.ftpLogin,
    ftpPassword: input.ftpPassword,
    thetisUrl: input.thetisUrl,
    trackingApiUrl: input.trackingApiUrl,
    trackingApiToken: input.trackingApiToken,
  }),
};
