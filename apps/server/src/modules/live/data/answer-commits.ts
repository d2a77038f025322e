import type { TParticipantRow } from '../../../db/schema/index';
import { createGroupCommit } from '../../../lib/group-commit';
import type { TCommitKind, TMetrics } from '../../../lib/metrics';
import type { TAnswersRepository, TNewAnswer } from './answers.repository';
import type { TEntriesRepository, TNewEntry } from './entries.repository';
import type { TLiveTuning } from '../tuning';
import type { TNewParticipant, TParticipantsRepository } from './participants.repository';

/**
 * What became of a submitted answer once its batch was committed. 'scored_before': stored, but
 * its question had already been closed and scored (by another node) when it was committed.
 */
export type TAnswerOutcome = 'stored' | 'scored_before' | 'retry' | 'already_answered';

/** Gathering window and batch size of the answer and entry writes. */
const GROUP_COMMIT = { delayMs: 5, maxBatch: 1_000 };
/**
 * ...and of new participants: joins trickle in at a few hundred a second when thousands arrive
 * (each is a connection handshake first), so 5 ms gathered about five rows per statement and
 * commit; 20 ms gathers four times as many for a wait nobody joining notices.
 */
const JOIN_COMMIT = { delayMs: 20, maxBatch: 1_000 };

/**
 * The write path of answers: each answer waits at most a few milliseconds to be written with the
 * others in one INSERT ... ON CONFLICT DO NOTHING, then learns whether it was stored, was a retry
 * of a stored one (same request id: the same success), or lost to an earlier answer.
 */
export function createAnswerCommits(deps: {
  answers: TAnswersRepository;
  entries: TEntriesRepository;
  participants: TParticipantsRepository;
  tuning?: TLiveTuning;
  /** Told each batch's rows and write time (lib/metrics.ts). */
  metrics?: Pick<TMetrics, 'committed'>;
}) {
  const observe = (writes: TCommitKind) =>
    deps.metrics
      ? (rows: number, seconds: number) => deps.metrics?.committed(writes, rows, seconds)
      : undefined;
  const answers = createGroupCommit<TNewAnswer, TAnswerOutcome>({
    ...GROUP_COMMIT,
    observe: observe('answers'),
    async flush(rows) {
      await deps.tuning?.beforeAnswerCommit?.();
      const written = await deps.answers.insertMany(rows);
      const key = (row: TNewAnswer) => `${row.participantId}:${row.slideId}`;
      const claimed = new Set<string>();
      const unsure = rows.filter((row) => {
        if (written.has(key(row)) && !claimed.has(key(row))) {
          claimed.add(key(row));
          return false;
        }
        return true;
      });
      const stored = await deps.answers.findRequestIds(unsure);
      const unsureSet = new Set(unsure);
      // Read after the insert committed: a close stored before it is seen here, and a close
      // stored after it scores this answer (its recompute reads after its own write).
      const scored = await deps.answers.listScoredSlides([...new Set(rows.map((r) => r.slideId))]);
      return rows.map((row) => {
        if (!unsureSet.has(row)) return scored.has(row.slideId) ? 'scored_before' : 'stored';
        return stored.get(key(row)) === row.requestId ? 'retry' : 'already_answered';
      });
    },
  });

  const entries = createGroupCommit<TNewEntry[], void>({
    ...GROUP_COMMIT,
    observe: observe('entries'),
    async flush(groups) {
      await deps.tuning?.beforeEntryCommit?.();
      await deps.entries.insertMany(groups.flat());
      return groups.map(() => undefined);
    },
  });

  // A row missing from the result lost its nickname to another join (unique name key).
  const joins = createGroupCommit<TNewParticipant, TParticipantRow | undefined>({
    ...JOIN_COMMIT,
    observe: observe('joins'),
    async flush(rows) {
      const created = new Map((await deps.participants.insertMany(rows)).map((r) => [r.id, r]));
      return rows.map((row) => created.get(row.id));
    },
  });

  return {
    /** Creates one participant; resolves after commit (undefined: its nickname was taken). */
    insertParticipant: (row: TNewParticipant) => joins.submit(row),
    /** Stores one quiz answer or poll vote; resolves after commit. */
    submitAnswer: (row: TNewAnswer) => answers.submit(row),
    /** Stores the entries of one request (idempotent); resolves after commit. */
    submitEntries: (rows: TNewEntry[]) => entries.submit(rows),
    /**
     * Writes the answers gathered so far and waits for every answer write in flight: a closing
     * question scores only after the answers it accepted are stored (the buzzer race).
     */
    settleAnswers: () => answers.drain(),
    /** Writes the entries gathered so far and waits for every entry write in flight (reset). */
    settleEntries: () => entries.drain(),
    /** Writes whatever is gathered and waits (shutdown). */
    async drain(): Promise<void> {
      await Promise.all([answers.drain(), entries.drain(), joins.drain()]);
    },
  };
}

export type TAnswerCommits = ReturnType<typeof createAnswerCommits>;
