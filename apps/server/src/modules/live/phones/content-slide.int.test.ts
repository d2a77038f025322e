import { API_PATHS, DECK_LIMITS, type TSlide } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { getDeck } from '../../../test/deck-factories';
import { answer, joinOk, nextMessage } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';

describe('content slides: a heading, text and an image, nothing to answer', () => {
  const live = useLiveFixture();

  it('keeps the text through edit, duplicate and copy; refuses text past the limit', async () => {
    const deck = await live.deck(['content']);
    const slide = deck.Slides[0]!;
    expect(slide).toMatchObject({ type: 'content', body: '', options: [] });
    const body = '**Welcome** to the *town hall*\n\n- agenda\n- questions';
    await live.callOk('PUT', `${API_PATHS.slideUpdate}${slide.id}/`, {
      question: 'Hello',
      body,
    });
    const tooLong = await live.call('PUT', `${API_PATHS.slideUpdate}${slide.id}/`, {
      body: 'x'.repeat(DECK_LIMITS.bodyMax + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ fields: { body: { code: 'body.tooLong' } } });
    expect((await getDeck(live.app, live.token, deck.id)).Slides[0]).toMatchObject({ body });

    const copy = await live.callOk<TSlide>('POST', `${API_PATHS.slideDuplicate}${slide.id}/`);
    expect(copy).toMatchObject({ type: 'content', question: 'Hello', body });
  });

  it('shows phones the text of a content slide only, and refuses answers to it', async () => {
    const deck = await live.deck(['poll', 'content']);
    const [poll, content] = deck.Slides as [TSlide, TSlide];
    await live.callOk('PUT', `${API_PATHS.slideUpdate}${content.id}/`, {
      question: 'Agenda',
      body: '1. News\n2. <b>Q&A</b>',
    });
    await live.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, {
      slideActiveId: poll.id,
    });
    const phone = await live.phone();
    const joined = await joinOk(phone, { code: deck.uniqueCode });
    expect(joined.state.slide?.id).toBe(poll.id);
    expect(joined.state.slide).not.toHaveProperty('body');

    const shown = nextMessage(phone, 'state', (m) => m.state.slide?.id === content.id);
    await live.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, {
      slideActiveId: content.id,
    });
    const { state } = await shown;
    // The text goes as typed: the phone renders the markdown subset, never HTML.
    expect(state.slide).toMatchObject({
      type: 'content',
      question: 'Agenda',
      body: '1. News\n2. <b>Q&A</b>',
    });

    const refused = await answer(phone, { slideId: content.id, optionId: crypto.randomUUID() });
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    const words = await answer(phone, { slideId: content.id, words: ['hi'] });
    expect(words).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });
});
