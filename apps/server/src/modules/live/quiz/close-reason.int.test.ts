import { API_PATHS, LIVE_LIMITS } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { answer, joinOk, nextMessage } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { createManualClock } from '../../../test/manual-clock';

const INTRO_MS = LIVE_LIMITS.questionIntroSec * 1000;

describe('live: a closed question says why it closed', () => {
  const clock = createManualClock();

  const live = useLiveFixture({ deps: { liveTuning: { clock } } });

  /** A one-quiz deck, its presenter and two named phones, the question open. */
  async function openQuiz() {
    const { deck, phones } = await live.room(['quiz'], ['P0', 'P1'], { correct: [0] });
    const slide = deck.Slides[0]!;
    const open = nextMessage(phones[0]!, 'question', (m) => m.question.phase === 'open');
    await live.callOk('POST', `${API_PATHS.slideGame}${slide.id}/`, {
      action: 'start',
    });
    clock.advance(INTRO_MS);
    await open;
    const closed = nextMessage(phones[1]!, 'question', (m) => m.question.phase === 'closed');
    return { deck, slide, phones, closed, option: slide.options[0]!.id };
  }

  it('everyone answered: the phones are told so, not that time is up', async () => {
    const { slide, phones, closed, option } = await openQuiz();
    await answer(phones[0]!, { slideId: slide.id, optionId: option });
    await answer(phones[1]!, { slideId: slide.id, optionId: option });
    expect((await closed).question.closedBy).toBe('everyoneAnswered');
  });

  it('closed by the presenter: the phones are told the presenter closed it', async () => {
    const { slide, closed } = await openQuiz();
    await live.callOk('POST', `${API_PATHS.slideGame}${slide.id}/`, {
      action: 'close',
    });
    expect((await closed).question.closedBy).toBe('presenter');
  });

  it('at its time limit: time is up, also for a phone that joins afterwards', async () => {
    const { deck, slide, closed } = await openQuiz();
    clock.advance(slide.timeLimitSec * 1000);
    expect((await closed).question.closedBy).toBe('time');
    const late = await live.phone();
    const { state } = await joinOk(late, { code: deck.uniqueCode, name: 'Late' });
    expect(state.question).toMatchObject({ phase: 'closed', closedBy: 'time' });
  });
});
