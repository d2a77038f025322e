import { createServer, type Server } from 'node:http';
import type { TMetrics } from './metrics';

/** Path of the metrics on the internal listener (Prometheus' default). */
export const METRICS_PATH = '/metrics';

/**
 * The internal metrics listener (METRICS_PORT on METRICS_HOST, 127.0.0.1 unless set): GET
 * /metrics in Prometheus' text format, without a token — its protection is the address it is
 * bound to. Anything else answers 404. Resolves once listening; `close` stops it.
 */
export async function startMetricsServer(
  metrics: TMetrics,
  options: { host: string; port: number },
): Promise<{ server: Server; port: number; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || (path !== METRICS_PATH && path !== `${METRICS_PATH}/`)) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`Not found. Metrics are at ${METRICS_PATH}.\n`);
      return;
    }
    metrics.text().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.contentType });
        response.end(text);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(`Metrics failed: ${String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : options.port;
  return {
    server,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
