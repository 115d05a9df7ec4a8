import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { environmentConfigSchema, EMPTY_ENVIRONMENT_CONFIG, isFtpUrl, isWebUrl } from './environment-config';

describe('environment configuration URLs', () => {
  it('takes ftp:// (and ftps://, sftp://) for the FTP server, nothing else', () => {
    expect(isFtpUrl('ftp://ftp.labelprint.example/incoming')).toBe(true);
    expect(isFtpUrl('ftps://ftp.example:990')).toBe(true);
    expect(isFtpUrl('sftp://ftp.example')).toBe(true);
    for (const bad of ['https://ftp.example', 'ftp.example', 'ftp://', 'ftp://user:pw@ftp.example', 'ftp://a b'])
      expect(isFtpUrl(bad)).toBe(false);
  });

  it('takes http:// and https:// for THETIS and the tracking API', () => {
    expect(isWebUrl('https://thetis.labelprint.example/api')).toBe(true);
    expect(isWebUrl('http://127.0.0.1:8080')).toBe(true);
    for (const bad of ['ftp://x.example', 'javascript:alert(1)', 'not a url', '//x.example', 'https://'])
      expect(isWebUrl(bad)).toBe(false);
  });

  it('accepts empty URLs (not configured) and refuses a wrong scheme with the field named', () => {
    expect(v.safeParse(environmentConfigSchema, EMPTY_ENVIRONMENT_CONFIG).success).toBe(true);
    const result = v.safeParse(environmentConfigSchema, {
      ...EMPTY_ENVIRONMENT_CONFIG,
      ftpUrl: 'https://ftp.example',
      trackingApiUrl: 'ftp://tracking.example',
    });
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => [i.path?.[0]?.key, i.message])).toEqual([
      ['ftpUrl', 'settings.validation.ftpUrl'],
      ['trackingApiUrl', 'settings.validation.webUrl'],
    ]);
  });

  it('keeps a password as typed, spaces included', () => {
    const parsed = v.parse(environmentConfigSchema, { ...EMPTY_ENVIRONMENT_CONFIG, ftpPassword: ' s3cret ' });
    expect(parsed.ftpPassword).toBe(' s3cret ');
  });
});
