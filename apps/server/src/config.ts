import { z } from 'zod';

/** Environment variables the server reads, with what each one does (source of the README table). */
export const CONFIG_DOCS = [
  {
    name: 'PORT',
    default: '3000',
    description: 'Port of the API, the realtime channel and the presenter app.',
  },
  {
    name: 'AUDIENCE_PORT',
    default: '3001',
    description: 'Port of the audience app (its own origin).',
  },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface both servers listen on.' },
  {
    name: 'PRESENTER_URL',
    default: 'http://localhost:3000',
    description: 'Public address of the presenter app; used in mailed links and CORS.',
  },
  {
    name: 'AUDIENCE_URL',
    default: 'http://localhost:3001',
    description: 'Public address of the audience app; used in QR codes and CORS.',
  },
  {
    name: 'API_URL',
    default: 'PRESENTER_URL',
    description: 'Public address of the API as the browser apps reach it.',
  },
  {
    name: 'UPLOAD_URL',
    default: 'API_URL',
    description:
      'Public address that receives image uploads and serves /uploads/ (the upload origin).',
  },
  {
    name: 'FONTS_URL',
    default: 'PRESENTER_URL/fonts',
    description:
      'Where presentations load font stylesheets from (<url>/<family>/<weight>.css); self-hosted by default.',
  },
  {
    name: 'DATA_DIR',
    default: './data',
    description: 'Folder for the embedded database, the dev mail outbox and uploads.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description: 'PostgreSQL connection string; unset means embedded PGlite in DATA_DIR/pglite.',
  },
  {
    name: 'REDIS_URL',
    default: '(unset)',
    description:
      'Redis for running several nodes: Socket.IO fan-out, online audience, rate limits; unset keeps all in memory.',
  },
  {
    name: 'REDIS_PREFIX',
    default: 'crowdeck:',
    description:
      'Prefix of every Redis key and channel, so several deployments can share one Redis.',
  },
  {
    name: 'LIVE_IDLE_SECONDS',
    default: '300',
    description:
      'A live session nobody used for this long (no phone connected to the node) leaves its memory; it is read again on demand.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    description:
      'SMTP server for mail, e.g. smtps://user:pass@host:465; unset writes mail to DATA_DIR/outbox.',
  },
  {
    name: 'MAIL_FROM',
    default: 'Crowdeck <no-reply@localhost>',
    description: 'Sender of the mail the server sends.',
  },
  {
    name: 'SENTRY_DSN',
    default: '(unset)',
    description: 'Turns on error reporting to Sentry (server and browser apps).',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description: 'Trust X-Forwarded-* headers (true, false, a hop count or a list of addresses).',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'Log level: fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'RATE_LIMIT_ENABLED',
    default: 'true',
    description: 'Rate limits on sign-in and password reset; set false only for load tests.',
  },
  {
    name: 'SALES_EMAIL',
    default: 'the MAIL_FROM address',
    description: 'Where Custom-plan contact requests are mailed.',
  },
  {
    name: 'STRIPE_SECRET_KEY',
    default: '(unset)',
    description:
      'Stripe secret key (sk_…); with STRIPE_WEBHOOK_SECRET it turns on Stripe Checkout. Unset: the built-in sandbox (test mode).',
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    default: '(unset)',
    description:
      'Signing secret (whsec_…) of the Stripe webhook endpoint /api/checkout/webhook/stripe/; needed with STRIPE_SECRET_KEY.',
  },
  {
    name: 'STRIPE_API_URL',
    default: '(unset)',
    description:
      "Another address for Stripe's API (e.g. http://127.0.0.1:12111 for a stand-in in tests).",
  },
  { name: 'NODE_ENV', default: 'development', description: 'development, production or test.' },
] as const;

const ZPortSchema = z.coerce.number().int().min(0).max(65_535);

/** Drops a trailing slash so that `${url}/path` never doubles it. */
const ZPublicUrlSchema = z
  .url({ protocol: /^https?$/ })
  .transform((url) => url.replace(/\/+$/, ''));

const ZTrustProxySchema = z
  .string()
  .trim()
  .transform((value): boolean | number | string => {
    if (value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    return value;
  });

const ZEnvSchema = z
  .object({
    PORT: ZPortSchema.default(3000),
    AUDIENCE_PORT: ZPortSchema.default(3001),
    HOST: z.string().min(1).default('0.0.0.0'),
    PRESENTER_URL: ZPublicUrlSchema.default('http://localhost:3000'),
    AUDIENCE_URL: ZPublicUrlSchema.default('http://localhost:3001'),
    API_URL: ZPublicUrlSchema.optional(),
    UPLOAD_URL: ZPublicUrlSchema.optional(),
    FONTS_URL: ZPublicUrlSchema.optional(),
    DATA_DIR: z.string().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits and : _ . - only')
      .default('crowdeck:'),
    LIVE_IDLE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Crowdeck <no-reply@localhost>'),
    SENTRY_DSN: z.url().optional(),
    TRUST_PROXY: ZTrustProxySchema.default(false),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    RATE_LIMIT_ENABLED: z.enum(['true', 'false']).default('true'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    SALES_EMAIL: z.email().optional(),
    STRIPE_SECRET_KEY: z.string().trim().min(8).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().trim().min(8).optional(),
    STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  })
  .superRefine((env, context) => {
    // Stripe needs both: a key without the webhook secret would take money it never hears about.
    const pairs = [
      ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
      ['STRIPE_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY'],
    ] as const;
    for (const [present, missing] of pairs) {
      if (env[present] && !env[missing]) {
        context.addIssue({
          code: 'custom',
          path: [missing],
          message: `must be set together with ${present} (or unset both for the sandbox)`,
        });
      }
    }
  });

/** The server's typed configuration. */
export interface TConfig {
  port: number;
  audiencePort: number;
  host: string;
  presenterUrl: string;
  audienceUrl: string;
  apiUrl: string;
  /** Origin of image uploads; stored image addresses start with `${uploadUrl}/uploads/`. */
  uploadUrl: string;
  /** Base address of the font stylesheets (`${fontsUrl}/<slug>/<weight>.css`). */
  fontsUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Redis for several nodes (fan-out, online audience, rate limits); null keeps them in memory. */
  redisUrl: string | null;
  /** Prefix of every Redis key and channel. */
  redisPrefix: string;
  /** A live deck idle this long (no phone on the node, no use) is dropped from memory. */
  liveIdleSeconds: number;
  smtpUrl: string | null;
  mailFrom: string;
  sentryDsn: string | null;
  trustProxy: boolean | number | string;
  logLevel: string;
  /** False only for load tests: sign-in and reset are then unlimited. */
  rateLimitEnabled: boolean;
  nodeEnv: 'development' | 'production' | 'test';
  /** Receives Custom-plan contact requests. */
  salesEmail: string;
  /** Stripe when both secrets are set; null means the built-in sandbox provider. */
  stripe: TStripeConfig | null;
}

/** Stripe's secrets and, for tests, another API address. */
export interface TStripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another host, port and protocol for the SDK (a stand-in server in tests); null = Stripe. */
  apiUrl: string | null;
}

/** Thrown when the environment is invalid; its message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment into a typed config, or throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const result = ZEnvSchema.safeParse(withoutEmptyDefaults(env));
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = result.data;
  return {
    port: e.PORT,
    audiencePort: e.AUDIENCE_PORT,
    host: e.HOST,
    presenterUrl: e.PRESENTER_URL,
    audienceUrl: e.AUDIENCE_URL,
    apiUrl: e.API_URL ?? e.PRESENTER_URL,
    uploadUrl: e.UPLOAD_URL ?? e.API_URL ?? e.PRESENTER_URL,
    fontsUrl: e.FONTS_URL ?? `${e.PRESENTER_URL}/fonts`,
    dataDir: e.DATA_DIR ?? `${env.INIT_CWD ?? process.cwd()}/data`,
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX,
    liveIdleSeconds: e.LIVE_IDLE_SECONDS,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    sentryDsn: e.SENTRY_DSN ?? null,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    rateLimitEnabled: e.RATE_LIMIT_ENABLED === 'true',
    nodeEnv: e.NODE_ENV,
    salesEmail: e.SALES_EMAIL ?? toAddress(e.MAIL_FROM),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL ?? null,
          }
        : null,
  };
}

/** The bare address of a sender such as `Crowdeck <no-reply@localhost>`. */
function toAddress(sender: string): string {
  return /<([^>]+)>/.exec(sender)?.[1]?.trim() ?? sender.trim();
}

/** An empty variable (`PORT=`) means "use the default", as most tools treat it. */
function withoutEmptyDefaults(env: NodeJS.ProcessEnv): Record<string, string> {
  const names = new Set<string>(CONFIG_DOCS.map((doc) => doc.name));
  const picked: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (names.has(name) && value !== undefined && value.trim() !== '') picked[name] = value;
  }
  return picked;
}
