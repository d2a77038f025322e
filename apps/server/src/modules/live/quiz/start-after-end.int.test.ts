import { API_PATHS, getValidationMessage } from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slides } from '../../../db/schema/index';
import { call, callOk, createDeck } from '../../../test/deck-factories';
import {
  closeAll,
  joinOk,
  listen,
  openPhone,
  type TClientSocket,
} from '../../../test/live-clients';
import { createManualClock } from '../../../test/manual-clock';
import { createTestApp, registerUser, type TTestApp } from '../../../test/test-app';
import type { TQuestionStep } from '../tuning';

/* Nothing can answer a question of an ended run, so starting one is refused, not stored. */
describe('live: a quiz question cannot start on an ended run', () => {
  let t: TTestApp;
  let url: string;
  let token: string;
  const sockets: TClientSocket[] = [];
  const clock = createManualClock();
  /** Runs once at the next matching step of a question's start. */
  let atStep: { step: TQuestionStep; run(): Promise<void> } | null = null;

  beforeAll(async () => {
    const atQuestionStep = async (step: TQuestionStep) => {
      const hook = atStep;
      if (hook?.step !== step) return;
      atStep = null;
      await hook.run();
    };
    t = await createTestApp({ deps: { liveTuning: { clock, atQuestionStep } } });
    url = await listen(t.app);
    token = (await registerUser(t.app)).token;
  });
  afterAll(async () => {
    closeAll(sockets);
    await t.close();
  });

  /** A two-quiz deck with one phone joined. */
  async function joinedDeck() {
    const deck = await createDeck(t.app, token, ['quiz', 'quiz']);
    const socket = await openPhone(url);
    sockets.push(socket);
    await joinOk(socket, { code: deck.uniqueCode, name: 'Ada' });
    return deck;
  }
  const end = (id: string) => callOk(t.app, token, 'POST', `${API_PATHS.liveEnd}${id}/`);
  const start = (slideId: string) =>
    call(t.app, token, 'POST', `${API_PATHS.slideGame}${slideId}/`, { action: 'start' });
  const storedOpensAt = async (slideId: string) => {
    const [row] = await t.db
      .select({ opensAt: slides.questionOpensAt, screen: slides.gameScreen })
      .from(slides)
      .where(eq(slides.id, slideId));
    return row;
  };

  it('answers 409 naming the ended session and stores no question state', async () => {
    const deck = await joinedDeck();
    const slideId = deck.Slides[1]!.id;
    await end(deck.id);
    const refused = await start(slideId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: getValidationMessage('slide.runEnded'),
      fields: { slideId: { code: 'slide.runEnded' } },
    });
    expect(await storedOpensAt(slideId)).toMatchObject({ opensAt: null });
  });

  it('refuses a start the end lands in the middle of', async () => {
    const deck = await joinedDeck();
    const slideId = deck.Slides[0]!.id;
    atStep = { step: 'start.activated', run: () => end(deck.id).then(() => undefined) };
    const refused = await start(slideId);
    expect(atStep).toBeNull();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: getValidationMessage('slide.runEnded') });
    expect(await storedOpensAt(slideId)).toMatchObject({ opensAt: null });
  });
});
