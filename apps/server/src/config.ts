import path from 'node:path';
import { UPLOAD_MAX_BYTES_DEFAULT } from '@mzansi/contracts/studio';
import { X264_PRESETS } from '@mzansi/media/hls-args';
import { z } from 'zod';

/** Secrets that make a fresh clone work without setup. Production refuses them. */
export const DEV_SECRETS = {
  authSecret: 'dev-only-auth-secret-do-not-use-in-production-0001',
  mediaTokenSecret: 'dev-only-media-token-secret-do-not-use-in-production-0002',
  mediaNginxSecret: 'dev-only-nginx-secure-link-secret-do-not-use-in-production-0003',
  paymentsLocalSecret: 'dev-only-local-gateway-secret-do-not-use-in-production-0004',
} as const;

/** Who takes the money: the built-in local test gateway (development, demos) or PayFast (modules/payments). */
export const PAYMENT_GATEWAYS = ['local', 'payfast'] as const;

/** Who signs playback URLs (and so which edge serves the HLS files): see modules/media/signers. */
export const MEDIA_SIGNERS = ['embedded', 'nginx', 'bunny'] as const;

const hostname = z
  .string()
  .regex(/^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i, {
    message: 'must be a host name such as vz-1234.b-cdn.net (no scheme, no path)',
  });

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const secret = z.string().min(32, 'must be at least 32 characters');

/**
 * Abuse limits (ASVS 6.1.1, 6.3.1, 2.4.1), on in every environment: at most `max` requests per `windowSeconds` for
 * one subject. These are the production numbers (docs/decisions.md D48 says why each is what it is);
 * RATE_LIMITS=name=max/seconds,... overrides some of them.
 *
 * Per-IP limits are set for carrier-grade NAT: one mobile network address can carry thousands of people, so an IP
 * ceiling is far above what one person does and the tight limits are per account or per e-mail address.
 */
export const RATE_LIMIT_DEFAULTS = {
  /** failed sign-in (and bearer token) attempts for one e-mail address from one IP address */
  sign_in_ip_email: { max: 10, windowSeconds: 300 },
  /** failed sign-in attempts from one IP address, whatever the e-mail */
  sign_in_ip: { max: 30, windowSeconds: 300 },
  /** sign-ups from one IP address (one e-mail address is limited by email_address) */
  sign_up_ip: { max: 60, windowSeconds: 600 },
  /** e-mails an anonymous request can make us send to one address (confirmation, reset, sign-up notices) */
  email_address: { max: 3, windowSeconds: 900 },
  forgot_ip: { max: 10, windowSeconds: 900 },
  resend_ip: { max: 10, windowSeconds: 900 },
  reset_ip: { max: 20, windowSeconds: 900 },
  /** password re-confirmations by a signed-in user (password change, account deletion) */
  reauth_user: { max: 10, windowSeconds: 900 },
  oauth_start_ip: { max: 30, windowSeconds: 300 },
  feedback_ip: { max: 10, windowSeconds: 3600 },
  client_errors_ip: { max: 30, windowSeconds: 60 },
  /** checkouts one user starts (each makes a pending payment) */
  checkout_user: { max: 20, windowSeconds: 3600 },
  /** searches and suggestions from one IP address, asked at every key typed (D69); answers from memory not counted */
  search_ip: { max: 1200, windowSeconds: 60 },
  /** signed playback URLs one signed-in user asks for (plays, renewals, hover previews) */
  signed_url_user: { max: 300, windowSeconds: 300 },
  /** signed playback URLs from one IP address, signed in or not */
  signed_url_ip: { max: 1500, windowSeconds: 300 },
  /** stream heartbeats of one user (every 30 s per stream, 4 streams at most) */
  heartbeat_user: { max: 120, windowSeconds: 300 },
  /** stream heartbeats from one IP address */
  heartbeat_ip: { max: 3000, windowSeconds: 300 },
  /** download licences one user asks for or checks (a season at once, resumes, the app's checks when online) */
  downloads_user: { max: 120, windowSeconds: 300 },
  /** download licences asked for or checked from one IP address */
  downloads_ip: { max: 600, windowSeconds: 300 },
  /** avatar uploads of one user (each is decoded and re-encoded) */
  avatar_user: { max: 20, windowSeconds: 3600 },
  /** VAST requests from one IP address (one per ad break; a NAT address carries many viewers) */
  ad_vast_ip: { max: 3000, windowSeconds: 300 },
  /** ad tracking beacons from one IP address (about ten per ad played) */
  ad_event_ip: { max: 30000, windowSeconds: 300 },
  /** thumbs one account sets or clears (issue 19) */
  rating_user: { max: 120, windowSeconds: 300 },
  /** reviews one account writes, edits or deletes */
  review_write_user: { max: 20, windowSeconds: 3600 },
  /** reviews one account reports */
  review_report_user: { max: 20, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitRule>;

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}
export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;

export const GOOGLE_DISCOVERY_URL = 'https://accounts.google.com/.well-known/openid-configuration';

/** `sign_in_ip=100/300,sign_up_ip=50/600` → rules, or the list of problems. */
export function parseRateLimits(value: string | undefined): {
  rules: Record<RateLimitName, RateLimitRule>;
  problems: string[];
} {
  const rules: Record<RateLimitName, RateLimitRule> = { ...RATE_LIMIT_DEFAULTS };
  const problems: string[] = [];
  for (const part of (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const match = /^([a-z_]+)=(\d{1,7})\/(\d{1,7})$/.exec(part);
    if (!match || !(match[1]! in RATE_LIMIT_DEFAULTS)) {
      problems.push(
        `RATE_LIMITS: "${part}" is not name=max/seconds (max and seconds of at most 7 digits) with a name among ${Object.keys(RATE_LIMIT_DEFAULTS).join(', ')}`,
      );
      continue;
    }
    const max = Number(match[2]);
    const windowSeconds = Number(match[3]);
    if (max < 1 || windowSeconds < 1) {
      problems.push(`RATE_LIMITS: "${part}" needs a max and a window of at least 1`);
      continue;
    }
    rules[match[1] as RateLimitName] = { max, windowSeconds };
  }
  return { rules, problems };
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: booleanString.default(false),
  /** Prometheus metrics and the health probes on a port of their own (0: any free port, for tests) */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** serves /metrics on the main port to `Authorization: Bearer <token>` */
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .max(256)
    .regex(/^[\x21-\x7e]+$/, { message: 'must be printable ASCII without spaces' })
    .optional(),
  /** seconds a stopping process keeps serving while readiness answers 503 (so a load balancer stops first) */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  STORAGE_DIR: z.string().min(1).optional(),
  /** where files live: the local disk under STORAGE_DIR (default) or an S3-compatible bucket */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** local scratch space for ffmpeg's output before it is published to storage (default DATA_DIR/work) */
  WORK_DIR: z.string().min(1).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lowercase letters, digits, dots, dashes)',
    )
    .optional(),
  /** the S3 API's origin for MinIO, Cloudflare R2, Ceph...; unset for AWS */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).max(64).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanString.optional(),
  /** a key prefix inside the bucket (e.g. `mzansi/`), so one bucket can hold several installs */
  S3_PREFIX: z
    .string()
    .regex(/^(?:[A-Za-z0-9._-]+\/)*[A-Za-z0-9._-]+\/?$/, 'must be folder names separated by /, e.g. mzansi/')
    .refine(
      (value) => !value.split('/').some((part) => part === '.' || part === '..'),
      'must not contain . or ..',
    )
    .optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** the client's server renderer (`vite build --ssr`); without it pages are drawn by the browser alone */
  WEB_SSR_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  AUTH_SECRET: secret.optional(),
  MEDIA_TOKEN_SECRET: secret.optional(),
  FFMPEG_PATH: z.string().min(1).optional(),
  FFPROBE_PATH: z.string().min(1).optional(),
  /** PostgreSQL's dump and restore tools for `npm run backup` / `npm run restore` (default: found on PATH) */
  PG_DUMP_PATH: z.string().min(1).optional(),
  PG_RESTORE_PATH: z.string().min(1).optional(),
  SEED_DEMO: booleanString.optional(),
  /** the OpenAPI document and its UI at /api/docs: on outside production, off in production unless turned on */
  API_DOCS: booleanString.optional(),
  /** parallel ffmpeg processes for demo media (defaults to the number of CPU cores) */
  DEMO_MEDIA_CONCURRENCY: z.coerce.number().int().min(1).max(16).optional(),
  AUTH_REQUIRE_EMAIL_VERIFICATION: booleanString.default(true),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_DISCOVERY_URL: z.url({ protocol: /^https?$/ }).default(GOOGLE_DISCOVERY_URL),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).max(200).default('Mzansi Stream <no-reply@mzansistream.co.za>'),
  ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).optional(),
  RATE_LIMITS: z.string().max(2000).optional(),
  /** largest video file a creator or admin may upload (tus Upload-Length), in bytes */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024, 'must be at least 1 MiB (1048576)')
    .max(1024 ** 4, 'must be at most 1 TiB')
    .default(UPLOAD_MAX_BYTES_DEFAULT),
  /** x264 preset of the transcoding ladder (slower = smaller files for the same quality) */
  TRANSCODE_PRESET: z.enum(X264_PRESETS).default('veryfast'),
  /** transcodes one worker process runs side by side */
  TRANSCODE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** memory for the in-process cache of public catalogue answers, in MiB (0 turns it off) */
  CATALOGUE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** longest time a cached catalogue answer is served (writes in this process invalidate it at once) */
  CATALOGUE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  MEDIA_SIGNER: z.enum(MEDIA_SIGNERS).default('embedded'),
  /** nginx secure_link: the secret written into the nginx config (deploy/nginx/mzansi-media.conf) */
  MEDIA_NGINX_SECRET: secret.optional(),
  /** nginx secure_link: origin of the nginx edge when it is not our own origin */
  MEDIA_NGINX_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  MEDIA_BUNNY_LIBRARY_ID: z
    .string()
    .regex(/^\d{1,12}$/, 'must be the numeric library id')
    .optional(),
  MEDIA_BUNNY_CDN_HOST: hostname.optional(),
  MEDIA_BUNNY_IFRAME_HOST: hostname.default('iframe.mediadelivery.net'),
  MEDIA_BUNNY_TOKEN_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  MEDIA_BUNNY_EMBED_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  MEDIA_BUNNY_BIND_IP: booleanString.default(false),
  MEDIA_BUNNY_SD_MP4_HEIGHT: z.coerce.number().int().min(144).max(720).optional(),
  /** local (default outside production) or payfast (default and only choice in production) */
  PAYMENT_GATEWAY: z.enum(PAYMENT_GATEWAYS).optional(),
  /** signs the local test gateway's notifications (HMAC-SHA512, as Paystack signs its webhooks) */
  PAYMENTS_LOCAL_SECRET: secret.optional(),
  PAYFAST_MERCHANT_ID: z
    .string()
    .regex(/^\d{1,20}$/, 'must be the numeric merchant id')
    .optional(),
  PAYFAST_MERCHANT_KEY: z
    .string()
    .regex(/^[a-z0-9]{6,40}$/i, 'must be the merchant key')
    .optional(),
  /** letters and digits only: PayFast's own SDK encodes a passphrase twice in form signatures */
  PAYFAST_PASSPHRASE: z
    .string()
    .regex(/^[A-Za-z0-9]{8,100}$/, 'must be 8 to 100 letters and digits (no symbols)')
    .optional(),
  PAYFAST_SANDBOX: booleanString.default(false),
  /** overrides of PayFast's addresses (a stand-in in tests); the defaults follow PAYFAST_SANDBOX */
  PAYFAST_PROCESS_URL: z.url({ protocol: /^https?$/ }).optional(),
  PAYFAST_VALIDATE_URL: z.url({ protocol: /^https?$/ }).optional(),
  PAYFAST_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** ads on the free tier (issue 18): false turns every ad off (grants carry no ad plan) */
  ADS_ENABLED: booleanString.default(true),
  /** creators' "Publish" submits the title to the moderators' queue (true) or publishes at once (false) */
  STUDIO_PUBLISH_REVIEW: booleanString.default(true),
  /**
   * an outside VAST ad server (Google Ad Manager, Revive Adserver …) instead of our house campaigns: a URL template
   * with the macros [PLACEMENT], [BREAKPOSITION], [CONTENTID], [LANGUAGE], [CACHEBUSTING]
   */
  AD_VAST_URL: z
    .string()
    .max(2048)
    .regex(/^https?:\/\/[^\s]+$/i, {
      message: 'must be an http or https URL (macros such as [CONTENTID] allowed)',
    })
    .optional(),
  /** host names PayFast's notifications come from (comma-separated) */
  PAYFAST_VALID_HOSTS: z.string().max(1000).optional(),
});

export type Env = z.input<typeof envSchema>;

/** STORAGE_DRIVER and, for s3, the bucket it writes to (secrets stay out of logs: see s3-storage). */
export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
      /** '' or a prefix ending in / */
      prefix: string;
    };

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  trustProxy: boolean;
  /** Prometheus metrics: a port of their own (null: none) and/or a bearer token for /metrics on the main port */
  metrics: { port: number | null; host: string; token: string | null };
  /** on SIGTERM, seconds of serving with readiness at 503 before the server stops taking requests */
  shutdownDrainSeconds: number;
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  storageDir: string;
  /** local scratch space (ffmpeg output, downloaded sources) on every driver */
  workDir: string;
  storage: StorageConfig;
  webDistDir: string;
  /** the web app's server renderer (entry-server.js), drawing public pages into their HTML */
  webSsrDir: string;
  logLevel: string;
  authSecret: string;
  mediaTokenSecret: string;
  ffmpegPath: string | undefined;
  ffprobePath: string | undefined;
  /** pg_dump and pg_restore (PG_DUMP_PATH, PG_RESTORE_PATH; by name on PATH when unset) */
  pgDumpPath: string;
  pgRestorePath: string;
  seedDemo: boolean;
  /** serve the API document at /api/docs (API_DOCS) */
  apiDocs: boolean;
  demoMediaConcurrency: number | undefined;
  auth: {
    /** sign-in needs a confirmed e-mail (default); false signs people in straight after sign-up */
    requireEmailVerification: boolean;
    /** the first admin: granted once when this address is confirmed (at start, sign-up or sign-in) */
    adminEmail: string | undefined;
    /** Google sign-in, offered only when both the client id and secret are set */
    google: { clientId: string; clientSecret: string; discoveryUrl: string } | null;
  };
  mail: { smtpUrl: string | undefined; from: string };
  rateLimits: Record<RateLimitName, RateLimitRule>;
  /** tus uploads at /api/uploads (modules/uploads) */
  uploads: { maxBytes: number };
  /** the transcoding worker (modules/transcode) */
  transcode: { preset: (typeof X264_PRESETS)[number]; concurrency: number };
  /** in-process cache of public catalogue answers (modules/catalog/catalogue-cache.ts); maxBytes 0 = off */
  catalogueCache: { maxBytes: number; ttlSeconds: number };
  /** playback URL signing; the embedded signer uses mediaTokenSecret */
  media: {
    signer: (typeof MEDIA_SIGNERS)[number];
    /** set when signer = nginx: our media route then also serves (and verifies) secure_link URLs */
    nginx: { secret: string; baseUrl: string } | null;
    /** set when signer = bunny */
    bunny: {
      libraryId: string;
      cdnHost: string;
      iframeHost: string;
      tokenKey: string;
      embedKey: string | null;
      bindIp: boolean;
      sdMp4Height: number | null;
    } | null;
  };
  /** ads on the free tier (modules/ads): off entirely, or the VAST URL template of an outside ad server */
  ads: { enabled: boolean; vastUrl: string | null };
  /** the creator studio (issue 19): whether creators publish through the moderators' review */
  studio: { publishReview: boolean };
  /** the payment gateway (modules/payments) */
  payments: {
    gateway: (typeof PAYMENT_GATEWAYS)[number];
    localSecret: string;
    payfast: {
      merchantId: string;
      merchantKey: string;
      passphrase: string;
      sandbox: boolean;
      processUrl: string | null;
      validateUrl: string | null;
      apiBaseUrl: string | null;
      validHosts: string[] | null;
    } | null;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once. Throws ConfigError listing every bad or missing variable by name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  // An empty variable (FOO= in a .env file or a compose file) means "not set", as in most tools.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  const problems: string[] = [];

  const secretOrDev = (name: 'AUTH_SECRET' | 'MEDIA_TOKEN_SECRET', devValue: string): string => {
    const value = values[name];
    if (isProduction && (!value || value === devValue)) {
      problems.push(
        `${name}: required in production (a random string of 32+ characters), not the development value`,
      );
    }
    return value ?? devValue;
  };
  const authSecret = secretOrDev('AUTH_SECRET', DEV_SECRETS.authSecret);
  const mediaTokenSecret = secretOrDev('MEDIA_TOKEN_SECRET', DEV_SECRETS.mediaTokenSecret);
  if (isProduction && !values.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL: required in production (the https origin users reach, e.g. https://stream.example.co.za)',
    );
  }
  if (Boolean(values.GOOGLE_CLIENT_ID) !== Boolean(values.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both to offer Google sign-in, or neither');
  }
  const media = mediaConfig(values, isProduction, problems);
  const storage = storageConfig(values, problems);
  const payments = paymentsConfig(values, isProduction, problems);
  const rateLimits = parseRateLimits(values.RATE_LIMITS);
  problems.push(...rateLimits.problems);
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(cwd, values.DATA_DIR);
  const host = values.HOST ?? (isProduction ? '0.0.0.0' : 'localhost');
  return {
    env: values.NODE_ENV,
    isProduction,
    port: values.PORT,
    host,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    trustProxy: values.TRUST_PROXY,
    metrics: {
      port: values.METRICS_PORT ?? null,
      host: values.METRICS_HOST,
      token: values.METRICS_TOKEN ?? null,
    },
    shutdownDrainSeconds: values.SHUTDOWN_DRAIN_SECONDS ?? (isProduction ? 5 : 0),
    dataDir,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    storageDir: path.resolve(cwd, values.STORAGE_DIR ?? path.join(dataDir, 'storage')),
    workDir: path.resolve(cwd, values.WORK_DIR ?? path.join(dataDir, 'work')),
    storage,
    webDistDir: path.resolve(cwd, values.WEB_DIST_DIR ?? 'apps/web/dist'),
    webSsrDir: path.resolve(cwd, values.WEB_SSR_DIR ?? 'apps/web/dist-ssr'),
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'warn' : 'info'),
    authSecret,
    mediaTokenSecret,
    ffmpegPath: values.FFMPEG_PATH,
    ffprobePath: values.FFPROBE_PATH,
    pgDumpPath: values.PG_DUMP_PATH ?? 'pg_dump',
    pgRestorePath: values.PG_RESTORE_PATH ?? 'pg_restore',
    seedDemo: values.SEED_DEMO ?? !isProduction,
    apiDocs: values.API_DOCS ?? !isProduction,
    demoMediaConcurrency: values.DEMO_MEDIA_CONCURRENCY,
    auth: {
      requireEmailVerification: values.AUTH_REQUIRE_EMAIL_VERIFICATION,
      adminEmail: values.ADMIN_EMAIL,
      google:
        values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
          ? {
              clientId: values.GOOGLE_CLIENT_ID,
              clientSecret: values.GOOGLE_CLIENT_SECRET,
              discoveryUrl: values.GOOGLE_DISCOVERY_URL,
            }
          : null,
    },
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM },
    rateLimits: rateLimits.rules,
    uploads: { maxBytes: values.UPLOAD_MAX_BYTES },
    transcode: { preset: values.TRANSCODE_PRESET, concurrency: values.TRANSCODE_CONCURRENCY },
    catalogueCache: {
      maxBytes: values.CATALOGUE_CACHE_MB * 1024 * 1024,
      ttlSeconds: values.CATALOGUE_CACHE_TTL_SECONDS,
    },
    media,
    ads: { enabled: values.ADS_ENABLED, vastUrl: values.AD_VAST_URL ?? null },
    studio: { publishReview: values.STUDIO_PUBLISH_REVIEW },
    payments,
  };
}

/** PAYMENT_GATEWAY and the chosen gateway's settings; problems are added to the list. */
function paymentsConfig(
  values: z.infer<typeof envSchema>,
  isProduction: boolean,
  problems: string[],
): Config['payments'] {
  const gateway = values.PAYMENT_GATEWAY ?? (isProduction ? 'payfast' : 'local');
  if (isProduction && gateway === 'local') {
    problems.push('PAYMENT_GATEWAY: local grants Premium without taking money; production needs payfast');
  }
  const localSecret = values.PAYMENTS_LOCAL_SECRET ?? DEV_SECRETS.paymentsLocalSecret;
  if (gateway !== 'payfast') return { gateway, localSecret, payfast: null };
  const missing = (['PAYFAST_MERCHANT_ID', 'PAYFAST_MERCHANT_KEY', 'PAYFAST_PASSPHRASE'] as const).filter(
    (name) => !values[name],
  );
  // A passphrase is mandatory for PayFast subscriptions (recurring billing).
  for (const name of missing) problems.push(`${name}: required with PAYMENT_GATEWAY=payfast`);
  if (missing.length > 0) return { gateway, localSecret, payfast: null };
  const hosts = values.PAYFAST_VALID_HOSTS?.split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return {
    gateway,
    localSecret,
    payfast: {
      merchantId: values.PAYFAST_MERCHANT_ID!,
      merchantKey: values.PAYFAST_MERCHANT_KEY!,
      passphrase: values.PAYFAST_PASSPHRASE!,
      sandbox: values.PAYFAST_SANDBOX,
      processUrl: values.PAYFAST_PROCESS_URL ?? null,
      validateUrl: values.PAYFAST_VALIDATE_URL ?? null,
      apiBaseUrl: values.PAYFAST_API_URL?.replace(/\/$/, '') ?? null,
      validHosts: hosts && hosts.length > 0 ? hosts : null,
    },
  };
}

/** STORAGE_DRIVER and the S3_* settings it needs; problems are added to the list. */
function storageConfig(values: z.infer<typeof envSchema>, problems: string[]): StorageConfig {
  if (values.STORAGE_DRIVER === 'local') return { driver: 'local' };
  if (!values.S3_BUCKET) problems.push('S3_BUCKET: required with STORAGE_DRIVER=s3');
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS SDK default credential chain',
    );
  }
  const prefix = values.S3_PREFIX ? values.S3_PREFIX.replace(/\/?$/, '/') : '';
  return {
    driver: 's3',
    bucket: values.S3_BUCKET ?? '',
    endpoint: values.S3_ENDPOINT?.replace(/\/$/, ''),
    region: values.S3_REGION,
    credentials:
      values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
        : undefined,
    // MinIO, Ceph and s3rver answer at endpoint/bucket/key; AWS and R2 also take it, virtual hosts need DNS.
    forcePathStyle: values.S3_FORCE_PATH_STYLE ?? Boolean(values.S3_ENDPOINT),
    prefix,
  };
}

/** MEDIA_SIGNER and the settings of the chosen signer; problems are added to the list. */
function mediaConfig(
  values: z.infer<typeof envSchema>,
  isProduction: boolean,
  problems: string[],
): Config['media'] {
  const signer = values.MEDIA_SIGNER;
  if (signer === 'nginx') {
    const secretValue = values.MEDIA_NGINX_SECRET;
    if (isProduction && (!secretValue || secretValue === DEV_SECRETS.mediaNginxSecret)) {
      problems.push(
        'MEDIA_NGINX_SECRET: required in production with MEDIA_SIGNER=nginx (32+ characters, the same value as in the nginx config)',
      );
    }
    return {
      signer,
      nginx: {
        secret: secretValue ?? DEV_SECRETS.mediaNginxSecret,
        baseUrl: (values.MEDIA_NGINX_BASE_URL ?? '').replace(/\/$/, ''),
      },
      bunny: null,
    };
  }
  if (signer === 'bunny') {
    const missing = (
      ['MEDIA_BUNNY_LIBRARY_ID', 'MEDIA_BUNNY_CDN_HOST', 'MEDIA_BUNNY_TOKEN_KEY'] as const
    ).filter((name) => !values[name]);
    for (const name of missing) problems.push(`${name}: required with MEDIA_SIGNER=bunny`);
    if (missing.length > 0) return { signer, nginx: null, bunny: null };
    return {
      signer,
      nginx: null,
      bunny: {
        libraryId: values.MEDIA_BUNNY_LIBRARY_ID!,
        cdnHost: values.MEDIA_BUNNY_CDN_HOST!.toLowerCase(),
        iframeHost: values.MEDIA_BUNNY_IFRAME_HOST.toLowerCase(),
        tokenKey: values.MEDIA_BUNNY_TOKEN_KEY!,
        embedKey: values.MEDIA_BUNNY_EMBED_KEY ?? null,
        bindIp: values.MEDIA_BUNNY_BIND_IP,
        sdMp4Height: values.MEDIA_BUNNY_SD_MP4_HEIGHT ?? null,
      },
    };
  }
  return { signer, nginx: null, bunny: null };
}
