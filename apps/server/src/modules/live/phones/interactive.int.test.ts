import {
  API_PATHS,
  LIVE_LIMITS,
  type TOpenEndedListResponse,
  type TSlideResults,
  type TWordListResponse,
} from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { createDeck } from '../../../test/deck-factories';
import { answer, emit, joinOk, nextMessage, type TClientSocket } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';

describe('live: polls, word clouds, open-ended, reactions, resets', () => {
  const live = useLiveFixture();

  async function setup(types: Parameters<typeof createDeck>[2], count = 2) {
    const deck = await createDeck(live.app, live.token, types);
    const presenter = await live.presenter(deck.id);
    const phones = await live.phones(count);
    for (const phone of phones) await joinOk(phone, { code: deck.uniqueCode });
    const goTo = (index: number) =>
      live.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, {
        slideActiveId: deck.Slides[index]!.id,
      });
    return { deck, presenter, phones: phones as [TClientSocket, TClientSocket], goTo };
  }

  const get = <T>(path: string, id: string) => live.callOk<T>('GET', `${path}${id}/`);

  it('pushes the new slide to phones and counts one poll vote each, live', async () => {
    const { deck, presenter, phones, goTo } = await setup(['openEnded', 'poll']);
    const poll = deck.Slides[1]!;
    const state = nextMessage(phones[0], 'state', (m) => m.state.slide?.id === poll.id);
    await goTo(1);
    const pushed = (await state).state;
    expect(pushed.slide).toMatchObject({ type: 'poll', id: poll.id });
    expect(pushed.slide?.options[0]).not.toHaveProperty('isCorrect');

    const [a, b] = [poll.options[0]!.id, poll.options[1]!.id];
    const live = nextMessage(presenter, 'results', (m) => m.results.totalResponses === 2);
    const onPhone = nextMessage(phones[1], 'results', (m) => m.results.totalResponses === 2);
    expect(await answer(phones[0], { slideId: poll.id, optionId: a })).toMatchObject({ ok: true });
    expect(await answer(phones[1], { slideId: poll.id, optionId: b })).toMatchObject({ ok: true });
    expect(await answer(phones[1], { slideId: poll.id, optionId: a })).toMatchObject({
      ok: false,
      error: { code: 'already_answered' },
    });
    expect(await answer(phones[1], { slideId: poll.id, optionId: 'nope' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_input' },
    });
    expect((await live).results.counts).toMatchObject({ [a]: 1, [b]: 1 });
    await onPhone;
    const results = await get<TSlideResults>(API_PATHS.slideResults, poll.id);
    expect(results.counts).toMatchObject({ [a]: 1, [b]: 1 });
    // Answers to a slide that is not on screen are refused.
    const other = deck.Slides[0]!.id;
    expect(await answer(phones[0], { slideId: other, text: 'late' })).toMatchObject({
      ok: false,
      error: { code: 'closed' },
    });
  });

  it('normalises and counts words, within the per-participant limit, hiding profanity', async () => {
    const { deck, phones, goTo } = await setup(['wordCloud']);
    const slide = deck.Slides[0]!;
    await goTo(0);
    const requestId = crypto.randomUUID();
    const send = (phone: TClientSocket, words: string[], id = crypto.randomUUID()) =>
      answer(phone, { requestId: id, slideId: slide.id, words });
    expect(await send(phones[0], ['  Hello   World', 'ＣＡＴ'], requestId)).toMatchObject({
      ok: true,
    });
    expect(await send(phones[0], ['  Hello   World', 'ＣＡＴ'], requestId)).toMatchObject({
      ok: true,
    });
    expect(await send(phones[0], ['dog', 'extra'])).toMatchObject({
      ok: false,
      error: { code: 'too_many_entries' },
    });
    expect(await send(phones[0], ['dog'])).toMatchObject({ ok: true });
    expect(await send(phones[0], ['one more'])).toMatchObject({
      ok: false,
      error: { code: 'too_many_entries' },
    });
    expect(await send(phones[1], ['hello world', 'cat', 'fuuuck'])).toMatchObject({ ok: true });

    const list = await get<TWordListResponse>(API_PATHS.wordSlide, slide.id);
    expect(list.words).toEqual([
      { text: 'cat', count: 2 },
      { text: 'hello world', count: 2 },
      { text: 'dog', count: 1 },
    ]);
    expect(list.entries).toHaveLength(6);
    expect(list.entries.filter((e) => e.hidden)).toHaveLength(1);
  });

  it('keeps an open-ended wall; the presenter hides one answer', async () => {
    const { deck, presenter, phones, goTo } = await setup(['openEnded']);
    const slide = deck.Slides[0]!;
    await goTo(0);
    expect(await answer(phones[0], { slideId: slide.id, text: '  Great   talk ' })).toMatchObject({
      ok: true,
    });
    expect(await answer(phones[1], { slideId: slide.id, text: 'More demos please' })).toMatchObject(
      {
        ok: true,
      },
    );
    const wall = await get<TOpenEndedListResponse>(API_PATHS.wordSlideOpenEnded, slide.id);
    expect(wall.entries.map((e) => e.text).sort()).toEqual(['Great talk', 'More demos please']);

    const target = wall.entries.find((e) => e.text === 'Great talk')!;
    const pushed = nextMessage(presenter, 'results', (m) => m.results.totalResponses === 1);
    const hidden = await live.callOk('PUT', `${API_PATHS.wordHide}${target.id}/`, {
      hidden: true,
    });
    expect(hidden).toMatchObject({ id: target.id, hidden: true });
    expect((await pushed).results.entries?.map((e) => e.text)).toEqual(['More demos please']);
  });

  it('forwards reactions to the presenter, limited per participant', async () => {
    const { presenter, phones } = await setup(['poll']);
    const received = nextMessage(presenter, 'reaction', (m) => m.kind === 'smile');
    const acks = [];
    for (let i = 0; i < LIVE_LIMITS.reactionsPer10s + 1; i++) {
      acks.push(await emit(phones[0], 'reaction:send', { kind: 'smile' }));
    }
    expect(acks.slice(0, -1).every((ack) => ack.ok)).toBe(true);
    expect(acks.at(-1)).toMatchObject({ ok: false, error: { code: 'rate_limited' } });
    expect(await emit(phones[1], 'reaction:send', { kind: 'heart' })).toMatchObject({ ok: true });
    expect(await emit(phones[1], 'reaction:send', { kind: 'angry' })).toMatchObject({ ok: false });
    await received;
  });

  it('resets a slide and the whole presentation: results gone, phones told', async () => {
    const { deck, phones, goTo } = await setup(['poll', 'openEnded']);
    const [poll, open] = [deck.Slides[0]!, deck.Slides[1]!];
    await goTo(0);
    await answer(phones[0], { slideId: poll.id, optionId: poll.options[0]!.id });
    const reset = nextMessage(phones[0], 'me', (m) => m.me.answeredSlideIds.length === 0);
    const state = nextMessage(phones[1], 'state');
    await live.callOk('POST', `${API_PATHS.slideReset}${poll.id}/`, {});
    await Promise.all([reset, state]);
    expect((await get<TSlideResults>(API_PATHS.slideResults, poll.id)).totalResponses).toBe(0);
    // The same phone may vote again after a reset.
    expect(
      await answer(phones[0], { slideId: poll.id, optionId: poll.options[1]!.id }),
    ).toMatchObject({ ok: true });

    await goTo(1);
    await answer(phones[1], { slideId: open.id, text: 'hi' });
    const response = await live.call('POST', `${API_PATHS.presentationReset}${deck.id}/`, {
      uniqueCode: deck.uniqueCode,
    });
    expect(response.statusCode).toBe(200);
    expect((await get<TSlideResults>(API_PATHS.slideResults, poll.id)).totalResponses).toBe(0);
    expect((await get<TSlideResults>(API_PATHS.slideResults, open.id)).totalResponses).toBe(0);
  });
});
