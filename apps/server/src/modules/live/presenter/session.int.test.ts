import { API_PATHS, LIVE_LIMITS, type TRunEnded, type TRunStatus } from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { participants } from '../../../db/schema/index';
import { call, callOk, getDeck } from '../../../test/deck-factories';
import { answer, emit, joinOk, markCorrect, nextMessage } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { createManualClock } from '../../../test/manual-clock';

describe('live: a session ends, and presenting again continues it or starts a new run', () => {
  const clock = createManualClock();

  const live = useLiveFixture({ deps: { liveTuning: { clock } }, stranger: true });

  const phone = async () => {
    const socket = await live.phone();
    return socket;
  };
  const runOf = (id: string, as = live.token) =>
    callOk<TRunStatus>(live.app, as, 'GET', `${API_PATHS.liveRun}${id}/`);

  /** A one-quiz deck played by three phones: Ada answered right, Bo wrong, Cy not at all. */
  async function playedQuiz() {
    const created = await live.deck(['quiz']);
    const slide = await markCorrect(live.app, live.token, created, 0);
    const deck = await getDeck(live.app, live.token, created.id);
    const [ada, bo, cy] = [await phone(), await phone(), await phone()];
    const tokens = {
      ada: (await joinOk(ada, { code: deck.uniqueCode, name: 'Ada' })).participantToken,
      bo: (await joinOk(bo, { code: deck.uniqueCode, name: 'Bo' })).participantToken,
      cy: (await joinOk(cy, { code: deck.uniqueCode, name: 'Cy' })).participantToken,
    };
    const open = nextMessage(ada, 'question', (m) => m.question.phase === 'open');
    await live.callOk('POST', `${API_PATHS.slideGame}${slide.id}/`, { action: 'start' });
    clock.advance(LIVE_LIMITS.questionIntroSec * 1000);
    await open;
    const [right, wrong] = deck.Slides[0]!.options;
    expect(await answer(ada, { slideId: slide.id, optionId: right!.id })).toMatchObject({
      ok: true,
    });
    expect(await answer(bo, { slideId: slide.id, optionId: wrong!.id })).toMatchObject({
      ok: true,
    });
    await live.callOk('POST', `${API_PATHS.slideGame}${slide.id}/`, { action: 'close' });
    return { deck, slide, phones: { ada, bo, cy }, tokens };
  }

  it('tells every phone it is over, shows a podium, and refuses joins and answers after', async () => {
    const { deck, slide, phones, tokens } = await playedQuiz();
    const before = await runOf(deck.id);
    expect(before).toMatchObject({ participantCount: 3, responseCount: 2, endedAt: null });

    const told = Object.values(phones).map((p) => nextMessage(p, 'ended'));
    const adaFinal = nextMessage(phones.ada, 'me', (m) => m.me.rank === 1);
    const ended = await live.callOk<TRunEnded>('POST', `${API_PATHS.liveEnd}${deck.id}/`);
    expect(ended.runId).toBe(before.runId);
    expect(ended.endedAt).not.toBeNull();
    expect(ended.podium.map((p) => p.name)).toEqual(['Ada', 'Bo', 'Cy']);
    expect(ended.podium[0]!.score).toBeGreaterThan(0);
    expect(ended.podium.map((p) => p.rank)).toEqual([1, 2, 3]);
    await Promise.all(told);
    expect((await adaFinal).me.score).toBe(ended.podium[0]!.score);

    // A fourth phone cannot join; Ada's phone coming back learns where she finished.
    const late = await emit(await phone(), 'audience:join', { code: deck.uniqueCode, name: 'Dee' });
    expect(late).toMatchObject({ ok: false, error: { code: 'ended' } });
    const back = await emit(await phone(), 'audience:join', {
      code: deck.uniqueCode,
      participantToken: tokens.ada,
    });
    expect(back).toMatchObject({
      ok: false,
      error: { code: 'ended', final: { name: 'Ada', rank: 1, score: ended.podium[0]!.score } },
    });
    // Cy's phone, still connected, cannot answer any more.
    const optionId = deck.Slides[0]!.options[0]!.id;
    const refused = await answer(phones.cy, { slideId: slide.id, optionId });
    expect(refused).toMatchObject({ ok: false, error: { code: 'ended' } });
    // Ending again answers the same run.
    const again = await live.callOk<TRunEnded>('POST', `${API_PATHS.liveEnd}${deck.id}/`);
    expect(again.endedAt).toBe(ended.endedAt);
  });

  it('starts a new run on request, keeping the first with its results; or continues the ended one', async () => {
    const { deck, tokens } = await playedQuiz();
    const first = await runOf(deck.id);
    await live.callOk('POST', `${API_PATHS.liveEnd}${deck.id}/`);

    // Continue: the ended run opens again and Ada comes back as herself.
    const continued = await live.callOk<TRunStatus>('POST', `${API_PATHS.liveRun}${deck.id}/`, {
      mode: 'continue',
    });
    expect(continued).toMatchObject({ runId: first.runId, endedAt: null, participantCount: 3 });
    const ada = await joinOk(await phone(), {
      code: deck.uniqueCode,
      participantToken: tokens.ada,
    });
    expect(ada.state.me?.name).toBe('Ada');

    // New: an empty run; the first keeps its three participants; Ada may join the new one afresh.
    const fresh = await live.callOk<TRunStatus>('POST', `${API_PATHS.liveRun}${deck.id}/`, {
      mode: 'new',
    });
    expect(fresh.runId).not.toBe(first.runId);
    expect(fresh).toMatchObject({ participantCount: 0, responseCount: 0, endedAt: null });
    const kept = await live.db
      .select()
      .from(participants)
      .where(eq(participants.runId, first.runId));
    expect(kept.map((p) => p.name).sort()).toEqual(['Ada', 'Bo', 'Cy']);
    // Ada's phone stays where it finished until she chooses to join again.
    const stays = await emit(await phone(), 'audience:join', {
      code: deck.uniqueCode,
      participantToken: tokens.ada,
    });
    expect(stays).toMatchObject({ ok: false, error: { code: 'ended', final: { name: 'Ada' } } });
    const rejoined = await joinOk(await phone(), {
      code: deck.uniqueCode,
      participantToken: tokens.ada,
      name: 'Ada',
      again: true,
    });
    expect(rejoined.participantToken).not.toBe(tokens.ada);
    expect((await runOf(deck.id)).participantCount).toBe(1);
  });

  it('answers 404 to anyone but the owner and 400 to a mode it does not know', async () => {
    const deck = await live.deck(['poll']);
    for (const [method, path] of [
      ['GET', API_PATHS.liveRun],
      ['POST', API_PATHS.liveEnd],
    ] as const) {
      const response = await call(live.app, live.strangerToken, method, `${path}${deck.id}/`);
      expect(response.statusCode).toBe(404);
    }
    const choice = await call(
      live.app,
      live.strangerToken,
      'POST',
      `${API_PATHS.liveRun}${deck.id}/`,
      {
        mode: 'new',
      },
    );
    expect(choice.statusCode).toBe(404);
    const bad = await live.call('POST', `${API_PATHS.liveRun}${deck.id}/`, {
      mode: 'restart',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { mode: expect.anything() } });
  });
});
