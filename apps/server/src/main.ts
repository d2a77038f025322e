import { buildAudienceApp } from './audience-app';
import { buildApp } from './app';
import { ConfigError, loadConfig, type TConfig } from './config';
import { openDatabase } from './db/client';
import { describeAddresses, getNetworkAddresses } from './http/network-addresses';
import { migrateDatabase } from './db/migrate';
import { registerHeapProbe } from './lib/heap-probe';
import { registerLoopProbe } from './lib/loop-probe';
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
    // During a long Redis outage the Socket.IO adapter leaves some promises unhandled (its session
    // writes): log them rather than let Node end every live session of this node.
    process.on('unhandledRejection', (reason) => {
      app.log.error({ err: reason }, 'unhandled rejection (Redis unreachable?)');
    });
  }
  const audienceApp = await buildAudienceApp({ config, db: database.db });
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  await audienceApp.listen({
    port: config.audiencePort,
    host: config.host,
    backlog: LISTEN_BACKLOG,
  });
  registerHeapProbe(() => app.live.idle.sizes());
  registerLoopProbe();
  registerProfileProbe();
  const context = {
    database: database.driver,
    mail: app.mailer.kind,
    dataDir: config.dataDir,
    uploads: app.uploads.location,
  };
  for (const line of describeAddresses(config, getNetworkAddresses(config))) {
    app.log[line.level](context, line.message);
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await Promise.all([app.close(), audienceApp.close()]);
      await database.close();
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
