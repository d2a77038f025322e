import { API_PATHS, getValidationMessage } from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slides } from '../../../db/schema/index';
import { joinOk } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { createManualClock } from '../../../test/manual-clock';
import { createQuestionSteps } from '../../../test/question-steps';

/* Nothing can answer a question of an ended run, so starting one is refused, not stored. */
describe('live: a quiz question cannot start on an ended run', () => {
  const clock = createManualClock();
  /** Runs once at the next matching step of a question's start. */
  const steps = createQuestionSteps();
  const live = useLiveFixture({ deps: { liveTuning: { clock, atQuestionStep: steps.hook() } } });

  /** A two-quiz deck with one phone joined. */
  async function joinedDeck() {
    const deck = await live.deck(['quiz', 'quiz']);
    await joinOk(await live.phone(), { code: deck.uniqueCode, name: 'Ada' });
    return deck;
  }
  const end = (id: string) => live.callOk('POST', `${API_PATHS.liveEnd}${id}/`);
  const start = (slideId: string) =>
    live.call('POST', `${API_PATHS.slideGame}${slideId}/`, { action: 'start' });
  const storedOpensAt = async (slideId: string) => {
    const [row] = await live.db
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
    steps.at('start.activated', () => end(deck.id));
    const refused = await start(slideId);
    expect(steps.ran).toBe(true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: getValidationMessage('slide.runEnded') });
    expect(await storedOpensAt(slideId)).toMatchObject({ opensAt: null });
  });
});
