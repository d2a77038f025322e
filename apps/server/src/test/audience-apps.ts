import { API_PATHS } from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { TApp } from '../app';
import { buildAudienceApp } from '../audience-app';
import type { TLiveFixture } from './live-fixture';

/**
 * Runs `use` against an audience app on the fixture's database that serves the fixture's
 * temporary directory (the fixture needs `tempDir`); closes the audience app afterwards.
 */
export async function withAudienceApp<T>(
  live: Pick<TLiveFixture, 'config' | 'db' | 'dir'>,
  use: (audience: FastifyInstance) => Promise<T>,
): Promise<T> {
  const audience = await buildAudienceApp({
    config: live.config,
    db: live.db,
    logger: false,
    audienceDist: live.dir,
  });
  try {
    return await use(audience);
  } finally {
    await audience.close();
  }
}

/** The CORS preflight a page on `origin` sends before it GETs the API's health. */
export function healthPreflight(app: TApp, origin: string) {
  return app.inject({
    method: 'OPTIONS',
    url: API_PATHS.health,
    headers: { origin, 'access-control-request-method': 'GET' },
  });
}
