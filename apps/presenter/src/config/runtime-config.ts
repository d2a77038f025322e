import { SENTRY_TRACES_SAMPLE_RATE } from '@crowdeck/core';
import { readConfigFields, readPageConfig, trimSlashes } from '@crowdeck/web';

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

export const DEFAULT_AUDIENCE_URL = 'http://localhost:3001';

/** Fills the gaps of whatever /config.js provided (possibly nothing) with safe defaults. */
export function parseRuntimeConfig(raw: unknown, origin = ''): TRuntimeConfig {
  const fields = readConfigFields(raw);
  const apiUrl = fields.text('apiUrl', { trim: true });
  const presenterUrl = fields.text('presenterUrl') || origin;
  return {
    apiUrl,
    uploadUrl: fields.text('uploadUrl', { trim: true }) || apiUrl,
    presenterUrl,
    audienceUrl: fields.text('audienceUrl') || DEFAULT_AUDIENCE_URL,
    sentryDsn: fields.text('sentryDsn') || null,
    sentryTracesSampleRate: fields.number('sentryTracesSampleRate') ?? SENTRY_TRACES_SAMPLE_RATE,
    fontsUrl: fields.text('fontsUrl', { trim: true }) || `${trimSlashes(presenterUrl)}/fonts`,
    joinAddressLocalOnly: fields.flag('joinAddressLocalOnly'),
    listensOnLoopback: fields.flag('listensOnLoopback'),
  };
}

/** The configuration of this page load. */
const page = readPageConfig();
export const runtimeConfig: TRuntimeConfig = parseRuntimeConfig(page.raw, page.origin);
