/** Addresses the server hands the app at run time through /config.js. */
export interface TRuntimeConfig {
  /** API and Socket.IO origin (CORS-allowed from the audience origin). */
  apiUrl: string;
  presenterUrl: string;
  audienceUrl: string;
  /** Origin of uploaded images; site-relative image addresses resolve against it. */
  uploadUrl: string;
  /** Where the self-hosted font stylesheets live (`${fontsUrl}/<slug>/400.css`). */
  fontsUrl: string;
}

declare global {
  interface Window {
    __CROWDECK_CONFIG__?: Partial<TRuntimeConfig>;
  }
}

/** The API of a default local install, used when /config.js did not load. */
export const DEFAULT_API_URL = 'http://localhost:3000';

const trimSlashes = (url: string) => url.replace(/\/+$/, '');

/** Fills the gaps of whatever /config.js provided (possibly nothing) with working defaults. */
export function parseRuntimeConfig(raw: unknown, origin: string): TRuntimeConfig {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const text = (key: string) =>
    typeof value[key] === 'string' ? trimSlashes(value[key] as string) : '';
  const apiUrl = text('apiUrl') || DEFAULT_API_URL;
  const presenterUrl = text('presenterUrl') || apiUrl;
  return {
    apiUrl,
    presenterUrl,
    audienceUrl: text('audienceUrl') || trimSlashes(origin),
    uploadUrl: text('uploadUrl') || apiUrl,
    fontsUrl: text('fontsUrl') || `${presenterUrl}/fonts`,
  };
}

const LOOPBACK_UPLOAD =
  /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/uploads\/[^?#\s]+)$/i;

/**
 * An image address ready for <img src>: site-relative uploads point at the upload origin. An
 * upload stored as `http://localhost:…/uploads/…` (by an install that ran without address
 * variables before the addresses followed the request) is fetched from the upload origin too,
 * since "localhost" on a phone is the phone itself.
 */
export function resolveImageUrl(url: string | null, uploadUrl: string): string | null {
  if (!url) return null;
  const loopback = LOOPBACK_UPLOAD.exec(url);
  if (loopback) return `${uploadUrl}${loopback[3]}`;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return `${uploadUrl}${url}`;
  return null;
}

const isBrowser = typeof window !== 'undefined';

/** The configuration of this page load. */
export const runtimeConfig: TRuntimeConfig = parseRuntimeConfig(
  isBrowser ? window.__CROWDECK_CONFIG__ : undefined,
  isBrowser ? window.location.origin : '',
);
