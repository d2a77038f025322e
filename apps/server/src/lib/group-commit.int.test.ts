import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, participants } from '../db/schema';
import { createAnswerCommits } from '../modules/live/data/answer-commits';
import { createAnswersRepository } from '../modules/live/data/answers.repository';
import { createEntriesRepository } from '../modules/live/data/entries.repository';
import {
  createParticipantsRepository,
  type TNewParticipant,
} from '../modules/live/data/participants.repository';
import { createDeck } from '../test/deck-factories';
import { currentRunId } from '../test/runs';
import { createTestApp, registerUser, type TTestApp } from '../test/test-app';
import { createGroupCommit } from './group-commit';

let t: TTestApp;
let deckA: string;
let deckB: string;
/** Each deck's current run (a deck that does not exist gets a run that does not either). */
const runs = new Map<string, string>();
let wordSlideB: string;
let commits: ReturnType<typeof createAnswerCommits>;

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await registerUser(t.app);
  deckA = (await createDeck(t.app, token, [], 'A')).id;
  const b = await createDeck(t.app, token, ['wordCloud'], 'B');
  deckB = b.id;
  runs.set(deckA, await currentRunId(t.db, deckA));
  runs.set(deckB, await currentRunId(t.db, deckB));
  wordSlideB = b.Slides[0]!.id;
  commits = createAnswerCommits({
    answers: createAnswersRepository(t.db),
    entries: createEntriesRepository(t.db),
    participants: createParticipantsRepository(t.db),
  });
});
afterAll(async () => {
  await commits?.drain();
  await t?.close();
});

const newParticipant = (presentationId: string, name: string | null): TNewParticipant => ({
  id: randomUUID(),
  presentationId,
  runId: runs.get(presentationId) ?? randomUUID(),
  tokenHash: randomUUID(),
  name,
  nameKey: name?.toLowerCase() ?? null,
});

describe('group commit on the real database', () => {
  it('fails only the bad rows of a batch; the other deck’s joins in it are stored', async () => {
    const good = Array.from({ length: 6 }, (_, i) => newParticipant(deckB, `Phone ${i}`));
    // PostgreSQL refuses U+0000 in text (the schemas now refuse it before it gets here); a
    // presentation that does not exist breaks the foreign key. Both share the batch with `good`.
    const nul = newParticipant(deckA, 'x\u0000');
    const orphan = newParticipant(randomUUID(), 'Orphan');
    const rows = [good[0]!, nul, ...good.slice(1, 4), orphan, ...good.slice(4)];
    const outcomes = await Promise.allSettled(rows.map((row) => commits.insertParticipant(row)));

    expect(outcomes.map((outcome) => outcome.status)).toEqual(
      rows.map((row) => (row === nul || row === orphan ? 'rejected' : 'fulfilled')),
    );
    const stored = await t.db
      .select({ id: participants.id })
      .from(participants)
      .where(eq(participants.presentationId, deckB));
    expect(stored.map((row) => row.id).sort()).toEqual(good.map((row) => row.id).sort());
    const bad = await t.db
      .select()
      .from(participants)
      .where(inArray(participants.id, [nul.id, orphan.id]));
    expect(bad).toEqual([]);
  });

  it('isolates a bad word from the good words of other phones', async () => {
    const phones = Array.from({ length: 4 }, () => newParticipant(deckB, null));
    await Promise.all(phones.map((row) => commits.insertParticipant(row)));
    const word = (participantId: string, text: string) => ({
      participantId,
      runId: runs.get(deckB) ?? '',
      slideId: wordSlideB,
      kind: 'word' as const,
      text,
      raw: text,
      requestId: randomUUID(),
      seq: 0,
      hidden: false,
      filtered: false,
    });
    const groups = phones.map((phone, i) => [word(phone.id, i === 2 ? 'bad\u0000' : `word${i}`)]);
    const outcomes = await Promise.allSettled(groups.map((group) => commits.submitEntries(group)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const stored = await t.db
      .select({ text: entries.text })
      .from(entries)
      .where(eq(entries.slideId, wordSlideB));
    expect(stored.map((row) => row.text).sort()).toEqual(['word0', 'word1', 'word3']);
  });

  it('writes a healthy batch in one statement and a failing one in at most 2n − 1', async () => {
    const calls: number[] = [];
    const commit = createGroupCommit<number, number>({
      delayMs: 5,
      maxBatch: 100,
      async flush(items) {
        calls.push(items.length);
        if (items.includes(-1)) throw new Error('bad row');
        return items.map((item) => item * 2);
      },
    });
    expect(await Promise.all([1, 2, 3, 4].map((n) => commit.submit(n)))).toEqual([2, 4, 6, 8]);
    expect(calls).toEqual([4]);
    calls.length = 0;
    const items = [1, 2, 3, -1, 5, 6, 7, 8];
    const outcomes = await Promise.allSettled(items.map((n) => commit.submit(n)));
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : 'error'))).toEqual([
      2,
      4,
      6,
      'error',
      10,
      12,
      14,
      16,
    ]);
    expect(calls.length).toBeLessThanOrEqual(2 * items.length - 1);
  });
});
