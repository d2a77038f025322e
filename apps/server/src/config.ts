import type { z } from 'zod';
import { CONFIG_VARIABLES, ZEnvFieldsSchema } from './config-variables';

export { CONFIG_DOCS } from './config-variables';

type TEnvFields = z.output<typeof ZEnvFieldsSchema>;

/** Both of two variables or neither: one set without the other is an issue on the missing one. */
function requireBoth(
  env: TEnvFields,
  context: z.RefinementCtx<TEnvFields>,
  [first, second]: readonly [keyof TEnvFields, keyof TEnvFields],
  orElse: string,
): void {
  for (const [present, missing] of [
    [first, second],
    [second, first],
  ] as const) {
    if (env[present] && !env[missing]) {
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: `must be set together with ${present} (${orElse})`,
      });
    }
  }
}

const ZEnvSchema = ZEnvFieldsSchema.superRefine((env, context) => {
  // Stripe needs both: a key without the webhook secret would take money it never hears about.
  requireBoth(
    env,
    context,
    ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
    'or unset both for the sandbox',
  );
  // Half an S3 setup would quietly keep uploads on one node's disk: refuse to start instead.
  if (!env.S3_BUCKET) {
    const given = S3_DETAILS.filter((name) => env[name] !== undefined);
    if (given.length) {
      context.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `must be set when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set (or unset every S3_ variable to keep uploads in DATA_DIR)`,
      });
    }
  }
  requireBoth(
    env,
    context,
    ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    "or unset both for the AWS SDK's own credentials",
  );
});

/** The S3 variables that mean nothing without S3_BUCKET (S3_REGION's default is not "given"). */
const S3_DETAILS = [
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const;

/** The server's typed configuration (built from the environment by loadConfig). */
export type TConfig = ReturnType<typeof toConfig>;

/** The bucket uploads go to (S3_*), when S3_BUCKET is set. */
export type TS3Config = NonNullable<TConfig['s3']>;

/** Stripe's secrets and, for tests, another API address. */
export type TStripeConfig = NonNullable<TConfig['stripe']>;

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
  return toConfig(result.data, env);
}

/** The typed configuration of a parsed environment: derived addresses, pairs and lists resolved. */
function toConfig(e: z.output<typeof ZEnvSchema>, env: NodeJS.ProcessEnv) {
  const presenterUrl = e.PRESENTER_URL ?? `http://localhost:${e.PORT}`;
  return {
    port: e.PORT,
    audiencePort: e.AUDIENCE_PORT,
    host: e.HOST,
    /**
     * True when none of the address variables is set (the one-command default): the browser apps,
     * CORS and the CSP then follow the address each request was made to (see public-addresses.ts).
     * The fixed addresses below are still used where a request cannot be trusted (mailed links).
     */
    addressesFromRequest: ![
      e.PRESENTER_URL,
      e.AUDIENCE_URL,
      e.API_URL,
      e.UPLOAD_URL,
      e.FONTS_URL,
    ].some(Boolean),
    presenterUrl,
    audienceUrl: e.AUDIENCE_URL ?? `http://localhost:${e.AUDIENCE_PORT}`,
    apiUrl: e.API_URL ?? presenterUrl,
    /** Origin of image uploads; stored image addresses start with `${uploadUrl}/uploads/`. */
    uploadUrl: e.UPLOAD_URL ?? e.API_URL ?? presenterUrl,
    /** Base address of the font stylesheets (`${fontsUrl}/<slug>/<weight>.css`). */
    fontsUrl: e.FONTS_URL ?? `${presenterUrl}/fonts`,
    dataDir: e.DATA_DIR ?? `${env.INIT_CWD ?? process.cwd()}/data`,
    /** Uploads in an S3-compatible bucket; null keeps them in DATA_DIR/uploads. */
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT ?? null,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          /** Key prefix, empty or ending in `/`. */
          prefix: e.S3_PREFIX ? e.S3_PREFIX.replace(/\/*$/, '/') : '',
        }
      : null,
    databaseUrl: e.DATABASE_URL ?? null,
    /** Redis for several nodes (fan-out, online audience, rate limits); null keeps them in memory. */
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX,
    /** A live deck idle this long (no phone on the node, no use) is dropped from memory. */
    liveIdleSeconds: e.LIVE_IDLE_SECONDS,
    /** A session with phones but no presenter this long is ended; 0: never. */
    sessionUnattendedMinutes: e.SESSION_UNATTENDED_MINUTES,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    sentryDsn: e.SENTRY_DSN ?? null,
    /** Share of requests (server) and page loads (presenter app) Sentry traces, 0 to 1. */
    sentryTracesSampleRate: e.SENTRY_TRACES_SAMPLE_RATE,
    trustProxy: e.TRUST_PROXY,
    /** Export rendering: worker threads (null: cores − 1) and how many exports may wait. */
    exports: {
      workers: e.EXPORT_WORKERS ?? null,
      queuePerServer: e.EXPORT_QUEUE_PER_SERVER,
      queuePerAccount: e.EXPORT_QUEUE_PER_ACCOUNT,
    },
    /** Deck imports: worker threads, imports held at once, the LibreOffice program for PPTX. */
    imports: {
      workers: e.IMPORT_WORKERS,
      queuePerServer: e.IMPORT_QUEUE_PER_SERVER,
      libreOfficePath: e.LIBREOFFICE_PATH,
    },
    logLevel: e.LOG_LEVEL,
    /** Readable lines or JSON; null: readable on a terminal (lib/log-format.ts decides). */
    logFormat: e.LOG_FORMAT ?? null,
    /** Prometheus metrics: an internal listener (port null: none) and/or a token on the API. */
    metrics: { port: e.METRICS_PORT ?? null, host: e.METRICS_HOST },
    metricsToken: e.METRICS_TOKEN ?? null,
    /** False only for load tests: sign-in and reset are then unlimited. */
    rateLimitEnabled: e.RATE_LIMIT_ENABLED === 'true',
    nodeEnv: e.NODE_ENV,
    /** Receives Custom-plan contact requests. */
    salesEmail: e.SALES_EMAIL ?? toAddress(e.MAIL_FROM),
    /** Stripe when both secrets are set; otherwise the sandbox if allowed, else no payments. */
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            /** Another host, port and protocol for the SDK (a stand-in in tests); null = Stripe. */
            apiUrl: e.STRIPE_API_URL ?? null,
          }
        : null,
    /** Whether the sandbox may take payments without Stripe (an opt-in in production). */
    // A production server without Stripe must not let anyone give themselves Pro by accident.
    billingSandbox: (e.BILLING_SANDBOX ?? String(e.NODE_ENV !== 'production')) === 'true',
    /** Origins besides Office's web hosts that may frame the add-in's pages. */
    officeAddinFrameAncestors: (e.OFFICE_ADDIN_FRAME_ANCESTORS ?? '')
      .split(/[ ,]+/)
      .filter(Boolean),
    /** The operator's Zoom app; null: the Zoom pages say Zoom is not set up. */
    zoom:
      e.ZOOM_CLIENT_ID && e.ZOOM_CLIENT_SECRET
        ? {
            clientId: e.ZOOM_CLIENT_ID,
            clientSecret: e.ZOOM_CLIENT_SECRET,
            oauthUrl: (e.ZOOM_OAUTH_URL ?? 'https://zoom.us').replace(/\/+$/, ''),
            apiUrl: (e.ZOOM_API_URL ?? 'https://api.zoom.us').replace(/\/+$/, ''),
          }
        : null,
    /** Bearer token of the operator API; null: the API answers 404. */
    operatorToken: e.OPERATOR_TOKEN ?? null,
    /** Encrypts organisations' SSO client secrets; null: SSO cannot be set up. */
    ssoSecretKey: e.SSO_SECRET_KEY ?? null,
    /** CSP frame-ancestors of the live embed pages (only they may be framed). */
    embedFrameAncestors: e.EMBED_FRAME_ANCESTORS ?? ["'self'", 'https:'],
    /** Tests only: the machine's network addresses to use instead of its real interfaces. */
    networkAddresses: parseAddressList(e.TEST_LAN_ADDRESSES),
  };
}

/** `a, b` → ['a', 'b']; `none` → [] (an empty variable would mean unset); unset → null. */
function parseAddressList(value: string | undefined): string[] | null {
  if (value === undefined) return null;
  if (value.trim() === 'none') return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The bare address of a sender such as `Crowdeck <no-reply@localhost>`. */
function toAddress(sender: string): string {
  return /<([^>]+)>/.exec(sender)?.[1]?.trim() ?? sender.trim();
}

/** An empty variable (`PORT=`) means "use the default", as most tools treat it. */
function withoutEmptyDefaults(env: NodeJS.ProcessEnv): Record<string, string> {
  const names = new Set<string>(Object.keys(CONFIG_VARIABLES));
  const picked: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (names.has(name) && value !== undefined && value.trim() !== '') picked[name] = value;
  }
  return picked;
}
