import { beforeEach, describe, expect, it } from 'vitest';
import { MockBackend } from '../../backend';
import { ApiError } from '../shared/api-error';
import type { CallContext } from '../shared/context';

let backend: MockBackend;
const as = (username: string): CallContext => {
  const caller = backend.db.collections.users.findFirst((q) => q.where({ username }));
  if (!caller) throw new Error(`no ${username}`);
  return { caller, locale: 'fr' };
};
const service = () => backend.records.configEnv!;
const valid = {
  ftpUrl: 'ftp://ftp.example/in',
  ftpLogin: 'login',
  ftpPassword: 'pw',
  thetisUrl: 'https://thetis.example',
  trackingApiUrl: 'http://tracking.example/v3',
  trackingApiToken: 'tok',
};

async function refusal(fn: () => unknown): Promise<ApiError> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

beforeEach(async () => {
  backend = await MockBackend.seeded();
});

describe('environment configuration (/admin/config_env)', () => {
  it('gives the admin the whole configuration, secrets included', () => {
    expect(service().get(as('admin@demo.local'), 1)).toMatchObject({
      ftpPassword: 'demo-ftp-secret',
      trackingApiToken: 'trk_demo_0123456789',
    });
  });

  it('withholds the password and the token from a reader', () => {
    const config = service().get(as('reader@demo.local'), 1) as Record<string, unknown>;
    expect(config.ftpPassword).toBeNull();
    expect(config.trackingApiToken).toBeNull();
    expect(config.ftpUrl).toBe('ftp://ftp.labelprint.example/incoming');
  });

  it('saves valid URLs, and empty ones (not configured)', async () => {
    await expect(service().update(as('admin@demo.local'), 1, valid)).resolves.toMatchObject(valid);
    await expect(service().update(as('admin@demo.local'), 1, { ...valid, ftpUrl: '' })).resolves.toMatchObject({
      ftpUrl: '',
    });
  });

  it('refuses an FTP URL that is not ftp:// and web URLs that are not http(s)://, naming each field', async () => {
    const error = await refusal(() =>
      service().update(as('admin@demo.local'), 1, {
        ...valid,
        ftpUrl: 'https://ftp.example',
        thetisUrl: 'ftp://thetis.example',
        trackingApiUrl: 'not a url',
      }),
    );
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual([
      { field: 'ftpUrl', message: 'URL invalide.' },
      { field: 'thetisUrl', message: 'URL invalide.' },
      { field: 'trackingApiUrl', message: 'URL invalide.' },
    ]);
    expect(backend.db.collections.configEnv.all()[0]?.ftpUrl).toBe('ftp://ftp.labelprint.example/incoming');
  });

  it('refuses writes to a reader and everything to a reseller (403)', async () => {
    expect((await refusal(() => service().update(as('reader@demo.local'), 1, valid))).status).toBe(403);
    expect((await refusal(() => service().get(as('reseller@demo.local'), 1))).status).toBe(403);
  });
});
