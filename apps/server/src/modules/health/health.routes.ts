import { API_ERROR_CODES, API_PATHS } from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../db/client';
import { pingDatabase } from './health.repository';

/** GET /api/health/: 200 when the database answers, 503 otherwise (for load balancers). */
export function registerHealthRoutes(app: FastifyInstance, db: TDatabase): void {
  app.get(API_PATHS.health, async (_request, reply) => {
    if (await pingDatabase(db)) return { ok: true, database: 'up' };
    return reply.status(503).send({
      code: API_ERROR_CODES.internal,
      message: 'The database is not answering.',
      database: 'down',
    });
  });
}
