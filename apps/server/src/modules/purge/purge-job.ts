import type { TBackgroundTasks } from '../../lib/background-tasks';
import { dateOf, type TClock, type TClockTimer } from '../../lib/clock';
import type { TExpiredRowsRepository, TPurged } from './expired-rows.repository';

/** How often each node purges (the rows are dead already; this only keeps the tables small). */
export const PURGE_INTERVAL_MS = 10 * 60_000;

/**
 * Deletes expired sign-in sessions, phone-remote pairings, single sign-on states and codes, and
 * import jobs ended a week ago, every `intervalMs` until stopped. Each run is background work (logged when it fails, waited
 * for at shutdown); a run still going when the next falls due is not doubled. Safe on several
 * nodes at once: each delete is one statement.
 */
export function startPurgeJob(deps: {
  repo: Pick<TExpiredRowsRepository, 'deleteExpired'>;
  clock: TClock;
  background: Pick<TBackgroundTasks, 'run'>;
  onPurged?(purged: TPurged): void;
  intervalMs?: number;
}): { stop(): void } {
  let running = false;
  let timer: TClockTimer | undefined;
  const purge = async (): Promise<void> => {
    running = true;
    try {
      const purged = await deps.repo.deleteExpired(dateOf(deps.clock));
      deps.onPurged?.(purged);
    } finally {
      running = false;
    }
  };
  const next = (): void => {
    timer = deps.clock.setTimeout(() => {
      if (!running) deps.background.run(purge, { event: 'purge.expired' });
      next();
    }, deps.intervalMs ?? PURGE_INTERVAL_MS);
  };
  next();
  return {
    /** No run starts after this; one in flight is waited for with the other background work. */
    stop() {
      deps.clock.clearTimeout(timer);
      timer = undefined;
    },
  };
}
