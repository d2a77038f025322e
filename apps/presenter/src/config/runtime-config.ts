import { SENTRY_TRACES_SAMPLE_RATE } from '@crowdeck/core';

/** Runtime settings the server injects through /config.js, read once through this module. */
export interface TRuntimeConfig {
  /** Base URL of the API; '' means the same origin as the app. */
  apiUrl: string;
  /** Origin of image uploads (POST /api/upload/image/); defaults to the API URL. */
  uploadUrl: string;
  presenterUrl: string;
  audienceUrl: string;
  /** Error reporting is off when null. */
  sentryDsn: string | null;
  /** Share of page loads Sentry traces (SENTRY_TRACES_SAMPLE_RATE), 0 to 1. */
  sentryTracesSampleRate: number;
  /** Where the self-hosted font stylesheets live (`${fontsUrl}/<slug>/400.css`). */
  fontsUrl: string;
  /** The join address is a loopback one (this machine is on no network): phones cannot open it. */
  joinAddressLocalOnly: boolean;
  /** The server is bound to a loopback address (HOST=127.0.0.1): that, not the network, is why. */
  listensOnLoopback: boolean;
}

declare global {
  interface Window {
    __CROWDECK_CONFIG__?: Partial<TRuntimeConfig>;
  }
}

export const DEFAULT_AUDIENCE_URL = 'http://localhost:3001';

/** Fills the gaps of whatever /config.js provided (possibly nothing) with safe defaults. */
export function parseRuntimeConfig(raw: unknown, origin = ''): TRuntimeConfig {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : '');
  const trim = (url: string) => url.replace(/\/+$/, '');
  const apiUrl = trim(text('apiUrl'));
  const presenterUrl = text('presenterUrl') || origin;
  return {
    apiUrl,
    uploadUrl: trim(text('uploadUrl')) || apiUrl,
    presenterUrl,
    audienceUrl: text('audienceUrl') || DEFAULT_AUDIENCE_URL,
    sentryDsn: text('sentryDsn') || null,
    sentryTracesSampleRate:
      typeof value.sentryTracesSampleRate === 'number'
        ? value.sentryTracesSampleRate
        : SENTRY_TRACES_SAMPLE_RATE,
    fontsUrl: trim(text('fontsUrl')) || `${trim(presenterUrl)}/fonts`,
    joinAddressLocalOnly: value.joinAddressLocalOnly === true,
    listensOnLoopback: value.listensOnLoopback === true,
  };
}

const isBrowser = typeof window !== 'undefined';

/** The configuration of this page load. */
export const runtimeConfig: TRuntimeConfig = parseRuntimeConfig(
  isBrowser ? window.__CROWDECK_CONFIG__ : undefined,
  isBrowser ? window.location.origin : '',
);
