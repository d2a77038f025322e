import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A white-label organisation's brand as the audience page's HTML carries it. */
export interface TPageBrand {
  name: string;
  logoUrl: string | null;
  primaryColour: string | null;
}

/** The name of the meta element the audience app reads its white-label brand from. */
export const BRAND_META_NAME = 'audience-brand';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain round favicon in the brand's colour (no Crowdeck mark). */
function neutralIcon(colour: string | null): string {
  const fill = encodeURIComponent(colour ?? '#444444');
  return `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='${fill}'/%3E%3C/svg%3E`;
}

/**
 * The built index.html with the organisation's name as title, its logo (or a plain mark) as
 * favicon, and the brand in a meta element for the app: nothing of Crowdeck's before the script
 * runs. A meta element, not an inline script, so the CSP stays as strict as it is.
 */
export function brandIndexHtml(html: string, brand: TPageBrand): string {
  const meta = `<meta name="${BRAND_META_NAME}" content="${escapeHtml(JSON.stringify(brand))}" />`;
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(brand.name)}</title>${meta}`)
    .replace(
      /<link\s+rel="icon"[^>]*>/,
      `<link rel="icon" href="${escapeHtml(brand.logoUrl ?? neutralIcon(brand.primaryColour))}" />`,
    )
    .replace(
      /<meta name="theme-color" content="[^"]*"/,
      `<meta name="theme-color" content="${escapeHtml(brand.primaryColour ?? '#444444')}"`,
    );
}

/**
 * Serves the audience page branded when `lookup` finds a white-label brand for the request (by
 * its Host, or the join code in its path); other requests go on to the static files as before.
 */
export function registerBrandedPages(
  app: FastifyInstance,
  options: { distDir: string; lookup: (request: FastifyRequest) => Promise<TPageBrand | null> },
): void {
  let template: Promise<string> | null = null;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api') || /\.[a-z0-9]+$/i.test(pathname)) return;
    if (pathname.split('/').length > 2) return;
    const brand = await options.lookup(request);
    if (!brand) return;
    template ??= readFile(path.join(options.distDir, 'index.html'), 'utf8');
    const html = await template.catch(() => null);
    if (html === null) return;
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(brandIndexHtml(html, brand));
  });
}
