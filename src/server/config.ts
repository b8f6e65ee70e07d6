import path from 'node:path';
import { z } from 'zod';

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
  PRODUCT_SLUG: z.string().regex(/^[a-z0-9-]+$/).default('maidvisa'),
  GTM_ID: z.string().regex(/^GTM-[A-Z0-9]+$/).optional(),
  APP_SECRET: z.string().min(32).optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  CAPTCHA_THRESHOLD: z.coerce.number().int().min(1).default(5),
  CAPTCHA_WINDOW_MS: z.coerce.number().int().min(1000).default(10 * 60_000),
  MAID_RESERVATION_MINUTES: z.coerce.number().int().min(1).default(60),
  SEED_DEMO_DATA: bool.default(true),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
});

export type Config = z.infer<typeof envSchema> & {
  dataDir: string;
  filesDir: string;
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
  return {
    ...parsed.data,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    webDistDir: path.resolve(projectRoot, parsed.data.WEB_DIST_DIR),
    projectRoot,
    trustProxy: parseTrustProxy(parsed.data.TRUST_PROXY),
    ...overrides,
  };
}
