import type { FastifyReply } from 'fastify';
import { serializeCsp } from '../../../http/security';
import { escapeHtml } from '@crowdeck/core';

/**
 * Who may frame the Zoom pages: Zoom's web client (`zoom.us` and its subdomains, `*.zoom.com`,
 * and Zoom for Government's `*.zoomgov.com`). The desktop clients load the page top-level in
 * their embedded browser, where framing does not apply. Only these pages carry this list.
 */
export const ZOOM_FRAME_HOSTS = [
  'https://zoom.us',
  'https://*.zoom.us',
  'https://*.zoom.com',
  'https://*.zoomgov.com',
] as const;

/**
 * The headers Zoom requires of an app's pages (its "OWASP secure headers" check): HSTS, nosniff,
 * a Content-Security-Policy and a Referrer-Policy. Set on each page explicitly, whatever the
 * server's defaults are.
 */
export const ZOOM_REQUIRED_HEADERS = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
} as const;

/** Sets Zoom's required headers and the Zoom CSP; drops what contradicts Zoom's framing. */
export function applyZoomHeaders(reply: FastifyReply, csp: Record<string, string[] | null>): void {
  // Helmet writes its own on the raw response: X-Frame-Options would contradict frame-ancestors,
  // and Cross-Origin-Opener-Policy would cut the sign-in window off from the page that opened it.
  for (const name of ['X-Frame-Options', 'Cross-Origin-Opener-Policy']) {
    reply.raw.removeHeader(name);
    reply.removeHeader(name);
  }
  for (const [name, value] of Object.entries(ZOOM_REQUIRED_HEADERS)) reply.header(name, value);
  reply.header('Content-Security-Policy', serializeCsp(csp)).header('Cache-Control', 'no-cache');
}

/** A short page of plain words (Zoom not set up, a refused context, an install's outcome). */
export function zoomNoticePage(
  title: string,
  text: string,
  link?: { href: string; label: string },
) {
  const anchor = link
    ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:34rem;padding:1.5rem;color:#1d1b2c}h1{font-size:1.25rem}a{color:#5b3df5}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${anchor}</main></body></html>`;
}
