import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_SECRETS, GOOGLE_DISCOVERY_URL, loadConfig, RATE_LIMIT_DEFAULTS } from './config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

/** Settings of a PayFast merchant account (the sandbox's public test merchant). */
const PAYFAST = {
  PAYFAST_MERCHANT_ID: '10000100',
  PAYFAST_MERCHANT_KEY: '46f0cd694581a',
  PAYFAST_PASSPHRASE: 'jacarandaSeason2026',
};

/** A production environment that starts: real secrets, a public URL and a payment gateway. */
const PRODUCTION = {
  NODE_ENV: 'production',
  ...PAYFAST,
  PUBLIC_URL: 'https://stream.example.co.za/',
  AUTH_SECRET: 'a'.repeat(40),
  MEDIA_TOKEN_SECRET: 'b'.repeat(40),
} as const;

describe('loadConfig', () => {
  it('starts a fresh clone with no variables: port 3000, embedded database under ./data, demo seeding on', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/srv/app/data/pglite' });
    expect(config.storageDir).toBe('/srv/app/data/storage');
    expect(config.seedDemo).toBe(true);
    expect(config.authSecret).toBe(DEV_SECRETS.authSecret);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db:5432/mzansi' }, '/srv/app');
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app@db:5432/mzansi' });
  });

  it('finds pg_dump and pg_restore on PATH for backups unless PG_DUMP_PATH / PG_RESTORE_PATH name them', () => {
    const defaults = loadConfig({}, '/srv/app');
    expect([defaults.pgDumpPath, defaults.pgRestorePath]).toEqual(['pg_dump', 'pg_restore']);
    const given = loadConfig(
      {
        PG_DUMP_PATH: '/usr/lib/postgresql/15/bin/pg_dump',
        PG_RESTORE_PATH: '/usr/lib/postgresql/15/bin/pg_restore',
      },
      '/srv/app',
    );
    expect([given.pgDumpPath, given.pgRestorePath]).toEqual([
      '/usr/lib/postgresql/15/bin/pg_dump',
      '/usr/lib/postgresql/15/bin/pg_restore',
    ]);
  });

  it('names every bad variable', () => {
    const problems = problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    expect(problems.some((p) => p.startsWith('PORT:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('DATABASE_URL:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('SEED_DEMO:'))).toBe(true);
  });

  it('refuses the development secrets and a missing public URL in production', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.some((p) => p.startsWith('AUTH_SECRET:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('MEDIA_TOKEN_SECRET:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('PUBLIC_URL:'))).toBe(true);
    const copied = problemsOf({
      NODE_ENV: 'production',
      ...PAYFAST,
      PUBLIC_URL: 'https://stream.example.co.za',
      AUTH_SECRET: DEV_SECRETS.authSecret,
      MEDIA_TOKEN_SECRET: 'x'.repeat(40),
    });
    expect(copied).toEqual([expect.stringMatching(/^AUTH_SECRET:/)]);
  });

  it('starts in production with real secrets, no demo data and listening on all interfaces', () => {
    const config = loadConfig(PRODUCTION, '/srv/app');
    expect(config.seedDemo).toBe(false);
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicUrl).toBe('https://stream.example.co.za');
    // The API document is off in production unless an operator turns it on.
    expect(config.apiDocs).toBe(false);
  });

  it('serves the API document outside production, and in production only when API_DOCS turns it on', () => {
    expect(loadConfig({}, '/srv/app').apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }, '/srv/app').apiDocs).toBe(false);
    expect(loadConfig({ ...PRODUCTION, API_DOCS: 'true' }, '/srv/app').apiDocs).toBe(true);
  });

  it('serves no metrics by default, drains 5 s before stopping in production only', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.metrics).toEqual({ port: null, host: '127.0.0.1', token: null });
    expect(config.shutdownDrainSeconds).toBe(0);
    const production = loadConfig(PRODUCTION, '/srv/app');
    expect(production.shutdownDrainSeconds).toBe(5);
  });

  it('reads the metrics and shutdown variables, and names bad ones', () => {
    const config = loadConfig(
      {
        METRICS_PORT: '9464',
        METRICS_HOST: '0.0.0.0',
        METRICS_TOKEN: 'scrape-token-0123456789',
        SHUTDOWN_DRAIN_SECONDS: '12',
      },
      '/srv/app',
    );
    expect(config.metrics).toEqual({ port: 9464, host: '0.0.0.0', token: 'scrape-token-0123456789' });
    expect(config.shutdownDrainSeconds).toBe(12);
    const problems = problemsOf({
      METRICS_PORT: '70000',
      METRICS_TOKEN: 'short',
      SHUTDOWN_DRAIN_SECONDS: '-1',
    });
    expect(problems.some((p) => p.startsWith('METRICS_PORT:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('METRICS_TOKEN: must be at least 16'))).toBe(true);
    expect(problems.some((p) => p.startsWith('SHUTDOWN_DRAIN_SECONDS:'))).toBe(true);
    expect(problemsOf({ METRICS_TOKEN: 'has a space in the middle' })).toEqual([
      expect.stringMatching(/^METRICS_TOKEN: must be printable ASCII/),
    ]);
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '' }, '/srv/app');
    expect(config.database.kind).toBe('pglite');
    expect(config.port).toBe(3000);
  });

  it('refuses short secrets', () => {
    expect(problemsOf({ AUTH_SECRET: 'short' })).toEqual([
      expect.stringMatching(/^AUTH_SECRET: must be at least 32/),
    ]);
  });

  it('has account defaults that work without setup: confirmation on, outbox mail, no Google, no first admin', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.auth).toEqual({ requireEmailVerification: true, adminEmail: undefined, google: null });
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'Mzansi Stream <no-reply@mzansistream.co.za>' });
    expect(config.rateLimits).toEqual(RATE_LIMIT_DEFAULTS);
    expect(config.rateLimits.sign_in_ip_email).toEqual({ max: 10, windowSeconds: 300 });
  });

  it('reads the account variables', () => {
    const config = loadConfig(
      {
        AUTH_REQUIRE_EMAIL_VERIFICATION: 'false',
        ADMIN_EMAIL: ' Boss@Example.co.za ',
        GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'secret',
        SMTP_URL: 'smtps://user:pass@smtp.example.co.za:465',
        MAIL_FROM: 'Mzansi <hello@example.co.za>',
        RATE_LIMITS: 'sign_in_ip=100/60, sign_up_ip=20/600',
      },
      '/srv/app',
    );
    expect(config.auth).toEqual({
      requireEmailVerification: false,
      adminEmail: 'boss@example.co.za',
      google: {
        clientId: 'id.apps.googleusercontent.com',
        clientSecret: 'secret',
        discoveryUrl: GOOGLE_DISCOVERY_URL,
      },
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pass@smtp.example.co.za:465',
      from: 'Mzansi <hello@example.co.za>',
    });
    expect(config.rateLimits.sign_in_ip).toEqual({ max: 100, windowSeconds: 60 });
    expect(config.rateLimits.sign_up_ip).toEqual({ max: 20, windowSeconds: 600 });
    expect(config.rateLimits.email_address).toEqual(RATE_LIMIT_DEFAULTS.email_address);
  });

  it('names bad account variables', () => {
    const malformed = problemsOf({ SMTP_URL: 'http://mail.example.co.za', ADMIN_EMAIL: 'not-an-address' });
    expect(malformed.some((p) => p.startsWith('SMTP_URL:'))).toBe(true);
    expect(malformed.some((p) => p.startsWith('ADMIN_EMAIL:'))).toBe(true);
    const inconsistent = problemsOf({
      GOOGLE_CLIENT_ID: 'only-the-id',
      RATE_LIMITS: 'sign_in_ip=lots,unknown_limit=1/1,sign_up_ip=0/60',
    });
    expect(inconsistent.some((p) => p.startsWith('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET'))).toBe(true);
    expect(inconsistent.filter((p) => p.startsWith('RATE_LIMITS:'))).toHaveLength(3);
  });

  it('keeps files on the local disk by default, with scratch space under the data folder', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.storage).toEqual({ driver: 'local' });
    expect(config.workDir).toBe('/srv/app/data/work');
    expect(loadConfig({ WORK_DIR: '/scratch' }, '/srv/app').workDir).toBe('/scratch');
  });

  it('configures an S3 bucket, path style with a custom endpoint', () => {
    const config = loadConfig(
      {
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'mzansi-media',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret-example',
        S3_PREFIX: 'prod',
      },
      '/srv/app',
    );
    expect(config.storage).toEqual({
      driver: 's3',
      bucket: 'mzansi-media',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' },
      forcePathStyle: true,
      prefix: 'prod/',
    });
    // AWS itself: virtual-hosted addresses, credentials from the SDK's default chain, R2's region name accepted.
    const aws = loadConfig(
      { STORAGE_DRIVER: 's3', S3_BUCKET: 'mzansi-media', S3_REGION: 'auto' },
      '/srv/app',
    );
    expect(aws.storage).toMatchObject({
      forcePathStyle: false,
      credentials: undefined,
      region: 'auto',
      prefix: '',
    });
    expect(
      loadConfig(
        {
          STORAGE_DRIVER: 's3',
          S3_BUCKET: 'mzansi-media',
          S3_ENDPOINT: 'https://x.example',
          S3_FORCE_PATH_STYLE: 'false',
        },
        '/srv/app',
      ).storage,
    ).toMatchObject({ forcePathStyle: false });
  });

  it('names what S3 storage is missing or gets wrong', () => {
    expect(problemsOf({ STORAGE_DRIVER: 's3' })).toEqual(['S3_BUCKET: required with STORAGE_DRIVER=s3']);
    expect(problemsOf({ STORAGE_DRIVER: 's3', S3_BUCKET: 'mzansi-media', S3_ACCESS_KEY_ID: 'AKIA' })).toEqual(
      [expect.stringMatching(/^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both/)],
    );
    expect(problemsOf({ STORAGE_DRIVER: 'ftp' })).toEqual([expect.stringMatching(/^STORAGE_DRIVER: /)]);
    expect(problemsOf({ STORAGE_DRIVER: 's3', S3_BUCKET: 'No_Such' })).toEqual([
      expect.stringMatching(/^S3_BUCKET: must be a bucket name/),
    ]);
    expect(problemsOf({ STORAGE_DRIVER: 's3', S3_BUCKET: 'ok-bucket', S3_PREFIX: '../x' })).toEqual([
      expect.stringMatching(/^S3_PREFIX: /),
    ]);
    expect(problemsOf({ STORAGE_DRIVER: 's3', S3_BUCKET: 'ok-bucket', S3_ENDPOINT: 'minio:9000' })).toEqual([
      expect.stringMatching(/^S3_ENDPOINT: /),
    ]);
  });

  it('signs playback URLs with the embedded signer by default', () => {
    expect(loadConfig({}, '/srv/app').media).toEqual({ signer: 'embedded', nginx: null, bunny: null });
  });

  it('configures the nginx signer, with a development secret outside production only', () => {
    const dev = loadConfig({ MEDIA_SIGNER: 'nginx' }, '/srv/app');
    expect(dev.media.nginx).toEqual({ secret: DEV_SECRETS.mediaNginxSecret, baseUrl: '' });
    const edge = loadConfig(
      {
        MEDIA_SIGNER: 'nginx',
        MEDIA_NGINX_SECRET: 'n'.repeat(40),
        MEDIA_NGINX_BASE_URL: 'https://media.example.co.za/',
      },
      '/srv/app',
    );
    expect(edge.media.nginx).toEqual({ secret: 'n'.repeat(40), baseUrl: 'https://media.example.co.za' });
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://stream.example.co.za',
      AUTH_SECRET: 'a'.repeat(40),
      MEDIA_TOKEN_SECRET: 'b'.repeat(40),
      MEDIA_SIGNER: 'nginx',
      ...PAYFAST,
    };
    expect(problemsOf(production)).toEqual([expect.stringMatching(/^MEDIA_NGINX_SECRET:/)]);
    expect(problemsOf({ ...production, MEDIA_NGINX_SECRET: 'short' })).toEqual([
      expect.stringMatching(/^MEDIA_NGINX_SECRET: must be at least 32/),
    ]);
  });

  it('configures the Bunny signer and names what it is missing', () => {
    const config = loadConfig(
      {
        MEDIA_SIGNER: 'bunny',
        MEDIA_BUNNY_LIBRARY_ID: '759',
        MEDIA_BUNNY_CDN_HOST: 'VZ-1234.b-cdn.net',
        MEDIA_BUNNY_TOKEN_KEY: 'k'.repeat(36),
        MEDIA_BUNNY_SD_MP4_HEIGHT: '480',
      },
      '/srv/app',
    );
    expect(config.media.bunny).toEqual({
      libraryId: '759',
      cdnHost: 'vz-1234.b-cdn.net',
      iframeHost: 'iframe.mediadelivery.net',
      tokenKey: 'k'.repeat(36),
      embedKey: null,
      bindIp: false,
      sdMp4Height: 480,
    });
    expect(problemsOf({ MEDIA_SIGNER: 'bunny', MEDIA_BUNNY_CDN_HOST: 'https://cdn/x' })).toEqual([
      expect.stringMatching(/^MEDIA_BUNNY_CDN_HOST: must be a host name/),
    ]);
    expect(problemsOf({ MEDIA_SIGNER: 'bunny' })).toEqual([
      expect.stringMatching(/^MEDIA_BUNNY_LIBRARY_ID: required/),
      expect.stringMatching(/^MEDIA_BUNNY_CDN_HOST: required/),
      expect.stringMatching(/^MEDIA_BUNNY_TOKEN_KEY: required/),
    ]);
    expect(problemsOf({ MEDIA_SIGNER: 'cloudfront' }).some((p) => p.startsWith('MEDIA_SIGNER:'))).toBe(true);
  });

  it('takes payments with the local test gateway outside production, and with PayFast in production', () => {
    const config = loadConfig({});
    expect(config.payments).toMatchObject({ gateway: 'local', payfast: null });
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://stream.example.co.za',
      AUTH_SECRET: 'a'.repeat(40),
      MEDIA_TOKEN_SECRET: 'b'.repeat(40),
    };
    expect(problemsOf(production)).toEqual([
      expect.stringMatching(/^PAYFAST_MERCHANT_ID: required/),
      expect.stringMatching(/^PAYFAST_MERCHANT_KEY: required/),
      expect.stringMatching(/^PAYFAST_PASSPHRASE: required/),
    ]);
    expect(problemsOf({ ...production, ...PAYFAST, PAYMENT_GATEWAY: 'local' })).toEqual([
      expect.stringMatching(/^PAYMENT_GATEWAY: local grants Premium/),
    ]);
    expect(problemsOf({ ...PAYFAST, PAYFAST_PASSPHRASE: 'has spaces & symbols!' })).toEqual([
      expect.stringMatching(/^PAYFAST_PASSPHRASE:/),
    ]);
    const payfast = loadConfig({
      ...production,
      ...PAYFAST,
      PAYFAST_SANDBOX: 'true',
      PAYFAST_VALID_HOSTS: ' A.example , b.example',
    });
    expect(payfast.payments).toMatchObject({
      gateway: 'payfast',
      payfast: {
        merchantId: '10000100',
        sandbox: true,
        validHosts: ['a.example', 'b.example'],
        processUrl: null,
      },
    });
  });
});
