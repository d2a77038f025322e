import { API_PATHS, REMOTE_ROUTE } from '../constants/api-paths';
import { EMBED_ROUTE } from '../constants/integration-pages';

/** What a redacted value is replaced with in error reports. */
export const REPORT_REDACTED = '[redacted]';

/**
 * Path prefixes whose next segment is a capability or a code: an embed view token, a remote's
 * pairing code, an assignment's code (the API's and the phone's `/a/<code>`).
 */
const CODE_PATH_PREFIXES = [
  `${EMBED_ROUTE}/`,
  API_PATHS.embedView,
  API_PATHS.embedQr,
  `${REMOTE_ROUTE}/`,
  API_PATHS.assignmentPlay,
  '/a/',
];

/** A live session's join code (8 digits) as a whole path segment. */
const JOIN_CODE_SEGMENT = /^\d{8}$/;
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'<>]+/gi;
/** A site-relative address inside text (`GET /12345678`, `at /reset-password?token=…`). */
const PATH_IN_TEXT = /(^|[\s("'=])(\/[^\s"'<>)]*)/g;

function redactPath(path: string): string {
  for (const prefix of CODE_PATH_PREFIXES) {
    if (path.startsWith(prefix) && path.length > prefix.length) {
      const rest = path.slice(prefix.length);
      const slash = rest.indexOf('/');
      path = `${prefix}${REPORT_REDACTED}${slash === -1 ? '' : rest.slice(slash)}`;
      break;
    }
  }
  return path
    .split('/')
    .map((segment) => {
      if (JOIN_CODE_SEGMENT.test(segment)) return REPORT_REDACTED;
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // A malformed escape: judged as it is.
      }
      return decoded.includes('@') ? REPORT_REDACTED : segment;
    })
    .join('/');
}

/**
 * An address fit for an error report: every query value replaced (reset, invitation and sign-on
 * links carry tokens and codes there), the fragment dropped (sign-on answers travel in it), join
 * codes, capability tokens and email addresses in the path hidden. Absolute addresses keep their
 * origin; anything that is not an address at all is treated as text.
 */
export function redactReportUrl(url: string): string {
  const absolute = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(url);
  const origin = absolute ? absolute[0].replace(/^([^:]+:\/\/)[^@/]*@/, '$1') : '';
  const rest = absolute ? url.slice(absolute[0].length) : url;
  const hashAt = rest.indexOf('#');
  const withoutHash = hashAt === -1 ? rest : rest.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = redactPath(queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt));
  const query = queryAt === -1 ? '' : withoutHash.slice(queryAt + 1);
  const names = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=${REPORT_REDACTED}`);
  return `${origin}${path}${names.length > 0 ? `?${names.join('&')}` : ''}`;
}

/** Free text of a report (a message, an exception's value): emails, credentials, addresses. */
export function redactReportText(text: string): string {
  return text
    .replace(URL_IN_TEXT, (url) => redactReportUrl(url))
    .replace(PATH_IN_TEXT, (_match, before: string, path: string) => before + redactReportUrl(path))
    .replace(BEARER, (_match, scheme: string) => `${scheme} ${REPORT_REDACTED}`)
    .replace(EMAIL, REPORT_REDACTED);
}

/** The parts of a Sentry breadcrumb that may carry an address or text. */
export interface TReportBreadcrumb {
  message?: string;
  data?: Record<string, unknown>;
}

/**
 * Breadcrumb data fields holding an address (fetch, xhr, http and navigation crumbs); Sentry's
 * `http.query` and `http.fragment` are written as built so they do not read as validation keys.
 */
const URL_FIELDS = ['url', 'from', 'to', ...['query', 'fragment'].map((part) => `http.${part}`)];

/** A breadcrumb fit for a report: its message and its addresses redacted. */
export function redactReportBreadcrumb<T extends TReportBreadcrumb>(crumb: T): T {
  const data = crumb.data ? { ...crumb.data } : undefined;
  if (data) {
    for (const field of URL_FIELDS) {
      const value = data[field];
      if (typeof value !== 'string') continue;
      data[field] = field.startsWith('http.') ? REPORT_REDACTED : redactReportUrl(value);
    }
  }
  return {
    ...crumb,
    ...(crumb.message !== undefined && { message: redactReportText(crumb.message) }),
    ...(data && { data }),
  };
}

/** The parts of a Sentry event that may carry an address, a person or what they typed. */
export interface TReportEvent {
  message?: string;
  request?: {
    url?: string;
    query_string?: unknown;
    cookies?: unknown;
    data?: unknown;
    headers?: Record<string, string>;
  };
  user?: Record<string, unknown>;
  breadcrumbs?: TReportBreadcrumb[];
  exception?: { values?: { value?: string }[] };
  extra?: Record<string, unknown>;
  transaction?: string;
}

const SECRET_HEADERS = new Set(['authorization', 'cookie', 'x-forwarded-for', 'x-real-ip']);

/**
 * An event fit for a report (Sentry's beforeSend): the request's address and query, its cookies,
 * body and credential headers; the user reduced to an id; breadcrumbs, messages and exception
 * values with tokens, emails and join codes hidden.
 */
export function redactReportEvent<T extends TReportEvent>(event: T): T {
  const out: T = { ...event };
  if (event.request) {
    const { cookies: _cookies, data: _data, query_string: query, ...request } = event.request;
    void _cookies;
    void _data;
    out.request = {
      ...request,
      ...(request.url !== undefined && { url: redactReportUrl(request.url) }),
      ...(query !== undefined && { query_string: REPORT_REDACTED }),
      ...(request.headers && {
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [
            name,
            SECRET_HEADERS.has(name.toLowerCase()) ? REPORT_REDACTED : redactReportText(value),
          ]),
        ),
      }),
    };
  }
  if (event.user) {
    out.user = typeof event.user.id === 'string' ? { id: event.user.id } : {};
  }
  if (event.breadcrumbs) out.breadcrumbs = event.breadcrumbs.map(redactReportBreadcrumb);
  if (event.message !== undefined) out.message = redactReportText(event.message);
  if (event.transaction !== undefined) out.transaction = redactReportUrl(event.transaction);
  if (event.exception?.values) {
    out.exception = {
      ...event.exception,
      values: event.exception.values.map((value) => ({
        ...value,
        ...(value.value !== undefined && { value: redactReportText(value.value) }),
      })),
    };
  }
  if (event.extra) {
    out.extra = Object.fromEntries(
      Object.entries(event.extra).map(([key, value]) => [
        key,
        typeof value === 'string' ? redactReportText(value) : value,
      ]),
    );
  }
  return out;
}

/** The parts of a Sentry span that may carry an address: its name and attributes. */
export interface TReportSpan {
  name?: string;
  description?: string;
  attributes?: Record<string, unknown>;
  data?: Record<string, unknown>;
}

function redactAttribute(key: string, value: unknown): unknown {
  if (value !== null && typeof value === 'object' && 'value' in value) {
    return { ...value, value: redactAttribute(key, (value as { value: unknown }).value) };
  }
  if (typeof value !== 'string') return value;
  if (/query|fragment/i.test(key)) return REPORT_REDACTED;
  if (/url|target|route|path/i.test(key)) return redactReportUrl(value);
  return redactReportText(value);
}

function redactAttributes(attributes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(attributes).map(([key, value]) => [key, redactAttribute(key, value)]),
  );
}

/** A span fit for a report (Sentry's beforeSendSpan): its name and its address attributes. */
export function redactReportSpan<T extends TReportSpan>(span: T): T {
  return {
    ...span,
    ...(span.name !== undefined && { name: redactReportText(span.name) }),
    ...(span.description !== undefined && { description: redactReportText(span.description) }),
    ...(span.attributes && { attributes: redactAttributes(span.attributes) }),
    ...(span.data && { data: redactAttributes(span.data) }),
  };
}
