import * as v from 'valibot';
import { environmentConfigSchemaWith } from '../domain/settings/environment-config';
import { TOOLTIP_CMS_TYPE, TOOLTIP_NAME_MAX, TOOLTIP_TARGET_TYPES, TOOLTIP_TEXT_MAX } from '../domain/settings/tooltip';
import { recordOperations } from './records';
import { id, requiredText, text } from './wire';

/**
 * The settings (docs/entities.md): the CMS entries (the price calculator's tooltips, one per
 * target type) and the environment configuration (where orders go, the production system, the
 * carriers' tracking API).
 */

/** A CMS entry; the calculator's tooltips are those of type `tooltip`. */
const cmsEntry = v.pipe(
  v.object({
    id,
    cmsType: v.pipe(text, v.description(`the entry's type: ${TOOLTIP_CMS_TYPE}`)),
    /** The calculator field the tooltip explains. */
    targetType: v.picklist(TOOLTIP_TARGET_TYPES),
    name: text,
    /** The text shown in the calculator. */
    value: text,
  }),
  v.title('CmsEntry'),
);

/** The environment configuration; the FTP password and the tracking token are null for callers who may not see them. */
const environmentConfig = v.pipe(
  v.object({
    id,
    ftpUrl: text,
    ftpLogin: text,
    ftpPassword: v.pipe(v.nullable(text), v.description('null for a caller who may not see it (docs/access.md)')),
    thetisUrl: text,
    trackingApiUrl: text,
    trackingApiToken: v.pipe(v.nullable(text), v.description('null for a caller who may not see it (docs/access.md)')),
  }),
  v.title('EnvironmentConfig'),
);

/** A tooltip: one of the six target types (one tooltip each), a name and a text. */
export const cmsEntryBody = v.object({
  targetType: v.picklist(TOOLTIP_TARGET_TYPES, (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? 'validation.required'
      : 'settings.validation.targetType',
  ),
  name: requiredText(TOOLTIP_NAME_MAX),
  value: requiredText(TOOLTIP_TEXT_MAX),
  cmsType: v.optional(v.literal(TOOLTIP_CMS_TYPE, 'validation.cmsType'), TOOLTIP_CMS_TYPE),
});

/**
 * Each URL empty (not configured) or of its scheme: ftp:// (ftps, sftp) for the FTP server,
 * http(s):// for THETIS and the tracking API; texts of 255 characters at most. The form checks
 * the same rules (src/domain/settings/environment-config.ts).
 */
export const environmentConfigBody = environmentConfigSchemaWith({
  ftpUrl: 'validation.url',
  webUrl: 'validation.url',
  tooLong: 'validation.tooLong',
});

const tag = 'Settings';

/** The example of the configuration's body; its answer's adds the id (src/api/openapi/examples.ts). */
export const ENVIRONMENT_CONFIG_EXAMPLE = {
  ftpUrl: 'ftp://ftp.labelprint.example/incoming',
  ftpLogin: 'labelprint',
  ftpPassword: 'a-secret',
  thetisUrl: 'https://thetis.labelprint.example/api',
  trackingApiUrl: 'https://tracking.example/api/v2',
  trackingApiToken: 'trk_0123456789',
};

export const settingsApi = {
  /** CMS entries, `?_type=tooltip` for the calculator's tooltips. */
  cms: recordOperations({
    path: '/admin/cms',
    names: { singular: 'cmsEntry', plural: 'cmsEntries', tag },
    item: cmsEntry,
    body: cmsEntryBody,
    sortable: ['id', 'targetType', 'name'],
    defaultSort: 'id (asc)',
    filters: {
      _type: v.optional(v.pipe(v.string(), v.description(`the entries of one type (${TOOLTIP_CMS_TYPE})`))),
    },
    example: {
      cmsType: TOOLTIP_CMS_TYPE,
      targetType: 'width',
      name: 'Largeur',
      value: 'La largeur d’une étiquette, en cm.',
    },
  }),
  environmentConfig: recordOperations({
    path: '/admin/config_env',
    names: { singular: 'environmentConfig', plural: 'environmentConfigs', tag },
    item: environmentConfig,
    body: environmentConfigBody,
    sortable: ['id'],
    defaultSort: 'id (asc)',
    example: ENVIRONMENT_CONFIG_EXAMPLE,
  }),
} as const;

export type CmsEntryWire = v.InferOutput<typeof cmsEntry>;
export type EnvironmentConfigWire = v.InferOutput<typeof environmentConfig>;
