import type { TConfig } from '../config';

/** Public settings the browser apps read from /config.js before their bundle runs. */
export function buildBrowserConfigScript(config: TConfig): string {
  const values = {
    apiUrl: config.apiUrl,
    uploadUrl: config.uploadUrl,
    fontsUrl: config.fontsUrl,
    presenterUrl: config.presenterUrl,
    audienceUrl: config.audienceUrl,
    sentryDsn: config.sentryDsn,
  };
  return `window.__CROWDECK_CONFIG__ = ${JSON.stringify(values)};\n`;
}

/**
 * Content-Security-Policy directives for the web apps: only our own scripts, and network access
 * to our API and its WebSocket, images from the upload origin (plus Sentry's ingest host when
 * error reporting is on).
 */
export function buildCspDirectives(config: TConfig): Record<string, string[] | null> {
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
    'font-src': ["'self'", 'data:', fonts],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    // Off: the apps are also served over plain http on a LAN, where upgrading would break them.
    'upgrade-insecure-requests': null,
  };
}

/** Origins allowed to call the API from a browser: the two web apps, nothing else. */
export function getAllowedOrigins(config: TConfig): string[] {
  return [new URL(config.presenterUrl).origin, new URL(config.audienceUrl).origin];
}
