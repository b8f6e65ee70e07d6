import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.filesDir).toBe(`${config.dataDir}/files`);
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', SITE_WHATSAPP: '+971 50' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*SITE_WHATSAPP/,
    );
  });

  it('reads TRUST_PROXY as a flag or an address list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });

  it('keeps files in DATA_DIR/files unless S3_BUCKET is set', () => {
    const config = loadConfig({ DATA_DIR: '/srv/maids' });
    expect(config.fileStore).toEqual({ driver: 'local', root: '/srv/maids/files' });
  });

  it('reads the S3 settings into one file-store configuration', () => {
    const config = loadConfig({
      S3_BUCKET: 'maids-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'me-central-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.fileStore).toEqual({
      driver: 's3',
      bucket: 'maids-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'me-central-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // Without keys the SDK's own credential chain (an instance role) applies.
    expect(loadConfig({ S3_BUCKET: 'maids-files' }).fileStore).toEqual({
      driver: 's3',
      bucket: 'maids-files',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('sends SMS to the log by default, and needs every HTTP setting with SMS_PROVIDER=http', () => {
    expect(loadConfig({})).toMatchObject({ SMS_PROVIDER: 'console', SMS_MAX_ATTEMPTS: 5, SMS_RETRY_DELAY_S: 10, DEV_OUTBOX: false });
    expect(() => loadConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://api.twilio.com/2010-04-01' })).toThrow(
      /SMS_HTTP_ACCOUNT: is required when SMS_PROVIDER=http[\s\S]*SMS_HTTP_TOKEN[\s\S]*SMS_HTTP_FROM/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
  });

  it('refuses a half-configured bucket, naming the variables', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ENDPOINT: is set but S3_BUCKET is not/);
    expect(() => loadConfig({ S3_BUCKET: 'maids-files', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(() => loadConfig({ S3_BUCKET: 'Maids_Files', S3_FORCE_PATH_STYLE: 'maybe', S3_ENDPOINT: 'not a url' })).toThrow(
      /S3_BUCKET[\s\S]*S3_ENDPOINT[\s\S]*S3_FORCE_PATH_STYLE/,
    );
    expect(() => loadConfig({ OLD_APP_SECRET: 'short' })).toThrow(/OLD_APP_SECRET/);
  });
});
