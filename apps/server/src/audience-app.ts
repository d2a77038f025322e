import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TConfig } from './config';
import { registerErrorHandlers } from './http/error-handler';
import { registerSpa } from './http/spa';
import { toFastifyTrustProxy } from './http/trust-proxy';

/** The built audience app. */
export const AUDIENCE_DIST = fileURLToPath(new URL('../../audience/dist', import.meta.url));

/** The audience-app server on its own origin: static files and /config.js only, no API. */
export async function buildAudienceApp(deps: {
  config: TConfig;
  logger?: FastifyServerOptions['logger'];
  audienceDist?: string;
}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    trustProxy: toFastifyTrustProxy(deps.config.trustProxy),
  });
  registerErrorHandlers(app);
  await registerSpa(app, {
    distDir: deps.audienceDist ?? AUDIENCE_DIST,
    config: deps.config,
    listener: 'audience',
  });
  return app;
}
