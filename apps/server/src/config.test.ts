import { describe, expect, it } from 'vitest';
import { CONFIG_DOCS, ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with no environment at all', () => {
    const config = loadConfig({ INIT_CWD: '/home/me/crowdeck' });
    expect(config).toMatchObject({
      port: 3000,
      audiencePort: 3001,
      host: '0.0.0.0',
      presenterUrl: 'http://localhost:3000',
      audienceUrl: 'http://localhost:3001',
      apiUrl: 'http://localhost:3000',
      dataDir: '/home/me/crowdeck/data',
      databaseUrl: null,
      redisUrl: null,
      redisPrefix: 'crowdeck:',
      smtpUrl: null,
      mailFrom: 'Crowdeck <no-reply@localhost>',
      sentryDsn: null,
      sentryTracesSampleRate: 1,
      trustProxy: false,
      logLevel: 'info',
    });
  });

  it('reads every variable and trims trailing slashes from addresses', () => {
    const config = loadConfig({
      PORT: '8080',
      PRESENTER_URL: 'https://crowdeck.example/',
      API_URL: 'https://api.crowdeck.example/',
      DATABASE_URL: 'postgres://u@db/crowdeck',
      SMTP_URL: 'smtps://u:p@mail.example:465',
      REDIS_URL: 'redis://cache:6379/2',
      REDIS_PREFIX: 'event-a:',
      TRUST_PROXY: '1',
      DATA_DIR: '/var/lib/crowdeck',
    });
    expect(config.port).toBe(8080);
    expect(config.presenterUrl).toBe('https://crowdeck.example');
    expect(config.apiUrl).toBe('https://api.crowdeck.example');
    expect(config.databaseUrl).toBe('postgres://u@db/crowdeck');
    expect(config.smtpUrl).toBe('smtps://u:p@mail.example:465');
    expect(config.redisUrl).toBe('redis://cache:6379/2');
    expect(config.redisPrefix).toBe('event-a:');
    expect(config.trustProxy).toBe(1);
    expect(config.dataDir).toBe('/var/lib/crowdeck');
  });

  it('lets the addresses follow the request only when no address variable is set', () => {
    const none = loadConfig({ PORT: '8000', AUDIENCE_PORT: '8001' });
    expect(none.addressesFromRequest).toBe(true);
    // Mailed links never use the request's Host: without PRESENTER_URL they go to localhost.
    expect(none.presenterUrl).toBe('http://localhost:8000');
    expect(none.audienceUrl).toBe('http://localhost:8001');
    for (const name of ['PRESENTER_URL', 'AUDIENCE_URL', 'API_URL', 'UPLOAD_URL', 'FONTS_URL']) {
      expect(loadConfig({ [name]: 'https://x.example' }).addressesFromRequest, name).toBe(false);
    }
    expect(loadConfig({ PRESENTER_URL: '' }).addressesFromRequest).toBe(true);
  });

  it('reads the stand-in network addresses of tests', () => {
    expect(loadConfig({}).networkAddresses).toBeNull();
    expect(loadConfig({ TEST_LAN_ADDRESSES: '127.0.0.2' }).networkAddresses).toEqual(['127.0.0.2']);
    expect(loadConfig({ TEST_LAN_ADDRESSES: 'none' }).networkAddresses).toEqual([]);
    expect(() => loadConfig({ TEST_LAN_ADDRESSES: 'a;b' })).toThrow(/TEST_LAN_ADDRESSES/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: null,
    });
  });

  it('names every invalid variable in one error', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', PRESENTER_URL: 'localhost', DATABASE_URL: 'mysql://x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*PRESENTER_URL[\s\S]*DATABASE_URL/);
  });

  it('chooses Stripe only with both of its secrets, and names the missing one', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(loadConfig({}).salesEmail).toBe('no-reply@localhost');
    const both = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_123456',
      STRIPE_WEBHOOK_SECRET: 'whsec_123456',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      SALES_EMAIL: 'sales@example.com',
    });
    expect(both.stripe).toEqual({
      secretKey: 'sk_test_123456',
      webhookSecret: 'whsec_123456',
      apiUrl: 'http://127.0.0.1:12111',
    });
    expect(both.salesEmail).toBe('sales@example.com');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123456' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: must be set together with STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_123456' })).toThrow(
      /STRIPE_SECRET_KEY: must be set together with STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('allows the sandbox by default, but in production only with BILLING_SANDBOX=true', () => {
    expect(loadConfig({}).billingSandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).billingSandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).billingSandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', BILLING_SANDBOX: 'true' }).billingSandbox).toBe(
      true,
    );
    expect(loadConfig({ BILLING_SANDBOX: 'false' }).billingSandbox).toBe(false);
    expect(() => loadConfig({ BILLING_SANDBOX: 'yes' })).toThrow(/BILLING_SANDBOX/);
  });

  it('reads the Sentry trace sample rate, a share from 0 to 1', () => {
    expect(loadConfig({ SENTRY_TRACES_SAMPLE_RATE: '0.1' }).sentryTracesSampleRate).toBe(0.1);
    expect(loadConfig({ SENTRY_TRACES_SAMPLE_RATE: '0' }).sentryTracesSampleRate).toBe(0);
    expect(() => loadConfig({ SENTRY_TRACES_SAMPLE_RATE: '2' })).toThrow(
      /SENTRY_TRACES_SAMPLE_RATE/,
    );
    expect(() => loadConfig({ SENTRY_TRACES_SAMPLE_RATE: 'all' })).toThrow(
      /SENTRY_TRACES_SAMPLE_RATE/,
    );
  });

  it('reads the upload bucket only with S3_BUCKET, and refuses half an S3 setup', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(
      loadConfig({
        S3_BUCKET: 'crowdeck-uploads',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'crowdeck',
      }).s3,
    ).toEqual({
      bucket: 'crowdeck-uploads',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'crowdeck/',
    });
    expect(loadConfig({ S3_BUCKET: 'b12', S3_REGION: 'eu-west-3' }).s3).toMatchObject({
      region: 'eu-west-3',
      endpoint: null,
      accessKeyId: null,
      forcePathStyle: false,
      prefix: '',
    });
    const partial = () => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9', S3_PREFIX: 'x/' });
    expect(partial).toThrow(ConfigError);
    expect(partial).toThrow(
      'S3_BUCKET: must be set when S3_ENDPOINT, S3_PREFIX are set (or unset every S3_ variable to keep uploads in DATA_DIR)',
    );
    expect(() => loadConfig({ S3_BUCKET: 'ok-bucket', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_SECRET_ACCESS_KEY: must be set together with S3_ACCESS_KEY_ID',
    );
    expect(() => loadConfig({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET: must be a bucket/);
    expect(() => loadConfig({ S3_BUCKET: 'ok-bucket', S3_ENDPOINT: 'ftp://x' })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'ok-bucket', S3_PREFIX: '../x' })).toThrow(/S3_PREFIX/);
  });

  it('documents each variable once', () => {
    const names = CONFIG_DOCS.map((doc) => doc.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('SENTRY_DSN');
  });
});
