import path from 'node:path';
import { z } from 'zod';

/** Secrets that make a fresh clone work without setup. Production refuses them. */
export const DEV_SECRETS = {
  authSecret: 'dev-only-auth-secret-do-not-use-in-production-0001',
  mediaTokenSecret: 'dev-only-media-token-secret-do-not-use-in-production-0002',
} as const;

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const secret = z.string().min(32, 'must be at least 32 characters');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: booleanString.default(false),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  STORAGE_DIR: z.string().min(1).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  AUTH_SECRET: secret.optional(),
  MEDIA_TOKEN_SECRET: secret.optional(),
  FFMPEG_PATH: z.string().min(1).optional(),
  FFPROBE_PATH: z.string().min(1).optional(),
  SEED_DEMO: booleanString.optional(),
  /** parallel ffmpeg processes for demo media (defaults to the number of CPU cores) */
  DEMO_MEDIA_CONCURRENCY: z.coerce.number().int().min(1).max(16).optional(),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  trustProxy: boolean;
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  storageDir: string;
  webDistDir: string;
  logLevel: string;
  authSecret: string;
  mediaTokenSecret: string;
  ffmpegPath: string | undefined;
  ffprobePath: string | undefined;
  seedDemo: boolean;
  demoMediaConcurrency: number | undefined;
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
    dataDir,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    storageDir: path.resolve(cwd, values.STORAGE_DIR ?? path.join(dataDir, 'storage')),
    webDistDir: path.resolve(cwd, values.WEB_DIST_DIR ?? 'apps/web/dist'),
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'warn' : 'info'),
    authSecret,
    mediaTokenSecret,
    ffmpegPath: values.FFMPEG_PATH,
    ffprobePath: values.FFPROBE_PATH,
    seedDemo: values.SEED_DEMO ?? !isProduction,
    demoMediaConcurrency: values.DEMO_MEDIA_CONCURRENCY,
  };
}
