import { fileURLToPath } from 'node:url';
import { createLoggerOptions } from './lib/log-format';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TConfig } from './config';
import type { TDatabase } from './db/client';
import { registerBrandedPages } from './http/branded-page';
import { createAudienceBrandLookup } from './modules/organisations/audience-brand.repository';
import { createServerOwnHosts } from './modules/organisations/server-own-hosts';
import { registerErrorHandlers } from './http/error-handler';
import { registerSpa } from './http/spa';
import { toFastifyTrustProxy } from './http/trust-proxy';

/** The built audience app. */
export const AUDIENCE_DIST = fileURLToPath(new URL('../../audience/dist', import.meta.url));

/** A join code as the first path segment of the audience app (/<code>). */
const CODE_PATH = /^\/(\d{8})\/?$/;

/**
 * The audience-app server on its own origin: static files and /config.js only, no API. With the
 * database it answers for organisations' own audience domains and brands white-label pages.
 */
export async function buildAudienceApp(deps: {
  config: TConfig;
  db?: TDatabase;
  logger?: FastifyServerOptions['logger'];
  audienceDist?: string;
}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? createLoggerOptions(deps.config),
    trustProxy: toFastifyTrustProxy(deps.config.trustProxy),
  });
  registerErrorHandlers(app);
  const distDir = deps.audienceDist ?? AUDIENCE_DIST;
  if (deps.db) {
    const brands = createAudienceBrandLookup(deps.db, createServerOwnHosts(deps.config));
    registerBrandedPages(app, {
      distDir,
      lookup: async (request) => {
        const byHost = await brands.byHost(request.host);
        const code = CODE_PATH.exec(request.url.split('?')[0] ?? '')?.[1];
        const byCode = code ? await brands.byCode(code) : null;
        // An own domain brands only its organisation's decks: another deck's code gets no brand.
        if (byHost && code) {
          return byCode?.organisationId === byHost.organisationId ? byHost.brand : null;
        }
        return (byHost ?? byCode)?.brand ?? null;
      },
    });
  }
  await registerSpa(app, {
    distDir,
    config: deps.config,
    listener: 'audience',
  });
  return app;
}
