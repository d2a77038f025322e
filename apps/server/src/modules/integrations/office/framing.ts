import { OFFICE_JS_URL } from '@crowdeck/core';
import type { TPublicAddresses } from '../../../http/public-addresses';
import { buildCspDirectives } from '../../../http/security';

/**
 * Where Office hosts add-ins in a frame: PowerPoint on the web runs the add-in's page in an iframe
 * of an Office web page (`*.officeapps.live.com` serves the PowerPoint web app; Microsoft 365
 * opens it under `*.office.com`, `*.cloud.microsoft`, `*.microsoft365.com`, SharePoint and
 * OneDrive for work under `*.sharepoint.com`, personal OneDrive under `*.live.com`). PowerPoint
 * on Windows and Mac load the page top-level in a web view: no frame there. Only the add-in's
 * pages carry this list; every other page keeps `frame-ancestors 'self'`.
 */
export const OFFICE_FRAME_HOSTS = [
  'https://*.officeapps.live.com',
  'https://*.office.com',
  'https://office.com',
  'https://*.office365.com',
  'https://*.cloud.microsoft',
  'https://*.microsoft365.com',
  'https://*.sharepoint.com',
  'https://*.live.com',
] as const;

/**
 * The CSP of the add-in's pages: the app's own, plus Office's script from Microsoft's CDN (Office
 * requires add-ins to load it from there, the one external script, on these pages only), framing
 * by Office's hosts (and `extraAncestors`), and the live embed framed from our own origin.
 */
export function buildAddinCspDirectives(
  addresses: Pick<TPublicAddresses, 'apiUrl' | 'uploadUrl' | 'fontsUrl' | 'presenterUrl'>,
  options: { sentryDsn: string | null; extraAncestors: readonly string[] },
): Record<string, string[] | null> {
  const base = buildCspDirectives({ ...addresses, sentryDsn: options.sentryDsn });
  const office = new URL(OFFICE_JS_URL).origin;
  const presenter = new URL(addresses.presenterUrl).origin;
  return {
    ...base,
    'script-src': ["'self'", office],
    // office.js fetches its host-specific parts and strings from the same CDN.
    'connect-src': [...(base['connect-src'] ?? []), office],
    'frame-src': ["'self'", presenter],
    'frame-ancestors': ["'self'", ...OFFICE_FRAME_HOSTS, ...options.extraAncestors],
  };
}
