import { API_PATHS, LIVE_LIMITS, type TPresentation } from '@crowdeck/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOk, createDeck, getDeck } from '../../../test/deck-factories';
import {
  answer,
  closeAll,
  joinOk,
  listen,
  markCorrect,
  nextMessage,
  openPhone,
  openPresenter,
  type TClientSocket,
} from '../../../test/live-clients';
import { createManualClock } from '../../../test/manual-clock';
import { createTestApp, registerUser, type TTestApp } from '../../../test/test-app';

const INTRO_MS = LIVE_LIMITS.questionIntroSec * 1000;

describe('live: a closed question says why it closed', () => {
  let t: TTestApp;
  let url: string;
  let token: string;
  const sockets: TClientSocket[] = [];
  const clock = createManualClock();

  beforeAll(async () => {
    t = await createTestApp({ deps: { liveTuning: { clock } } });
    url = await listen(t.app);
    token = (await registerUser(t.app)).token;
  });
  afterAll(async () => {
    closeAll(sockets);
    await t.close();
  });

  /** A one-quiz deck, its presenter and two named phones, the question open. */
  async function openQuiz() {
    const created = await createDeck(t.app, token, ['quiz']);
    await markCorrect(t.app, token, created, 0);
    const deck: TPresentation = await getDeck(t.app, token, created.id);
    const presenter = await openPresenter(t.app, url, token, deck.id);
    const phones = [await openPhone(url), await openPhone(url)];
    sockets.push(presenter, ...phones);
    for (const [i, phone] of phones.entries()) {
      await joinOk(phone, { code: deck.uniqueCode, name: `P${i}` });
    }
    const slide = deck.Slides[0]!;
    const open = nextMessage(phones[0]!, 'question', (m) => m.question.phase === 'open');
    await callOk(t.app, token, 'POST', `${API_PATHS.slideGame}${slide.id}/`, { action: 'start' });
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
    await callOk(t.app, token, 'POST', `${API_PATHS.slideGame}${slide.id}/`, { action: 'close' });
    expect((await closed).question.closedBy).toBe('presenter');
  });

  it('at its time limit: time is up, also for a phone that joins afterwards', async () => {
    const { deck, slide, closed } = await openQuiz();
    clock.advance(slide.timeLimitSec * 1000);
    expect((await closed).question.closedBy).toBe('time');
    const late = await openPhone(url);
    sockets.push(late);
    const { state } = await joinOk(late, { code: deck.uniqueCode, name: 'Late' });
    expect(state.question).toMatchObject({ phase: 'closed', closedBy: 'time' });
  });
});
