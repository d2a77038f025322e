import type { TBackgroundTasks } from '../../../lib/background-tasks';
import type { TClock, TClockTimer } from '../../../lib/clock';
import type { TPresence } from '../capacity/presence';
import type { TDeckCache } from '../data/deck-cache';

/** How often sessions are checked for a presenter, at most. */
const CHECK_MS = 60_000;

/**
 * Ends a session left with phones but without a presenter for `afterMs`: every check, each deck
 * with phones on this node is asked for a presenter on any node; the first check that finds none
 * starts its clock, one that finds one stops it. Ending is the presenter's end (final scores, then
 * `ended`), once: a second node ending the same run finds it ended.
 */
export function createUnattendedSessions(deps: {
  decks: TDeckCache;
  presence: Pick<TPresence, 'hasLocal'>;
  hasPresenter(code: string): Promise<boolean>;
  end(presentationId: string): Promise<unknown>;
  afterMs: number;
  checkMs?: number;
  clock: TClock;
  background: Pick<TBackgroundTasks, 'run'>;
}) {
  const { clock } = deps;
  /** Since when each deck has been seen without a presenter. */
  const alone = new Map<string, number>();

  async function check(): Promise<void> {
    const now = clock.now();
    const followed = new Set(deps.decks.knownIds());
    for (const id of alone.keys()) if (!followed.has(id)) alone.delete(id);
    for (const id of followed) {
      // Only sessions with phones here: checking the others would keep idle decks in memory.
      if (!deps.presence.hasLocal(id)) continue;
      const deck = await deps.decks.byId(id);
      if (!deck || deck.runEndedAt || (await deps.hasPresenter(deck.code))) {
        alone.delete(id);
        continue;
      }
      const since = alone.get(id);
      if (since === undefined) alone.set(id, now);
      else if (now - since >= deps.afterMs) {
        alone.delete(id);
        await deps.end(id);
      }
    }
  }

  let timer: TClockTimer | undefined;
  const checkMs = deps.checkMs ?? Math.min(CHECK_MS, Math.max(1, Math.floor(deps.afterMs / 2)));
  const later = (): void => {
    timer = clock.setTimeout(() => {
      deps.background.run(check().finally(later), { event: 'live.unattended' });
    }, checkMs);
  };
  if (deps.afterMs > 0) later();

  return {
    check,
    size: () => alone.size,
    stop(): void {
      clock.clearTimeout(timer);
      timer = undefined;
    },
  };
}
