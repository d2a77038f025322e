import type { FastifyInstance } from 'fastify';
import { buildAudienceApp } from './audience-app';
import { buildApp } from './app';
import { ConfigError, loadConfig, type TConfig } from './config';
import { openDatabase } from './db/client';
import { describeAddresses, getNetworkAddresses } from './http/network-addresses';
import { migrateDatabase } from './db/migrate';
import { registerHeapProbe } from './lib/heap-probe';
import { registerLoopProbe } from './lib/loop-probe';
import { startMetricsServer } from './lib/metrics-server';
import { describeDataLocation } from './lib/data-location';
import { registerProfileProbe } from './lib/profile-probe';
import { flushSentry, initSentry } from './sentry';

/**
 * Connections the kernel may hold before the server accepts them. Node's default of 511
 * overflowed when a room of 15,000 phones joined at once: the kernel dropped the rest, which
 * retried after 1, 3, 7, 15 and 31 s and some gave up. Linux caps this at net.core.somaxconn
 * (4096 by default): asking for more lets a host that raises it for large rooms (docs/DEPLOY.md)
 * get the room it made.
 */
const LISTEN_BACKLOG = 65_535;

/**
 * The longest a shutdown may take from the signal to the exit: under Kubernetes' default grace
 * period of 30 s, so the process stops by itself, saying what it was still doing.
 */
const SHUTDOWN_LIMIT_MS = 25_000;

/** How long requests still in flight at shutdown may take before their connections are closed. */
const CONNECTIONS_GRACE_MS = 8_000;

/** Starts Crowdeck: config, error reporting, database and migrations, then both web servers. */
async function main(): Promise<void> {
  const config = readConfigOrExit();
  const reportError = initSentry(config);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await migrateDatabase(database);

  const app = await buildApp({ config, db: database.db, reportError });
  if (config.redisUrl) {
    // The cluster adapter and the stores handle their commands' failures; should a library still
    // leave one unhandled during a long Redis outage, it is logged rather than ending every live
    // session of this node.
    process.on('unhandledRejection', (reason) => {
      app.log.error({ err: reason }, 'unhandled rejection (Redis unreachable?)');
    });
  }
  const audienceApp = await buildAudienceApp({ config, db: database.db });
  let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> | null = null;
  // Signals are handled from before the listeners open: a stop sent as soon as the API answers
  // still closes everything in order.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Every step below bounds its own wait, but one that does not (a connection that never ends, a
    // driver that never answers) must not keep the process for ever: an orchestrator kills it
    // anyway after its grace period, without a word about what was stuck.
    let step = 'closing the web servers';
    const hardStop = setTimeout(() => {
      app.log.error(
        { step, pending: app.background.pending() },
        `shutdown still ${step} after ${SHUTDOWN_LIMIT_MS / 1000} s: stopping now`,
      );
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    hardStop.unref();
    // The readiness probe answers 503 from now on, while the work in flight finishes.
    app.readiness.stop();
    // Requests in flight get a few seconds to finish; a client that stalls in the middle of one
    // (Node waits up to its 300 s requestTimeout) is then cut off.
    const cutOff = setTimeout(() => {
      app.server.closeAllConnections();
      audienceApp.server.closeAllConnections();
    }, CONNECTIONS_GRACE_MS);
    cutOff.unref();
    try {
      await Promise.all([app.close(), audienceApp.close(), metricsServer?.close()]);
      clearTimeout(cutOff);
      step = 'closing the database';
      await database.close();
      step = 'flushing error reports';
      if (reportError) await flushSentry();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // shutdown() reports its own failures and exits; nothing is left to handle here.
  const onSignal = (signal: NodeJS.Signals) => () => {
    shutdown(signal).catch((error: unknown) => console.error(error));
  };
  process.once('SIGINT', onSignal('SIGINT'));
  process.once('SIGTERM', onSignal('SIGTERM'));
  await listenQuietly(app, { port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  await listenQuietly(audienceApp, {
    port: config.audiencePort,
    host: config.host,
    backlog: LISTEN_BACKLOG,
  });
  const metricsPort = config.metrics.port;
  metricsServer =
    metricsPort === null
      ? null
      : await startMetricsServer(app.metrics, { host: config.metrics.host, port: metricsPort });
  registerHeapProbe(() => app.live.idle.sizes());
  registerLoopProbe();
  registerProfileProbe();
  // A short banner: where the data lives, then where the apps are and how phones join.
  app.log.info(
    { database: database.driver, mail: app.mailer.kind },
    describeDataLocation(config, app.uploads.location),
  );
  for (const line of describeAddresses(config, getNetworkAddresses(config))) {
    app.log[line.level](line.message);
  }
  if (metricsServer) {
    app.log.info(`Metrics: http://${config.metrics.host}:${metricsServer.port}/metrics`);
  }
}

/**
 * Listens without Fastify's "Server listening at" line per network interface (six lines for two
 * listeners on a laptop): the banner says where the apps are and how phones join, once.
 */
async function listenQuietly(
  server: FastifyInstance,
  options: { port: number; host: string; backlog: number },
): Promise<void> {
  const level = server.log.level;
  server.log.level = 'warn';
  try {
    await server.listen(options);
  } finally {
    server.log.level = level;
  }
}

function readConfigOrExit(): TConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  // A setting the server could only check by using it (the upload bucket): its message says all.
  if (error instanceof ConfigError) {
    console.error(`Crowdeck failed to start: ${error.message}`);
    process.exit(1);
  }
  console.error('Crowdeck failed to start:', error);
  process.exit(1);
});
