import { API_PATHS, type TPresentation, type TRunEnded } from '@crowdeck/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callOk } from '../../../test/deck-factories';
import { answer, joinOk, nextMessage, type TClientSocket } from '../../../test/live-clients';
import { createManualClock } from '../../../test/manual-clock';
import {
  createQuestionSteps,
  createQuizDeck,
  DECK_STALE_MS as STALE_MS,
  expectClosedAndScored,
  QUESTION_INTRO_MS as INTRO_MS,
  leaderboardScores,
  rightAnswer as right,
  storedQuestion,
  storedScores,
} from '../../../test/question-steps';
import { registerUser } from '../../../test/test-app';
import { useTwoNodes } from '../../../test/two-nodes';
import type { TQuestionStep } from '../tuning';

/*
 * Two nodes in one process on one database and one Redis, on one manual clock: a question's
 * start, early close, the end of its run and a reset keep one state whichever node does them,
 * with that node's deck reloaded between the awaits.
 */
describe('live on Redis: a question keeps one state across nodes and deck reloads', () => {
  const clock = createManualClock();
  let token: string;
  /** Reloads that node's deck once, at the next matching step on it. */
  const steps = createQuestionSteps<'a' | 'b'>();
  const reloadAt = (node: 'a' | 'b', step: TQuestionStep) =>
    steps.at(step, (slideId) => reloadDeck(node, slideId), node);

  const nodes = useTwoNodes({
    depsA: { liveTuning: { clock, atQuestionStep: steps.hook('a') } },
    depsB: { liveTuning: { clock, atQuestionStep: steps.hook('b') } },
  });
  beforeAll(async () => {
    token = (await registerUser(nodes.a.app)).token;
  });

  const db = () => nodes.a.db;
  const app = (node: 'a' | 'b') => nodes[node].app;
  /** That node's deck cache goes stale and a read (the presenter's results) loads it again. */
  async function reloadDeck(node: 'a' | 'b', slideId: string) {
    clock.advance(STALE_MS);
    await callOk(app(node), token, 'GET', `${API_PATHS.slideResults}${slideId}/`);
  }
  /** Lets the work both nodes started without awaiting it finish. */
  const settled = async () => {
    for (let i = 0; i < 2; i += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      await app('a').live.settled();
      await app('b').live.settled();
    }
  };

  /** Quizzes (option A correct) and a leaderboard; each name joins on the node given. */
  async function quizDeck(quizzes: number, joins: [string, 'a' | 'b'][], streakBonus = false) {
    const deck = await createQuizDeck(app('a'), token, quizzes, streakBonus);
    const phones: TClientSocket[] = [];
    for (const [name, node] of joins) phones.push(await phoneOn(node, deck, name));
    return { deck, phones };
  }
  /** One quiz; Ada joins on node B, Bo on node A. */
  async function oneQuizAcrossNodes() {
    const { deck, phones } = await quizDeck(1, [
      ['Ada', 'b'],
      ['Bo', 'a'],
    ]);
    return { deck, ada: phones[0]!, slideId: deck.Slides[0]!.id };
  }
  async function phoneOn(node: 'a' | 'b', deck: TPresentation, name: string) {
    const phone = await nodes.phone(node === 'a' ? nodes.urlA : nodes.urlB);
    await joinOk(phone, { code: deck.uniqueCode, name });
    return phone;
  }
  const start = (slideId: string) =>
    callOk<{ question: { phase: string } | null }>(
      app('a'),
      token,
      'POST',
      `${API_PATHS.slideGame}${slideId}/`,
      { action: 'start' },
    );
  const scores = (node: 'a' | 'b', deck: TPresentation) =>
    leaderboardScores(app(node), token, deck);
  const storedState = (slideId: string) => storedQuestion(db(), slideId);

  it.each<TQuestionStep>(['earlyClose.counted', 'earlyClose.listed', 'earlyClose.checked'])(
    'scores an early close made on node B, its deck reloaded at %s, and refuses answers after on both',
    async (step) => {
      const { deck, phones } = await quizDeck(1, [
        ['Ada', 'a'],
        ['Bo', 'b'],
      ]);
      const [ada, bo] = phones as [TClientSocket, TClientSocket];
      const slideId = deck.Slides[0]!.id;
      await start(slideId);
      clock.advance(INTRO_MS);
      expect(await answer(ada, right(deck, 0))).toMatchObject({ ok: true });
      await settled();
      // Bo's answer, the last, makes node B close the question.
      reloadAt('b', step);
      expect(await answer(bo, right(deck, 0))).toMatchObject({ ok: true });
      await settled();
      expect(steps.ran).toBe(true);

      const scored = await expectClosedAndScored(db(), slideId, clock.now(), () =>
        scores('a', deck),
      );
      await reloadDeck('a', slideId);
      await reloadDeck('b', slideId);
      for (const node of ['a', 'b'] as const) {
        const late = await phoneOn(node, deck, `Late ${node}`);
        expect(await answer(late, right(deck, 0))).toMatchObject({
          ok: false,
          error: { code: 'closed' },
        });
      }
      expect(await scores('b', deck)).toMatchObject(scored);
    },
  );

  it('starts on node A with its deck reloaded before the start; both nodes open and close it', async () => {
    const { deck, ada, slideId } = await oneQuizAcrossNodes();
    reloadAt('a', 'start.activated');
    const open = nextMessage(ada, 'question', (m) => m.question.phase === 'open');
    expect((await start(slideId)).question?.phase).toBe('intro');
    expect(steps.ran).toBe(true);
    await settled();
    clock.advance(INTRO_MS);
    await open;
    expect(await answer(ada, right(deck, 0))).toMatchObject({ ok: true });
    await settled();

    const closed = nextMessage(ada, 'question', (m) => m.question.phase === 'closed');
    clock.advance(deck.Slides[0]!.timeLimitSec * 1000);
    await closed;
    await settled();
    expect(await storedState(slideId)).toMatchObject({ screen: 'result' });
    expect((await scores('b', deck)).Ada).toBeGreaterThan(0);
  });

  it('ends on node A while the question runs on both: scored first, neither timer changes the run after', async () => {
    const { deck, ada, slideId } = await oneQuizAcrossNodes();
    await start(slideId);
    await settled();
    clock.advance(INTRO_MS);
    expect(await answer(ada, right(deck, 0))).toMatchObject({ ok: true });
    await settled();

    reloadAt('a', 'close.stored');
    const ended = await callOk<TRunEnded>(
      app('a'),
      token,
      'POST',
      `${API_PATHS.liveEnd}${deck.id}/`,
    );
    expect(steps.ran).toBe(true);
    expect(ended.podium.map((p) => p.name)).toEqual(['Ada', 'Bo']);
    expect(ended.podium[0]!.score).toBeGreaterThan(0);

    clock.advance(deck.Slides[0]!.timeLimitSec * 1000);
    await settled();
    const byName = await storedScores(db(), ended.runId);
    expect(ended.podium.map((p) => [p.name, p.score])).toEqual([
      ['Ada', byName.Ada],
      ['Bo', byName.Bo],
    ]);
  });

  it('recomputes later streaks on both nodes when an earlier question is reset', async () => {
    const { deck, phones } = await quizDeck(3, [['Ada', 'b']], true);
    const [ada] = phones as [TClientSocket];
    for (const index of [0, 1, 2]) {
      await start(deck.Slides[index]!.id);
      await settled();
      clock.advance(INTRO_MS);
      expect(await answer(ada, right(deck, index))).toMatchObject({ ok: true });
      await settled();
    }
    expect((await scores('a', deck)).Ada).toBe(1000 + 1100 + 1200);

    const firstId = deck.Slides[0]!.id;
    const told = nextMessage(ada, 'me', (m) => !m.me.answeredSlideIds.includes(firstId));
    await callOk(app('a'), token, 'POST', `${API_PATHS.slideReset}${firstId}/`, {});
    expect((await told).me.score).toBe(1000 + 1100);
    expect((await scores('b', deck)).Ada).toBe(1000 + 1100);
  });
});
