import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { FONT_FAMILIES } from '@crowdeck/core';

const require = createRequire(import.meta.url);

/** Folder of an installed @fontsource package (its CSS files and the font files beside them). */
function fontsourceDir(slug: string): string {
  return path.dirname(require.resolve(`@fontsource/${slug}/package.json`));
}

/**
 * Serves the self-hosted font families at `/fonts/<slug>/<weight>.css` (and their font files), so
 * presentations render their font offline and no phone or browser talks to a third-party host.
 */
export async function registerFontRoutes(app: FastifyInstance): Promise<void> {
  for (const { slug } of FONT_FAMILIES) {
    await app.register(fastifyStatic, {
      root: fontsourceDir(slug),
      prefix: `/fonts/${slug}/`,
      decorateReply: false,
      index: false,
      allowedPath: (pathName) => /^\/(\d{3}(-italic)?\.css|files\/[\w.-]+\.woff2?)$/.test(pathName),
      setHeaders: (res) => {
        res.setHeader('Cache-Control', 'public, max-age=604800');
        // Phones load these from the audience origin: font files are always fetched in CORS mode,
        // and helmet's default `Cross-Origin-Resource-Policy: same-origin` would block them.
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  }
}
