import { API_ERROR_CODES, API_PATHS } from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDatabase } from '../../db/client';
import type { TRedisClients } from '../../lib/redis';
import { pingDatabase } from './health.repository';

const ZStateSchema = z.enum(['ok', 'down']);

/**
 * GET /api/health/ for load balancers: 200 `{database:'ok', redis:'ok'|'disabled'}` when the
 * database (and Redis, with REDIS_URL) answer; 503 naming what is down otherwise.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { db: TDatabase; redis: TRedisClients | null },
): void {
  const schema = {
    tags: ['health'],
    summary: 'Whether the server, its database and Redis (when configured) answer',
    response: {
      200: z.object({ database: z.literal('ok'), redis: z.enum(['ok', 'disabled']) }),
      503: z.object({
        code: z.string(),
        message: z.string(),
        database: ZStateSchema,
        redis: z.enum(['ok', 'down', 'disabled']),
      }),
    },
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(API_PATHS.health, { schema }, async (_request, reply) => {
      const [databaseUp, redisUp] = await Promise.all([
        pingDatabase(deps.db),
        deps.redis ? deps.redis.ping() : Promise.resolve(null),
      ]);
      const database = databaseUp ? ('ok' as const) : ('down' as const);
      type TRedisState = 'ok' | 'down' | 'disabled';
      const redis: TRedisState = redisUp === null ? 'disabled' : redisUp ? 'ok' : 'down';
      if (database === 'ok' && redis !== 'down') return { database, redis };
      const down = [database === 'down' && 'the database', redis === 'down' && 'Redis'];
      return reply.status(503).send({
        code: API_ERROR_CODES.internal,
        message: `Not answering: ${down.filter(Boolean).join(' and ')}.`,
        database,
        redis,
      });
    });
}
