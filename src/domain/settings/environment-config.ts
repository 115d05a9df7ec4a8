import * as v from 'valibot';

/**
 * docs/entities.md#environment-configuration: where orders go (FTP), the production system (THETIS) and the carriers'
 * tracking API.
 */
export interface EnvironmentConfig {
  readonly id: number;
  readonly ftpUrl: string;
  readonly ftpLogin: string;
  /** null: the server withholds it from this caller (a reader). */
  readonly ftpPassword: string | null;
  readonly thetisUrl: string;
  readonly trackingApiUrl: string;
  readonly trackingApiToken: string | null;
}

export type EnvironmentConfigInput = Omit<EnvironmentConfig, 'id' | 'ftpPassword' | 'trackingApiToken'> & {
  readonly ftpPassword: string;
  readonly trackingApiToken: string;
};

const CONFIG_TEXT_MAX = 255;

function parsedUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** A URL of one of `protocols` with a host, nothing else (no spaces, no credentials in it). */
function isUrlOf(text: string, protocols: readonly string[]): boolean {
  if (/\s/.test(text)) return false;
  const url = parsedUrl(text);
  return Boolean(url && protocols.includes(url.protocol) && url.hostname && !url.username && !url.password);
}

/** The FTP server: ftp:// (ftps:// and sftp:// too). */
export const isFtpUrl = (text: string): boolean => isUrlOf(text, ['ftp:', 'ftps:', 'sftp:']);
/** THETIS and the tracking API: http:// or https://. */
export const isWebUrl = (text: string): boolean => isUrlOf(text, ['http:', 'https:']);

/** The i18n keys of the rules' messages: the form's own, or the server's. */
export interface EnvironmentConfigMessages {
  readonly ftpUrl: string;
  readonly webUrl: string;
  readonly tooLong: string;
}

/**
 * The form's and the server's rules: each URL empty (not configured: docs/rules.md#non-conformity
 * shows the failure without an FTP URL) or of the right scheme; texts of 255 at most.
 */
export function environmentConfigSchemaWith(messages: EnvironmentConfigMessages) {
  const text = () => v.pipe(v.string(), v.trim(), v.maxLength(CONFIG_TEXT_MAX, messages.tooLong));
  const url = (rule: (value: string) => boolean, message: string) =>
    v.pipe(
      text(),
      v.check((value) => value === '' || rule(value), message),
    );
  return v.object({
    ftpUrl: url(isFtpUrl, messages.ftpUrl),
    ftpLogin: text(),
    // A password is taken as typed: spaces may belong to it.
    ftpPassword: v.pipe(v.string(), v.maxLength(CONFIG_TEXT_MAX, messages.tooLong)),
    thetisUrl: url(isWebUrl, messages.webUrl),
    trackingApiUrl: url(isWebUrl, messages.webUrl),
    trackingApiToken: text(),
  });
}

export const environmentConfigSchema = environmentConfigSchemaWith({
  ftpUrl: 'settings.validation.ftpUrl',
  webUrl: 'settings.validation.webUrl',
  tooLong: 'validation.tooLong',
});
export type EnvironmentConfigFormValues = v.InferInput<typeof environmentConfigSchema>;

export const EMPTY_ENVIRONMENT_CONFIG: EnvironmentConfigFormValues = {
  ftpUrl: '',
  ftpLogin: '',
  ftpPassword: '',
  thetisUrl: '',
  trackingApiUrl: '',
  trackingApiToken: '',
};

export function toEnvironmentConfigValues(config: EnvironmentConfig): EnvironmentConfigFormValues {
  return {
    ftpUrl: config.ftpUrl,
    ftpLogin: config.ftpLogin,
    ftpPassword: config.ftpPassword ?? '',
    thetisUrl: config.thetisUrl,
    trackingApiUrl: config.trackingApiUrl,
    trackingApiToken: config.trackingApiToken ?? '',
  };
}

export function toEnvironmentConfigInput(values: EnvironmentConfigFormValues): EnvironmentConfigInput {
  return v.parse(environmentConfigSchema, values);
}
