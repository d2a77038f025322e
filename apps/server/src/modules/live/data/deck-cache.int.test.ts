import { describe, expect, it } from 'vitest';
import { useLiveFixture } from '../../../test/live-fixture';
import { systemClock } from '../../../lib/clock';
import type { TSlideRow } from '../../../db/schema/index';
import { createLiveDeckRepository } from './deck.repository';
import { createDeckCache } from './deck-cache';

/** The deck cache never keeps what was read before a write it was told about. */
describe('live decks: a load that raced with a lock', () => {
  const t = useLiveFixture();

  it('reads again when the deck was locked and forgotten while it was being read', async () => {
    const deck = await t.deck(['poll']);
    const repo = createLiveDeckRepository(t.db);
    // The first read is held after it has read the unlocked deck, until the lock is written.
    let reads = 0;
    let release: () => void = () => undefined;
    const written = new Promise<void>((resolve) => (release = resolve));
    let readDone: () => void = () => undefined;
    const firstRead = new Promise<void>((resolve) => (readDone = resolve));
    const decks = createDeckCache({
      repo: {
        ...repo,
        async findByCode(code: string) {
          const rows = await repo.findByCode(code);
          if (++reads === 1) {
            readDone();
            await written;
          }
          return rows;
        },
      },
      clock: systemClock,
    });

    const loading = decks.byCode(deck.uniqueCode);
    await firstRead;
    await repo.setLocked(deck.id, true);
    decks.forget(deck.id);
    release();
    expect((await loading)?.isLocked).toBe(true);
    expect((await decks.byCode(deck.uniqueCode))?.isLocked).toBe(true);
  });

  it('never changes a deck it handed out: a write caches a new one', async () => {
    const created = await t.deck(['quiz', 'poll']);
    const decks = createDeckCache({ repo: createLiveDeckRepository(t.db), clock: systemClock });
    const held = await decks.byId(created.id);
    if (!held) throw new Error('no deck');
    const [quiz, poll] = held.slides as [TSlideRow, TSlideRow];
    const activeBefore = held.slideActiveId;
    const other = activeBefore === quiz.id ? poll : quiz;
    const q = {
      questionOpensAt: new Date(1_000),
      questionClosesAt: new Date(2_000),
      gameScreen: 'result' as const,
    };
    decks.setQuestion(held.id, quiz.id, q);
    decks.setActive(held.id, other.id);

    expect(held.slideActiveId).toBe(activeBefore);
    expect(held.slides[0]).toBe(quiz);
    expect(quiz).toMatchObject({ questionOpensAt: null, questionClosesAt: null, gameScreen: null });
    const now = await decks.byId(created.id);
    expect(now).not.toBe(held);
    expect(now?.slideActiveId).toBe(other.id);
    expect(now?.slides[0]).toMatchObject(q);
    // The slide not written is shared, unchanged.
    expect(now?.slides[1]).toBe(poll);
  });
});
