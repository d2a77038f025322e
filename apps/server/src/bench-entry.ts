/**
 * What the benchmarks under bench/ run in their own process (`@crowdeck/server/bench`): the
 * database, its migrations, the clock and the retention job with its erasure, so the retention
 * benchmark measures the job the server runs rather than a copy of it.
 */
export { openDatabase, type TDatabaseHandle } from './db/client';
export { migrateDatabase } from './db/migrate';
export { systemClock } from './lib/clock';
export { createErasure } from './modules/privacy/erasure';
export { createErasureRepository } from './modules/privacy/erasure.repository';
export { startRetentionJob } from './modules/privacy/retention-job';
