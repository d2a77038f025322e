import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config';
import { notFoundBody } from './error-handler';
import { buildBrowserConfigScript, buildCspDirectives } from './security';

/** Message shown instead of a web app that has not been built. */
export const NOT_BUILT_MESSAGE = 'Run npm run build first.';

/**
 * Serves a built single-page app from `distDir` with security headers, `/config.js`, long caching
 * of hashed assets and history fallback (unknown non-/api GETs get index.html). Unknown /api/
 * paths answer 404 JSON. A missing build answers 503 with a plain hint.
 */
export async function registerSpa(
  app: FastifyInstance,
  options: { distDir: string; config: TConfig },
): Promise<void> {
  const { distDir, config } = options;
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: buildCspDirectives(config) },
  });

  const configScript = buildBrowserConfigScript(config);
  app.get('/config.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('Content-Type', 'application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(configScript),
  );

  const built = existsSync(path.join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (pathname === '/api' || pathname.startsWith('/api/') || !isPage || hasExtension(pathname)) {
      return reply.status(404).send(notFoundBody());
    }
    if (!built) {
      return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}

function hasExtension(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}
