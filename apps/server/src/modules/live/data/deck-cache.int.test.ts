import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeck } from '../../../test/deck-factories';
import { createTestApp, registerUser, type TTestApp } from '../../../test/test-app';
import { systemClock } from '../../../lib/clock';
import { createLiveDeckRepository } from './deck.repository';
import { createDeckCache } from './deck-cache';

/** The deck cache never keeps what was read before a write it was told about. */
describe('live decks: a load that raced with a lock', () => {
  let t: TTestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerUser(t.app)).token;
  });
  afterAll(() => t.close());

  it('reads again when the deck was locked and forgotten while it was being read', async () => {
    const deck = await createDeck(t.app, token, ['poll']);
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
});
