declare global {
  interface Window {
    /** Set by the server's /config.js before the app's bundle runs (each app reads its fields). */
    __CROWDECK_CONFIG__?: unknown;
  }
}

/** Drops trailing slashes, so paths can be appended with `${base}/…`. */
export const trimSlashes = (url: string): string => url.replace(/\/+$/, '');

/** Typed reads of whatever /config.js provided (possibly nothing, or not an object). */
export interface TConfigFields {
  /** The field if it is a string (trailing slashes dropped with `trim`), else ''. */
  text(key: string, options?: { trim?: boolean }): string;
  /** The field if it is a finite number, else undefined. */
  number(key: string): number | undefined;
  /** True only when the field is literally true. */
  flag(key: string): boolean;
}

export function readConfigFields(raw: unknown): TConfigFields {
  const value: Record<string, unknown> = raw && typeof raw === 'object' ? { ...raw } : {};
  return {
    text(key, options) {
      const field = value[key];
      if (typeof field !== 'string') return '';
      return options?.trim ? trimSlashes(field) : field;
    },
    number(key) {
      const field = value[key];
      return typeof field === 'number' && Number.isFinite(field) ? field : undefined;
    },
    flag: (key) => value[key] === true,
  };
}

/** This page's /config.js object and origin; nothing outside a browser (unit tests). */
export function readPageConfig(): { raw: unknown; origin: string } {
  if (typeof window === 'undefined') return { raw: undefined, origin: '' };
  return { raw: window.__CROWDECK_CONFIG__, origin: window.location.origin };
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
