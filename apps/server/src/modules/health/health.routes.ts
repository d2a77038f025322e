import { API_ERROR_CODES, API_PATHS } from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDatabase } from '../../db/client';
import { pingDatabase } from './health.repository';

/** GET /api/health/: 200 when the database answers, 503 otherwise (for load balancers). */
export function registerHealthRoutes(app: FastifyInstance, db: TDatabase): void {
  const schema = {
    tags: ['health'],
    summary: 'Whether the server and its database answer',
    response: {
      200: z.object({ ok: z.literal(true), database: z.literal('up') }),
      503: z.object({ code: z.string(), message: z.string(), database: z.literal('down') }),
    },
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(API_PATHS.health, { schema }, async (_request, reply) => {
      if (await pingDatabase(db)) return { ok: true as const, database: 'up' as const };
      return reply.status(503).send({
        code: API_ERROR_CODES.internal,
        message: 'The database is not answering.',
        database: 'down' as const,
      });
    });
}
