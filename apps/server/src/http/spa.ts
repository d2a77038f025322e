import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TConfig } from '../config';
import { notFoundBody } from './error-handler';
import { getNetworkAddresses } from './network-addresses';
import { resolveAddresses, type TListener, type TPublicAddresses } from './public-addresses';
import {
  buildBrowserConfigScript,
  buildCspDirectives,
  isEmbedPagePath,
  serializeCsp,
} from './security';

/** Message shown instead of a web app that has not been built. */
export const NOT_BUILT_MESSAGE = 'Run npm run build first.';

/**
 * Serves a built single-page app from `distDir` with security headers, `/config.js`, the build's
 * Brotli or gzip copies to clients that accept them, long caching of hashed assets and history fallback (unknown non-/api GETs get index.html). Unknown /api/
 * paths answer 404 JSON. A missing build answers 503 with a plain hint. `/config.js` and the CSP
 * carry the configured addresses, or those of each request when no address variable is set.
 */
export async function registerSpa(
  app: FastifyInstance,
  options: { distDir: string; config: TConfig; listener: TListener },
): Promise<void> {
  const { distDir, config, listener } = options;
  const addressesOf = (request: FastifyRequest): TPublicAddresses =>
    resolveAddresses(config, listener, request, () => getNetworkAddresses(config));
  // Helmet's own CSP is fixed at start; ours may follow the Host of each request. Its
  // X-Frame-Options is set here too: the live embed's pages are the one thing others may frame.
  await app.register(helmet, { contentSecurityPolicy: false, frameguard: false });
  const embedAncestors = listener === 'presenter' ? config.embedFrameAncestors : null;
  type TCspAddresses = Parameters<typeof buildCspDirectives>[0];
  const cspOf = (addresses: TCspAddresses, framed: boolean) =>
    serializeCsp(
      buildCspDirectives(addresses, framed && embedAncestors ? embedAncestors : undefined),
    );
  const fixedCsp = config.addressesFromRequest
    ? null
    : { page: cspOf(config, false), embed: cspOf(config, true) };
  app.addHook('onRequest', async (request, reply) => {
    const framed = embedAncestors !== null && isEmbedPagePath(request.url.split('?')[0] ?? '/');
    const csp = fixedCsp
      ? fixedCsp[framed ? 'embed' : 'page']
      : cspOf({ ...addressesOf(request), sentryDsn: config.sentryDsn }, framed);
    reply.header('Content-Security-Policy', csp);
    if (!framed) reply.header('X-Frame-Options', 'SAMEORIGIN');
  });

  // The same address may be sent as Brotli, gzip or plain: shared caches must key on the encoding.
  app.addHook('onSend', async (_request, reply, payload) => {
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) {
      reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    return payload;
  });

  app.get('/config.js', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('Content-Type', 'application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(buildBrowserConfigScript(addressesOf(request), config)),
  );

  const built = existsSync(path.join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: ['index.html'],
      // The builds write .br and .gz beside each text asset (vite.config.ts): sent as they are.
      preCompressed: true,
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
