import type { TConfig } from '../config';
import { isLoopbackBind } from './network-addresses';
import { isSameHostOrigin, type TPublicAddresses } from './public-addresses';

/**
 * Public settings the browser apps read from /config.js before their bundle runs. The loopback
 * warning flag is only sent when the addresses follow the request (fixed ones are trusted as set).
 */
export function buildBrowserConfigScript(
  addresses: TPublicAddresses,
  config: Pick<TConfig, 'sentryDsn' | 'sentryTracesSampleRate' | 'addressesFromRequest' | 'host'>,
): string {
  const values = {
    apiUrl: addresses.apiUrl,
    uploadUrl: addresses.uploadUrl,
    fontsUrl: addresses.fontsUrl,
    presenterUrl: addresses.presenterUrl,
    audienceUrl: addresses.audienceUrl,
    sentryDsn: config.sentryDsn,
    ...(config.sentryDsn ? { sentryTracesSampleRate: config.sentryTracesSampleRate } : {}),
    ...(config.addressesFromRequest
      ? {
          joinAddressLocalOnly: addresses.joinAddressLocalOnly,
          // The cause to name in the lobby: the bind address, not a missing network.
          listensOnLoopback: isLoopbackBind(config.host),
        }
      : {}),
  };
  return `window.__CROWDECK_CONFIG__ = ${JSON.stringify(values)};\n`;
}

/** Pages other sites may frame: the live embed (`/embed/<view token>`), nothing else. */
export function isEmbedPagePath(pathname: string): boolean {
  return /^\/embed\/[^/]+\/?$/.test(pathname);
}

/**
 * Content-Security-Policy directives for the web apps: only our own scripts, and network access
 * to our API and its WebSocket, images from the upload origin (plus Sentry's ingest host when
 * error reporting is on). Only our own pages may frame them, unless `frameAncestors` (the live
 * embed's EMBED_FRAME_ANCESTORS) says who else may.
 */
export function buildCspDirectives(
  config: Pick<TConfig, 'apiUrl' | 'uploadUrl' | 'fontsUrl' | 'sentryDsn'>,
  frameAncestors: readonly string[] = ["'self'"],
): Record<string, string[] | null> {
  const api = new URL(config.apiUrl);
  const socketOrigin = `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`;
  const uploads = new URL(config.uploadUrl).origin;
  const connectSrc = ["'self'", api.origin, socketOrigin];
  if (uploads !== api.origin) connectSrc.push(uploads);
  if (config.sentryDsn) connectSrc.push(new URL(config.sentryDsn).origin);
  const fonts = new URL(config.fontsUrl).origin;
  // Listed even when it is the presenter's origin: the audience app is served from another one.
  const imgSrc = ["'self'", 'data:', 'blob:', uploads];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'connect-src': connectSrc,
    'img-src': imgSrc,
    'style-src': ["'self'", "'unsafe-inline'", fonts],
    // Uploads too: an organisation's own WOFF2 font is stored beside its images.
    'font-src': ["'self'", 'data:', ...new Set([fonts, uploads])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [...frameAncestors],
    // Off: the apps are also served over plain http on a LAN, where upgrading would break them.
    'upgrade-insecure-requests': null,
  };
}

/**
 * The CSP of pages a host app frames (Teams, Zoom): framing by `frameHosts` only (not `'self'`:
 * the pages are for the host app), and the live embed framed from our own origin.
 */
export function buildHostAppCspDirectives(
  addresses: Pick<TPublicAddresses, 'apiUrl' | 'uploadUrl' | 'fontsUrl' | 'presenterUrl'>,
  sentryDsn: string | null,
  frameHosts: readonly string[],
): Record<string, string[] | null> {
  return {
    ...buildCspDirectives({ ...addresses, sentryDsn }, frameHosts),
    'frame-src': ["'self'", new URL(addresses.presenterUrl).origin],
  };
}

/** The header value of CSP directives, as helmet writes it (`name value;name value`). */
export function serializeCsp(directives: Record<string, string[] | null>): string {
  return Object.entries(directives)
    .flatMap(([name, values]) => (values === null ? [] : [[name, ...values].join(' ')]))
    .join(';');
}

/** Origins allowed to call the API from a browser: the two web apps, nothing else. */
export function getAllowedOrigins(config: TConfig): string[] {
  return [new URL(config.presenterUrl).origin, new URL(config.audienceUrl).origin];
}

/** Whether a page at `origin` may call the API, for a request made to `host`. */
export type TOriginPolicy = (origin: string, host: string | undefined) => boolean;

/**
 * The two configured web apps; or, when the addresses follow the request, a page on the host the
 * request was made to at one of our two ports.
 */
export function createOriginPolicy(config: TConfig): TOriginPolicy {
  if (!config.addressesFromRequest) {
    const allowed = getAllowedOrigins(config);
    return (origin) => allowed.includes(origin);
  }
  const ports = [config.port, config.audiencePort];
  return (origin, host) => isSameHostOrigin(origin, host, ports);
}
