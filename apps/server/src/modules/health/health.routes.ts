import { API_ERROR_CODES, API_PATHS } from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDatabase } from '../../db/client';
import type { TRedisClients } from '../../lib/redis';
import { pingDatabase } from './health.repository';
import { describeNotReady, type TReadiness } from './readiness';

/** Probes come every few seconds: their requests are not logged (failures still are). */
export const PROBE_LOG_LEVEL = 'warn';

const ZStateSchema = z.enum(['ok', 'down']);

/**
 * GET /api/health/ for load balancers: 200 `{database:'ok', redis:'ok'|'disabled'}` when the
 * database (and Redis, with REDIS_URL) answer; 503 naming what is down otherwise.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { db: TDatabase; redis: TRedisClients | null; readiness: TReadiness },
): void {
  registerProbes(app, deps.readiness);
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
    .get(API_PATHS.health, { schema, logLevel: PROBE_LOG_LEVEL }, async (_request, reply) => {
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

const ZReadinessSchema = z.object({
  migrations: z.enum(['ok', 'pending', 'unknown']),
  database: ZStateSchema,
  redis: z.enum(['ok', 'down', 'disabled']),
  stopping: z.boolean(),
});

/**
 * The probes of an orchestrator (Kubernetes, a container HEALTHCHECK, a load balancer):
 * liveness asks nothing of the database or Redis — a node whose database is down is not helped by
 * a restart — and answers as long as the process turns its event loop; readiness answers 200
 * only after migrations, with the database and Redis answering, and 503 once shutdown began.
 */
function registerProbes(app: FastifyInstance, readiness: TReadiness): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    API_PATHS.healthLive,
    {
      logLevel: PROBE_LOG_LEVEL,
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process is up and its event loop answers',
        response: { 200: z.object({ status: z.literal('alive'), uptimeSeconds: z.number() }) },
      },
    },
    async () => ({ status: 'alive' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );
  api.get(
    API_PATHS.healthReady,
    {
      logLevel: PROBE_LOG_LEVEL,
      schema: {
        tags: ['health'],
        summary: 'Readiness: migrated, the database and Redis answer, not shutting down',
        response: {
          200: ZReadinessSchema.extend({ status: z.literal('ready') }),
          503: ZReadinessSchema.extend({
            status: z.literal('not_ready'),
            code: z.string(),
            message: z.string(),
          }),
        },
      },
    },
    async (_request, reply) => {
      const { ready, ...report } = await readiness.check();
      if (ready) return { status: 'ready' as const, ...report };
      return reply.status(503).send({
        status: 'not_ready' as const,
        code: API_ERROR_CODES.internal,
        message: describeNotReady({ ready, ...report }),
        ...report,
      });
    },
  );
}
