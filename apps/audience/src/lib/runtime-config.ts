import { readConfigFields, readPageConfig, resolveImageUrl, trimSlashes } from '@crowdeck/web';

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

/** The API of a default local install, used when /config.js did not load. */
export const DEFAULT_API_URL = 'http://localhost:3000';

/** Fills the gaps of whatever /config.js provided (possibly nothing) with working defaults. */
export function parseRuntimeConfig(raw: unknown, origin: string): TRuntimeConfig {
  const fields = readConfigFields(raw);
  const text = (key: string) => fields.text(key, { trim: true });
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

export { resolveImageUrl };

/** The configuration of this page load. */
const page = readPageConfig();
export const runtimeConfig: TRuntimeConfig = parseRuntimeConfig(page.raw, page.origin);
