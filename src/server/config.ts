import path from 'node:path';
import { z } from 'zod';
import type { S3Options } from './storage/s3-driver.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every environment variable the server reads; the README's table lists the same. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('false'),
  PUBLIC_ORIGIN: z.string().url().optional(),
  SITE_NAME: z.string().min(1).default('Sunrise Maids'),
  SITE_PHONE: z.string().min(5).default('+971 4 000 0000'),
  SITE_WHATSAPP: z.string().regex(/^\d{8,15}$/, 'digits only, with country code').default('971500000000'),
  WHATSAPP_HOST: z.string().url().default('https://api.whatsapp.com'),
  /** A video interview call's link is this plus the call's unguessable room name (issue 32). */
  MEETING_URL_BASE: z.string().url().default('https://meet.jit.si/'),
  PRODUCT_SLUG: z.string().regex(/^[a-z0-9-]+$/).default('maidvisa'),
  GTM_ID: z.string().regex(/^GTM-[A-Z0-9]+$/).optional(),
  APP_SECRET: z.string().min(32).optional(),
  /** Only for `npm run keys:rotate`: the secret the data keys are wrapped under now. */
  OLD_APP_SECRET: z.string().min(32).optional(),
  // S3-compatible object storage for the files; the local folder DATA_DIR/files when S3_BUCKET is unset.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3 to 63 lower-case letters, digits, dots or dashes')
    .optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'a region name such as eu-central-1').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  CAPTCHA_THRESHOLD: z.coerce.number().int().min(1).default(5),
  CAPTCHA_WINDOW_MS: z.coerce.number().int().min(1000).default(10 * 60_000),
  MAID_RESERVATION_MINUTES: z.coerce.number().int().min(1).default(60),
  SEED_DEMO_DATA: bool.default(true),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  /** Debian's ffmpeg by default, found on PATH; it transcodes the videos staff upload. */
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  /** The first admin, created at start when there is no staff account yet. */
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'at least 12 characters').optional(),
  /** The first wait after repeated sign-ins on one account; each further attempt waits twice as long (up to 8 s). */
  SIGN_IN_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  /** How the SMS queue sends: `console` logs each message (never its text) and marks it sent; `http` is a Twilio-compatible REST API. */
  SMS_PROVIDER: z.enum(['console', 'http']).default('console'),
  /** The REST API's base, e.g. https://api.twilio.com/2010-04-01; messages go to {URL}/Accounts/{ACCOUNT}/Messages.json. */
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_ACCOUNT: z.string().min(1).optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  /** The sender: a number in E.164 or an alphanumeric sender id. */
  SMS_HTTP_FROM: z.string().min(1).optional(),
  /** How long one request to the provider may take before it counts as a failed try. */
  SMS_SEND_TIMEOUT_S: z.coerce.number().int().min(1).max(120).default(15),
  /** Tries of one message before it is dead (a refusal the provider calls final makes it dead at once). */
  SMS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** The pause before the first retry; each further pause is about twice as long. */
  SMS_RETRY_DELAY_S: z.coerce.number().int().min(1).max(3600).default(10),
  /** The development outbox page (/dev/outbox) outside NODE_ENV=development: never in production, its links open applications. */
  DEV_OUTBOX: bool.default(false),
  /** How often the job queue looks for jobs whose server died (they are taken again once they expire). */
  JOBS_MAINTENANCE_S: z.coerce.number().int().min(1).max(3600).default(120),
  /** Days after which the documents of a never-submitted application untouched since are deleted (data rights, retention). */
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** The supplier on every tax invoice (issue 30): the agency's legal name, address and VAT registration number (TRN, 15 digits). */
  SUPPLIER_NAME: z.string().min(1).default('Sunrise Maids Domestic Workers Services L.L.C. (demo)'),
  SUPPLIER_ADDRESS: z.string().min(1).default('Office 101, Al Barsha 1, Dubai, United Arab Emirates'),
  SUPPLIER_TRN: z.string().regex(/^\d{15}$/, 'the 15-digit tax registration number').default('100000000000003'),
  /** Card payments through Stripe's hosted Checkout when both are set; the test-mode provider otherwise. */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'a Stripe secret key, sk_test_… or sk_live_…').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9]+$/, 'the webhook signing secret, whsec_…').optional(),
  /** Where the Stripe SDK sends its calls; only for tests against a local stub (http://127.0.0.1:PORT). */
  STRIPE_API_BASE: z.string().url().optional(),
}).superRefine((env, ctx) => {
  if ((env.STRIPE_SECRET_KEY === undefined) !== (env.STRIPE_WEBHOOK_SECRET === undefined)) {
    ctx.addIssue({ code: 'custom', path: [env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'], message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together' });
  }
  const given = (name: 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY') => env[name] !== undefined;
  // A half-configured bucket would silently fall back to the local folder: refuse it instead.
  if (!env.S3_BUCKET) {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (given(name)) ctx.addIssue({ code: 'custom', path: [name], message: 'is set but S3_BUCKET is not; set S3_BUCKET too, or unset it' });
    }
  }
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    ctx.addIssue({ code: 'custom', path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together' });
  }
  if (env.SMS_PROVIDER === 'http') {
    for (const name of ['SMS_HTTP_URL', 'SMS_HTTP_ACCOUNT', 'SMS_HTTP_TOKEN', 'SMS_HTTP_FROM'] as const) {
      if (env[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when SMS_PROVIDER=http' });
    }
  }
  if (given('S3_ACCESS_KEY_ID') !== given('S3_SECRET_ACCESS_KEY')) {
    const missing = given('S3_ACCESS_KEY_ID') ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' });
  }
});

/** Where the files live: the local folder, or one bucket of S3-compatible storage. */
export type FileStoreConfig = { driver: 'local'; root: string } | ({ driver: 's3' } & S3Options);

export type Config = z.infer<typeof envSchema> & {
  dataDir: string;
  filesDir: string;
  fileStore: FileStoreConfig;
  webDistDir: string;
  projectRoot: string;
  trustProxy: boolean | string;
};

/** 'true' trusts every proxy; otherwise a comma list of proxy addresses or CIDR ranges. */
function parseTrustProxy(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value;
}

function fileStoreConfig(env: z.infer<typeof envSchema>, filesDir: string): FileStoreConfig {
  if (!env.S3_BUCKET) return { driver: 'local', root: filesDir };
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    driver: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** Parse the environment once; fail fast naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable (`DATABASE_URL= npm start`) means unset.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const projectRoot = path.resolve(import.meta.dirname, '../..');
  const dataDir = path.resolve(projectRoot, parsed.data.DATA_DIR);
  const filesDir = path.join(dataDir, 'files');
  return {
    ...parsed.data,
    dataDir,
    filesDir,
    fileStore: fileStoreConfig(parsed.data, filesDir),
    webDistDir: path.resolve(projectRoot, parsed.data.WEB_DIST_DIR),
    projectRoot,
    trustProxy: parseTrustProxy(parsed.data.TRUST_PROXY),
    ...overrides,
  };
}
