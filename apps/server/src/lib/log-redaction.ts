import { API_PATHS, EMBED_ROUTE, REMOTE_ROUTE } from '@crowdeck/core';
import type { FastifyServerOptions } from 'fastify';

/** What a redacted value is replaced with in the logs. */
export const REDACTED = '[redacted]';

/** Field names whose values are secrets, email addresses or what participants typed. */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'token',
  'accessToken',
  'refreshToken',
  'password',
  'currentPassword',
  'newPassword',
  'secret',
  'clientSecret',
  'email',
  'to',
  'nickname',
  'name',
  'text',
  'raw',
  'answer',
  'words',
  'word',
  'question',
];

/**
 * pino's `redact` paths: each field above at the top of a log record and one or two levels
 * down (`{ participant: { nickname } }`, `{ body: { answer: { text } } }`), and the request
 * headers that carry credentials. An error's `message` is kept: without it nothing can be fixed.
 */
export const REDACT_PATHS: string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => {
    const key = /^[a-z]\w*$/i.test(field) ? field : `["${field}"]`;
    const join = key.startsWith('[') ? '' : '.';
    return [key, `*${join}${key}`, `*.*${join}${key}`];
  }),
];

/** Addresses whose next path segment is a capability (an embed view token, a remote's code). */
const TOKEN_PATH_PREFIXES = [
  `${EMBED_ROUTE}/`,
  API_PATHS.embedView,
  API_PATHS.embedQr,
  `${REMOTE_ROUTE}/`,
];

/**
 * A request address fit for the logs: every query value replaced (reset, invitation and sign-on
 * links carry tokens and codes there) and the token segment of capability addresses hidden.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  for (const prefix of TOKEN_PATH_PREFIXES) {
    if (path.startsWith(prefix) && path.length > prefix.length) {
      const rest = path.slice(prefix.length);
      const slash = rest.indexOf('/');
      path = `${prefix}${REDACTED}${slash === -1 ? '' : rest.slice(slash)}`;
      break;
    }
  }
  if (queryAt === -1) return path;
  const names = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=${REDACTED}`);
  return `${path}?${names.join('&')}`;
}

/** The request as the logs show it: method, redacted address, host — never the client's address. */
function serializeRequest(request: { method?: string; url?: string; host?: string }) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    host: request.host,
  };
}

/** pino options shared by every log format: the request serializer and the redaction. */
export const LOG_PRIVACY_OPTIONS = {
  serializers: { req: serializeRequest },
  redact: { paths: REDACT_PATHS, censor: REDACTED },
} satisfies Partial<Exclude<FastifyServerOptions['logger'], boolean | undefined>>;
