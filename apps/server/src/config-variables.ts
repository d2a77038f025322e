import { SENTRY_TRACES_SAMPLE_RATE } from '@crowdeck/core';
import { z } from 'zod';

/**
 * Every environment variable the server reads, declared once: its schema (with its default, if
 * it has a literal one) and the README's text for it. The parser, the README table (checked by
 * config-docs.test.ts) and the typed configuration all come from this list. To add a variable,
 * add one entry here, one row to the README table, and map it in loadConfig (config.ts).
 */

/** One variable: how it is parsed and what the README says about it. */
export interface TVariable<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** The README's "what it does" text (Markdown). */
  description: string;
  /** The README's default when it is derived from elsewhere, not the schema's literal default. */
  shownDefault?: string;
}

function variable<S extends z.ZodType>(
  schema: S,
  description: string,
  shownDefault?: string,
): TVariable<S> {
  return shownDefault === undefined
    ? { schema, description }
    : { schema, description, shownDefault };
}

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

const ZSecretSchema = z.string().trim().min(8);

/** One CSP source: 'self', 'none', a scheme (`https:`) or an origin (`https://*.example.com:8443`). */
const FRAME_SOURCE =
  /^(?:'self'|'none'|[a-z][a-z0-9+.-]*:|[a-z][a-z0-9+.-]*:\/\/(?:\*\.)?[a-z0-9.-]+(?::\d{1,5})?)$/i;

/** Space- or comma-separated CSP sources that may frame the live embed pages. */
const ZFrameAncestorsSchema = z
  .string()
  .trim()
  .transform((value) => value.split(/[\s,]+/).filter(Boolean))
  .refine((sources) => sources.length > 0 && sources.every((s) => FRAME_SOURCE.test(s)), {
    message: "list CSP sources such as 'self' https: https://teams.microsoft.com",
  });

/** In README order. */
export const CONFIG_VARIABLES = {
  PORT: variable(
    ZPortSchema.default(3000),
    'Port of the API, the realtime channel and the presenter app.',
  ),
  AUDIENCE_PORT: variable(ZPortSchema.default(3001), 'Port of the audience app (its own origin).'),
  HOST: variable(z.string().min(1).default('0.0.0.0'), 'Interface both listeners bind to.'),
  PRESENTER_URL: variable(
    ZPublicUrlSchema.optional(),
    'Public address of the presenter app; used in mailed links (never the request Host; `http://localhost:PORT` when unset) and CORS.',
    'the address the app is opened at',
  ),
  AUDIENCE_URL: variable(
    ZPublicUrlSchema.optional(),
    'Public address of the audience app; used for the join address, QR codes and CORS. Unset: a network address when the presenter is on `localhost`.',
    "the presenter's host, `AUDIENCE_PORT`",
  ),
  API_URL: variable(
    ZPublicUrlSchema.optional(),
    'Public address of the API as the browser apps reach it. Set any of these five address variables and all of them are fixed as set (production).',
    '= PRESENTER_URL',
  ),
  UPLOAD_URL: variable(
    ZPublicUrlSchema.optional(),
    'Public address that receives image uploads and serves /uploads/ (the upload origin).',
    '= API_URL',
  ),
  FONTS_URL: variable(
    ZPublicUrlSchema.optional(),
    'Where presentations load font stylesheets from (`<url>/<family>/<weight>.css`). Self-hosted by default, so fonts work offline.',
    'PRESENTER_URL/fonts',
  ),
  DATA_DIR: variable(
    z.string().optional(),
    'Folder for the embedded database (`pglite/`), the dev mail outbox (`outbox/`) and uploads (unless `S3_BUCKET` is set).',
    '`./data`',
  ),
  S3_BUCKET: variable(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3–63 of a-z 0-9 . -')
      .optional(),
    'S3-compatible bucket for uploads (images, imported slides, fonts), so nodes share no volume. Unset: `DATA_DIR/uploads`. See [docs/OBJECT-STORAGE.md](docs/OBJECT-STORAGE.md).',
  ),
  S3_ENDPOINT: variable(
    z.url({ protocol: /^https?$/ }).optional(),
    'Address of an S3-compatible service (MinIO, Ceph, R2, Garage…), e.g. `https://s3.example.com`. Unset: Amazon S3 in `S3_REGION`.',
  ),
  S3_REGION: variable(
    z
      .string()
      .regex(/^[a-z0-9-]{2,32}$/, 'must be a region name such as eu-west-1')
      .default('us-east-1'),
    "The bucket's region (what an S3-compatible service expects, often `us-east-1`).",
  ),
  S3_ACCESS_KEY_ID: variable(
    z.string().trim().min(1).optional(),
    "Access key of the bucket's credentials. Unset together with the secret: the AWS SDK's own chain (`AWS_*` variables, instance or pod role).",
  ),
  S3_SECRET_ACCESS_KEY: variable(
    z.string().trim().min(1).optional(),
    'Secret of that access key. One of the two without the other stops the server.',
  ),
  S3_FORCE_PATH_STYLE: variable(
    z.enum(['true', 'false']).optional(),
    '`true` addresses the bucket in the path (`<endpoint>/<bucket>/…`), as MinIO and most self-hosted services need; `false`: `<bucket>.<endpoint>`.',
    '`false`',
  ),
  S3_PREFIX: variable(
    z
      .string()
      .regex(
        /^((?!\.\.?(\/|$))[A-Za-z0-9_.-]+\/)*((?!\.\.?$)[A-Za-z0-9_.-]*)$/,
        'folders of letters, digits, _ . - joined by / (no . or .. folder, no leading /)',
      )
      .optional(),
    'Folder inside the bucket for the files (e.g. `crowdeck/`), so one bucket can serve several deployments.',
  ),
  DATABASE_URL: variable(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
    'PostgreSQL connection string. Unset: embedded PGlite in `DATA_DIR/pglite`.',
  ),
  REDIS_URL: variable(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    'Redis for several nodes: Socket.IO fan-out, online audience, rate limits. Unset: all in memory (one node).',
  ),
  REDIS_PREFIX: variable(
    z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits and : _ . - only')
      .default('crowdeck:'),
    'Prefix of every Redis key, stream and channel, so deployments (and test runs) can share one Redis.',
  ),
  LIVE_IDLE_SECONDS: variable(
    z.coerce.number().int().min(1).max(86_400).default(300),
    'A live session unused this long on a node (no phone connected there) leaves its memory; read again on demand.',
  ),
  SESSION_UNATTENDED_MINUTES: variable(
    z.coerce.number().int().min(0).max(10_080).default(120),
    'A live session with phones but no presenter connected for this long is ended (phones see their final score); 0 never ends one.',
  ),
  SMTP_URL: variable(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    'SMTP server for mail, e.g. `smtps://user:pass@smtp.example.com:465`. Unset: mail goes to `DATA_DIR/outbox` and the link is logged.',
  ),
  MAIL_FROM: variable(
    z.string().min(3).default('Crowdeck <no-reply@localhost>'),
    'Sender of the mail the server sends.',
  ),
  SENTRY_DSN: variable(
    z.url().optional(),
    'Turns on error reporting to Sentry in the server and the presenter app (the audience app reports nothing).',
  ),
  SENTRY_TRACES_SAMPLE_RATE: variable(
    z.coerce.number().min(0).max(1).default(SENTRY_TRACES_SAMPLE_RATE),
    'Share of requests and page loads Sentry traces when `SENTRY_DSN` is set, from 0 (none) to 1 (all).',
  ),
  TRUST_PROXY: variable(
    ZTrustProxySchema.default(false),
    'Trust `X-Forwarded-*` from a load balancer: `true`, `false`, a hop count or a list of addresses. Rate limits key on the client address it yields.',
  ),
  RATE_LIMIT_ENABLED: variable(
    z.enum(['true', 'false']).default('true'),
    'Rate limits on accounts (sign-in, register, password checks, reset). `false` only for load tests.',
  ),
  EXPORT_WORKERS: variable(
    z.coerce.number().int().min(1).max(64).optional(),
    'Worker threads that render exports (PDF, Excel, CSV, slide images) off the event loop.',
    'cores − 1, at least 1',
  ),
  EXPORT_QUEUE_PER_SERVER: variable(
    z.coerce.number().int().min(1).default(32),
    'Exports one server prepares or holds waiting at once; beyond it an export answers 429 with `Retry-After`.',
  ),
  EXPORT_QUEUE_PER_ACCOUNT: variable(
    z.coerce.number().int().min(1).default(4),
    'Exports one account has being prepared or waiting at once; beyond it an export answers 429 with `Retry-After`.',
  ),
  IMPORT_WORKERS: variable(
    z.coerce.number().int().min(1).max(16).default(1),
    'Worker threads that render imported PDF pages and PowerPoint slides off the event loop (one import at a time per thread).',
  ),
  IMPORT_QUEUE_PER_SERVER: variable(
    z.coerce.number().int().min(1).default(8),
    'Imports one server runs or holds waiting at once (each account at most 2); beyond it an import answers 429 with `Retry-After`.',
  ),
  LIBREOFFICE_PATH: variable(
    z.string().min(1).default('soffice'),
    'The LibreOffice program that renders imported PowerPoint files (a name looked up in `PATH`, or a full path). Without it only PDF files can be imported.',
  ),
  LOG_LEVEL: variable(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    'fatal, error, warn, info, debug, trace or silent.',
  ),
  LOG_FORMAT: variable(
    z.enum(['pretty', 'json']).optional(),
    '`pretty`: readable coloured lines (pino-pretty); `json`: one JSON object per line, for log collectors.',
    '`pretty` on a terminal, else `json`',
  ),
  METRICS_PORT: variable(
    ZPortSchema.optional(),
    'Serves Prometheus metrics at `/metrics` on this port of `METRICS_HOST`, without a token (protected by where it listens). Unset: no metrics listener.',
  ),
  METRICS_HOST: variable(
    z.string().min(1).default('127.0.0.1'),
    'Interface of the metrics listener. `0.0.0.0` in a container whose metrics are scraped from outside it; keep that port off the public network.',
  ),
  METRICS_TOKEN: variable(
    z.string().trim().min(32).optional(),
    'Serves Prometheus metrics at `/api/metrics/` on the main port to requests with this bearer token (at least 32 characters; 401 without). Unset: that path answers 404.',
  ),
  SALES_EMAIL: variable(
    z.email().optional(),
    'Where Custom-plan contact requests are mailed.',
    'the `MAIL_FROM` address',
  ),
  STRIPE_SECRET_KEY: variable(
    ZSecretSchema.optional(),
    'Stripe secret key; with `STRIPE_WEBHOOK_SECRET` payments go through Stripe Checkout. Unset: the sandbox (see `BILLING_SANDBOX`).',
  ),
  STRIPE_WEBHOOK_SECRET: variable(
    ZSecretSchema.optional(),
    'Signing secret of the webhook endpoint `/api/checkout/webhook/stripe/`. One Stripe variable without the other stops the server.',
  ),
  STRIPE_API_URL: variable(
    z.url({ protocol: /^https?$/ }).optional(),
    "Another address for Stripe's API, e.g. a local stand-in in tests (`http://127.0.0.1:12111`).",
  ),
  OPERATOR_TOKEN: variable(
    z.string().trim().min(32).optional(),
    'Bearer token of the operator API (`/api/operator/…`: organisations and the Custom plan), at least 32 characters. Unset: the operator API answers 404; `npm run admin` still works.',
  ),
  SSO_SECRET_KEY: variable(
    z.string().trim().min(32).optional(),
    "Key (at least 32 characters) that encrypts organisations' single sign-on client secrets in the database. Unset: single sign-on cannot be set up.",
  ),
  OFFICE_ADDIN_FRAME_ANCESTORS: variable(
    z
      .string()
      .trim()
      .regex(
        /^(https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?)([ ,]+https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?)*$/i,
        'a list of origins such as https://office.example.org',
      )
      .optional(),
    "More origins (space- or comma-separated, `https://*.example.org` allowed) that may frame the PowerPoint add-in's pages, besides Office's own web hosts. Every other page still refuses framing.",
  ),
  ZOOM_CLIENT_ID: variable(
    z.string().trim().min(1).optional(),
    "Client ID of the operator's Zoom app (Zoom App Marketplace). With `ZOOM_CLIENT_SECRET` it turns the Zoom app on; unset, its pages say Zoom is not set up.",
  ),
  ZOOM_CLIENT_SECRET: variable(
    ZSecretSchema.optional(),
    "Client secret of the same Zoom app: exchanges Zoom's OAuth codes and decrypts the app context Zoom sends.",
  ),
  ZOOM_OAUTH_URL: variable(
    z.url({ protocol: /^https?$/ }).optional(),
    "Another address for Zoom's OAuth (`/oauth/authorize`, `/oauth/token`), e.g. a local stand-in in tests.",
    '`https://zoom.us`',
  ),
  ZOOM_API_URL: variable(
    z.url({ protocol: /^https?$/ }).optional(),
    "Another address for Zoom's API (the deep link back into Zoom after an install), e.g. a local stand-in in tests.",
    '`https://api.zoom.us`',
  ),
  BILLING_SANDBOX: variable(
    z.enum(['true', 'false']).optional(),
    'Without Stripe, allow the built-in sandbox checkout (anyone can give themselves Pro). Production needs `true`; else checkout answers 503.',
    'true (false in production)',
  ),
  EMBED_FRAME_ANCESTORS: variable(
    ZFrameAncestorsSchema.optional(),
    "Who may frame the live embed pages (`/embed/…`): CSP `frame-ancestors` sources, space-separated (`'self'`, `https:`, `https://*.example.com`). Every other page refuses to be framed.",
    "`'self' https:` (any https site)",
  ),
  NODE_ENV: variable(
    z.enum(['development', 'production', 'test']).default('development'),
    'development, production or test.',
  ),
  TEST_LAN_ADDRESSES: variable(
    z
      .string()
      .regex(/^[\w.:, -]+$/, 'addresses separated by commas, or none')
      .optional(),
    "Tests only: stands in for the machine's network addresses, comma-separated (`none` for none), so no test sends traffic off the machine.",
  ),
};

type TVariables = typeof CONFIG_VARIABLES;

/** The environment's schema, one field per declared variable. */
export const ZEnvFieldsSchema = z.object(
  // Cast: Object.fromEntries loses the keys: the map keeps each declared variable's own schema.
  Object.fromEntries(
    Object.entries(CONFIG_VARIABLES).map(([name, declared]) => [name, declared.schema]),
  ) as { [Name in keyof TVariables]: TVariables[Name]['schema'] },
);

/** One row of the README's configuration table, as Markdown cell texts. */
export interface TConfigDoc {
  name: string;
  default: string;
  description: string;
}

/** The README table's rows, derived from the declarations. */
export const CONFIG_DOCS: TConfigDoc[] = Object.entries(CONFIG_VARIABLES).map(
  ([name, declared]: [string, TVariable]) => ({
    name,
    default: declared.shownDefault ?? shownDefaultOf(declared.schema),
    description: declared.description,
  }),
);

/** A literal default in code quotes, or "(unset)" for an optional variable. */
function shownDefaultOf(schema: z.ZodType): string {
  if (schema instanceof z.ZodDefault) return `\`${String(schema.def.defaultValue)}\``;
  return '(unset)';
}
