import type { TBackgroundTasks } from '../../lib/background-tasks';
import { dateOf, type TClock, type TClockTimer } from '../../lib/clock';
import type { TErasure } from './erasure';
import type { TErasureRepository } from './erasure.repository';

/** The retention job runs once a day on each node. */
export const RETENTION_INTERVAL_MS = 24 * 60 * 60_000;
/** Its first pass, this long after the start (a node restarted daily still purges). */
export const RETENTION_FIRST_MS = 60_000;
/** Runs deleted per transaction: short transactions, so the live engine's writes do not wait. */
export const RETENTION_BATCH = 200;

/** What one pass deleted. */
export interface TRetentionPass {
  runs: number;
  files: number;
  /** Organisations' audit entries older than their retention. */
  auditEntries: number;
}

/**
 * Deletes the runs older than their owner's retention, batch by batch until none is left, then
 * the organisations' audit entries older than theirs (one statement: a log is small): once
 * a minute after the start, then every day, on the given clock. A pass still going when the next
 * falls due is not doubled; each pass is background work (logged when it fails, waited for at
 * shutdown). Safe on several nodes at once: each batch locks the runs it deletes and skips those
 * another node holds.
 */
export function startRetentionJob(deps: {
  repo: Pick<TErasureRepository, 'eraseExpiredRuns'>;
  erasure: Pick<TErasure, 'releaseUploads'>;
  runsDeleted(presentationId: string): void;
  /** Deletes organisations' audit entries older than their retention; returns how many. */
  purgeAuditEntries?(now: Date): Promise<number>;
  clock: TClock;
  background: Pick<TBackgroundTasks, 'run'>;
  onPass?(pass: TRetentionPass): void;
  batch?: number;
}): { stop(): void; runNow(): Promise<TRetentionPass> } {
  let running = false;
  let timer: TClockTimer | undefined;
  const batch = deps.batch ?? RETENTION_BATCH;
  const pass = async (): Promise<TRetentionPass> => {
    const now = dateOf(deps.clock);
    const done: TRetentionPass = { runs: 0, files: 0, auditEntries: 0 };
    for (;;) {
      const erased = await deps.repo.eraseExpiredRuns(now, batch);
      for (const id of erased.presentationIds) deps.runsDeleted(id);
      done.runs += erased.runIds.length;
      done.files += (await deps.erasure.releaseUploads(erased.uploadNames)).length;
      if (erased.runIds.length < batch) break;
    }
    done.auditEntries = (await deps.purgeAuditEntries?.(now)) ?? 0;
    deps.onPass?.(done);
    return done;
  };
  const guarded = async (): Promise<void> => {
    running = true;
    try {
      await pass();
    } finally {
      running = false;
    }
  };
  const schedule = (ms: number): void => {
    timer = deps.clock.setTimeout(() => {
      if (!running) deps.background.run(guarded, { event: 'retention.purge' });
      schedule(RETENTION_INTERVAL_MS);
    }, ms);
  };
  schedule(RETENTION_FIRST_MS);
  return {
    stop() {
      deps.clock.clearTimeout(timer);
      timer = undefined;
    },
    /** One pass now (the benchmark). */
    runNow: pass,
  };
}
