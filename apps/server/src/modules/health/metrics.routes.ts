import { createHash, timingSafeEqual } from 'node:crypto';
import { API_ERROR_CODES, API_PATHS } from '@crowdeck/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TMetrics } from '../../lib/metrics';
import { PROBE_LOG_LEVEL } from './health.routes';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Whether the request carries `token` as its bearer token (compared in constant time). */
export function hasBearer(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /api/metrics/ on the main listener, for a Prometheus that reaches the node only through its
 * public port: registered only with METRICS_TOKEN, which it requires as a bearer token (401
 * without). Without the token the path is not served (404); METRICS_PORT serves it unguarded on
 * an internal address instead (lib/metrics-server.ts).
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  deps: { metrics: TMetrics; token: string | null },
): void {
  const { token } = deps;
  if (!token) return;
  app.get(
    API_PATHS.metrics,
    { schema: { hide: true }, logLevel: PROBE_LOG_LEVEL },
    async (request: FastifyRequest, reply) => {
      if (!hasBearer(request.headers.authorization, token)) {
        return reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').send({
          code: API_ERROR_CODES.unauthorized,
          message: 'Metrics need the METRICS_TOKEN as a bearer token.',
        });
      }
      const text = await deps.metrics.text();
      return reply.header('content-type', deps.metrics.contentType).send(text);
    },
  );
}
