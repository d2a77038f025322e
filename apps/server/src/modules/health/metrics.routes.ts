import { API_ERROR_CODES, API_PATHS } from '@crowdeck/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TMetrics } from '../../lib/metrics';
import { bearerTokenOf, mayScrapeMetrics } from '../../policies';
import { PROBE_LOG_LEVEL } from './health.routes';

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
      if (!mayScrapeMetrics(bearerTokenOf(request.headers.authorization), token)) {
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
