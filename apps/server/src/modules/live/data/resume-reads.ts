import DataLoader from 'dataloader';
import type { TParticipantRow } from '../../../db/schema/index';
import type { TAnswersRepository } from './answers.repository';
import type { TEntriesRepository } from './entries.repository';
import type { TParticipantsRepository } from './participants.repository';

/** Lookups of one batch at most (the statement's parameter list stays short). */
const MAX_BATCH = 1000;

/** Groups rows by a key, in their order. */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** A kind of read starts this long after its previous start at the soonest. */
export const READ_GAP_MS = 20;

/**
 * One read of a kind in flight at a time, and READ_GAP_MS at least between two starts: lookups
 * asked meanwhile wait and go out together. Batches then grow with the load: a reconnect storm
 * of thousands of phones reads in a few large statements, not thousands of small ones that each
 * wake the database (at 15,000 phones whose joins trickled in at a few hundred a second, waiting
 * only for the read in flight gave batches of one or two: ~750 statements a second). A lone
 * lookup still goes out on the next check phase.
 */
export function createPacing(gapMs = READ_GAP_MS, now = () => performance.now()) {
  let running = 0;
  let lastStart = Number.NEGATIVE_INFINITY;
  let waiting: (() => void)[] = [];
  let armed = false;

  function fire(): void {
    armed = false;
    const next = waiting;
    waiting = [];
    // Each dispatch starts its read at once (DataLoader calls the batch function synchronously).
    for (const dispatch of next) dispatch();
  }
  function arm(): void {
    if (armed) return;
    armed = true;
    const wait = lastStart + gapMs - now();
    if (wait > 0) setTimeout(fire, wait);
    else setImmediate(fire);
  }

  return {
    schedule(dispatch: () => void): void {
      waiting.push(dispatch);
      if (running === 0) arm();
    },
    async run<T>(read: () => Promise<T>): Promise<T> {
      running += 1;
      lastStart = now();
      try {
        return await read();
      } finally {
        running -= 1;
        if (running === 0 && waiting.length > 0) arm();
      }
    },
  };
}

/**
 * The reads a resuming phone needs (its participant by token, whether it was removed, its
 * answers, the slides it wrote on), batched: every lookup asked during one turn of the event loop goes out in one statement
 * per kind. A reconnect storm of N phones costs about N / batch statements instead of 3N, and
 * each phone still reads the database as it is now (nothing is cached between batches).
 */
export function createResumeReads(deps: {
  participants: TParticipantsRepository;
  answers: TAnswersRepository;
  entries: TEntriesRepository;
}) {
  // setImmediate, not DataLoader's default (the next tick): the messages of many sockets are
  // read in one poll phase, each followed by its own ticks, so only a check phase sees them all;
  // and while a read of the same kind runs or has just started, the next batch keeps gathering
  // (createPacing).
  const paced = () => {
    const pacing = createPacing();
    return {
      pacing,
      options: {
        cache: false,
        maxBatchSize: MAX_BATCH,
        batchScheduleFn: (dispatch: () => void) => pacing.schedule(dispatch),
      },
    };
  };
  const tokens = paced();
  const byToken = new DataLoader<string, TParticipantRow | null>(
    (hashes) =>
      tokens.pacing.run(async () => {
        const rows = await deps.participants.findByTokens(hashes);
        const found = new Map(rows.map((row) => [row.tokenHash, row]));
        return hashes.map((hash) => found.get(hash) ?? null);
      }),
    tokens.options,
  );
  const removals = paced();
  const isRemoved = new DataLoader<string, boolean>(
    (ids) =>
      removals.pacing.run(async () => {
        const removed = await deps.participants.removedOf(ids);
        return ids.map((id) => removed.has(id));
      }),
    removals.options,
  );
  const answerReads = paced();
  const answersOf = new DataLoader(
    (ids: readonly string[]) =>
      answerReads.pacing.run(async () => {
        const rows = await deps.answers.listByParticipants(ids);
        const groups = groupBy(rows, (row) => row.participantId);
        return ids.map((id) => groups.get(id) ?? []);
      }),
    answerReads.options,
  );
  const entryReads = paced();
  const entrySlidesOf = new DataLoader(
    (ids: readonly string[]) =>
      entryReads.pacing.run(async () => {
        const groups = groupBy(await deps.entries.listSlideIdsOf(ids), (row) => row.participantId);
        return ids.map((id) => (groups.get(id) ?? []).map((row) => row.slideId));
      }),
    entryReads.options,
  );

  return {
    /** The participant of a presentation holding this token hash, or null. */
    async participantByToken(
      presentationId: string,
      tokenHash: string,
    ): Promise<TParticipantRow | null> {
      const row = await byToken.load(tokenHash);
      return row?.presentationId === presentationId ? row : null;
    },
    /** Whether the presenter removed the participant (also when it no longer exists). */
    isRemoved: (participantId: string) => isRemoved.load(participantId),
    /** A participant's answers with their slides' closing times, in deck order. */
    answersOf: (participantId: string) => answersOf.load(participantId),
    /** The slides a participant wrote words or open-ended answers on. */
    entrySlidesOf: (participantId: string) => entrySlidesOf.load(participantId),
  };
}

export type TResumeReads = ReturnType<typeof createResumeReads>;
