import {
  API_PATHS,
  getAudienceLimit,
  type TLiveSnapshot,
  type TQaQueue,
  type TRunStatus,
} from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { getDeck } from '../../../test/deck-factories';
import {
  disconnected,
  emit,
  joinOk,
  nextMessage,
  type TClientSocket,
} from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';

describe('live: a new run of a deck starts clean and gives the earlier run’s places back', () => {
  const freeLimit = getAudienceLimit('free');

  const live = useLiveFixture();

  const runOf = (id: string) => live.callOk<TRunStatus>('GET', `${API_PATHS.liveRun}${id}/`);
  const snapshotOf = (deckId: string, presenter: TClientSocket) =>
    live.callOk<TLiveSnapshot>('POST', API_PATHS.audiencePresenterJoin, {
      presentationId: deckId,
      socketId: presenter.id,
    });

  it('lets a full Free room start a new run: the old phones are told and let go, newcomers fill it', async () => {
    const deck = await live.deck(['quiz', 'poll', 'poll']);
    const code = deck.uniqueCode;
    const presenter = await live.presenter(deck.id);
    const first = await live.phones(freeLimit);
    const tokens: string[] = [];
    for (const [i, phone] of first.entries()) {
      tokens.push((await joinOk(phone, { code, name: `First ${i + 1}` })).participantToken);
    }
    const [extra] = await live.phones(1);
    const refused = await emit(extra!, 'audience:join', { code, name: 'One too many' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'full' } });

    // The session runs to its last slide and the presenter starts a new one with the room full.
    const last = deck.Slides[2]!.id;
    await live.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId: last });
    const told = first.map((phone) => nextMessage(phone, 'ended'));
    const closed = first.map(disconnected);
    const started = nextMessage(presenter, 'runStarted');
    const fresh = await live.callOk<TRunStatus>('POST', `${API_PATHS.liveRun}${deck.id}/`, {
      mode: 'new',
    });
    await Promise.all(told);
    expect(new Set(await Promise.all(closed))).toEqual(new Set(['io server disconnect']));

    // Nothing of the first run counts: no participant, no place, the first slide, the lobby.
    expect(fresh).toMatchObject({ participantCount: 0, responseCount: 0, endedAt: null });
    expect((await snapshotOf(deck.id, presenter)).playerCount).toBe(0);
    expect((await getDeck(live.app, live.token, deck.id)).slideActiveId).toBe(deck.Slides[0]!.id);
    const { screen } = await started;
    expect(screen).toMatchObject({ slideId: deck.Slides[0]!.id, lobby: true, qr: true });
    expect((await started).runId).toBe(fresh.runId);

    // A first-run phone opened again stays where it finished, until its person joins again.
    const back = await emit(extra!, 'audience:join', { code, participantToken: tokens[0] });
    expect(back).toMatchObject({ ok: false, error: { code: 'ended', final: { name: 'First 1' } } });

    // Newcomers take every place of the Free plan; one more is refused.
    const second = await live.phones(freeLimit);
    const joined = await Promise.all(
      second.map((phone, i) => joinOk(phone, { code, name: `Second ${i + 1}` })),
    );
    expect(joined[0]!.state.slide?.id).toBe(deck.Slides[0]!.id);
    expect(await emit(extra!, 'audience:join', { code, name: 'Late' })).toMatchObject({
      ok: false,
      error: { code: 'full' },
    });
    expect(await runOf(deck.id)).toMatchObject({ participantCount: freeLimit });
    expect((await snapshotOf(deck.id, presenter)).playerCount).toBe(freeLimit);
  });

  it('counts only the phones that join the new run, and shows none of the last run’s Q&A', async () => {
    const deck = await live.deck(['quiz', 'poll']);
    const code = deck.uniqueCode;
    await live.callOk('PUT', `${API_PATHS.liveQa}${deck.id}/settings/`, {
      enabled: true,
      names: 'choice',
    });
    const presenter = await live.presenter(deck.id);
    const [ada, bo, cy, newcomer] = (await live.phones(4)) as [
      TClientSocket,
      TClientSocket,
      TClientSocket,
      TClientSocket,
    ];
    const adaToken = (await joinOk(ada, { code, name: 'Ada' })).participantToken;
    await joinOk(bo, { code, name: 'Bo' });
    await joinOk(cy, { code, name: 'Cy' });
    const asked = await emit(ada, 'qa:ask', { requestId: crypto.randomUUID(), text: 'Why?' });
    if (!asked.ok) throw new Error(asked.error.code);
    await live.callOk('POST', `${API_PATHS.liveQa}${deck.id}/question/${asked.data.question.id}/`, {
      action: 'highlight',
    });
    await live.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, {
      slideActiveId: deck.Slides[1]!.id,
    });
    await live.callOk('POST', `${API_PATHS.liveEnd}${deck.id}/`);

    // The three phones sit on their thank-you screen: they hear nothing of the new run.
    const firstSlide = deck.Slides[0]!.id;
    const stray = [ada, bo, cy].map((phone) =>
      nextMessage(phone, 'state', (m) => m.state.slide?.id === firstSlide, 1_500),
    );
    await live.callOk('POST', `${API_PATHS.liveRun}${deck.id}/`, { mode: 'new' });
    await joinOk(newcomer, { code, name: 'Dee' });
    for (const heard of await Promise.allSettled(stray)) expect(heard.status).toBe('rejected');

    expect(await runOf(deck.id)).toMatchObject({ participantCount: 1, responseCount: 0 });
    const snapshot = await snapshotOf(deck.id, presenter);
    expect(snapshot).toMatchObject({ playerCount: 1, names: ['Dee'] });
    expect(snapshot.slideActiveId).toBe(deck.Slides[0]!.id);
    const queue = await live.callOk<TQaQueue>('GET', `${API_PATHS.liveQa}${deck.id}/`);
    expect(queue).toMatchObject({ questions: [], highlightedId: null });

    // Ada chooses to join again: she is someone new in the new run, under her nickname.
    const again = await joinOk(await live.phone(), {
      code,
      participantToken: adaToken,
      name: 'Ada',
      again: true,
    });
    expect(again.participantToken).not.toBe(adaToken);
    expect(again.state.me).toMatchObject({ name: 'Ada', score: 0 });
    expect(await runOf(deck.id)).toMatchObject({ participantCount: 2 });
  });

  it('lets go of the phones of a run reset while it was live, and tells every presenter window', async () => {
    const deck = await live.deck(['poll', 'poll']);
    const code = deck.uniqueCode;
    const presenter = await live.presenter(deck.id);
    const [phone] = await live.phones(1);
    await joinOk(phone!, { code });
    await live.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, {
      slideActiveId: deck.Slides[1]!.id,
    });
    const told = nextMessage(phone!, 'ended');
    const closed = disconnected(phone!);
    const started = nextMessage(presenter, 'runStarted');
    await live.callOk('POST', `${API_PATHS.presentationReset}${deck.id}/`, {
      uniqueCode: code,
    });
    await told;
    expect(await closed).toBe('io server disconnect');
    expect((await started).screen).toMatchObject({ slideId: deck.Slides[0]!.id, lobby: true });
    expect((await snapshotOf(deck.id, presenter)).playerCount).toBe(0);
  });

  it('takes no place for a phone of the earlier run back through connection-state recovery', async () => {
    const deck = await live.deck(['poll', 'poll']);
    const presenter = await live.presenter(deck.id);
    const [phone] = (await live.phones(1)) as [TClientSocket];
    await joinOk(phone, { code: deck.uniqueCode });
    // Its network drops; meanwhile the presenter starts a new run.
    await live.dropAfterBroadcast(deck, phone, presenter, 0);
    await live.callOk('POST', `${API_PATHS.liveRun}${deck.id}/`, { mode: 'new' });

    const refused = nextMessage(phone, 'refused');
    phone.connect();
    expect((await refused).error).toMatchObject({ code: 'ended' });
    expect(phone.recovered).toBe(true);
    expect((await snapshotOf(deck.id, presenter)).playerCount).toBe(0);
    const reacted = await emit(phone, 'reaction:send', { kind: 'heart' });
    expect(reacted).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
  });
});
