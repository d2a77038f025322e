import { API_PATHS, type TPresentation, type TSlideResults } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { answer, joinOk } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';

describe('live: blank answer options are neither shown nor answerable', () => {
  const live = useLiveFixture();

  /** A deck of one slide whose third option is emptied (spaces only). */
  async function deckWithBlankThird(type: 'poll' | 'quiz'): Promise<TPresentation> {
    const deck = await live.deck([type]);
    const blank = deck.Slides[0]!.options[2]!;
    await live.callOk('PUT', `${API_PATHS.optionUpdate}${blank.id}/`, { text: '   ' });
    return deck;
  }

  it('sends phones only the filled options of a poll and refuses a vote for the blank one', async () => {
    const deck = await deckWithBlankThird('poll');
    const [a, b, blank] = deck.Slides[0]!.options;
    await live.presenter(deck.id);
    const phone = await live.phone();
    const { state } = await joinOk(phone, { code: deck.uniqueCode });

    expect(state.slide?.options.map((o) => o.id)).toEqual([a!.id, b!.id]);
    expect(await answer(phone, { slideId: state.slide!.id, optionId: blank!.id })).toMatchObject({
      ok: false,
      error: { code: 'invalid_input' },
    });
    expect(await answer(phone, { slideId: state.slide!.id, optionId: a!.id })).toMatchObject({
      ok: true,
    });
    const results = await live.callOk<TSlideResults>(
      'GET',
      `${API_PATHS.slideResults}${state.slide!.id}/`,
    );
    expect(results.counts).toEqual({ [a!.id]: 1, [b!.id]: 0 });
  });

  it('leaves a blank quiz option out of the question phones see', async () => {
    const deck = await deckWithBlankThird('quiz');
    const phone = await live.phone();
    const { state } = await joinOk(phone, { code: deck.uniqueCode, name: 'Ada' });
    const shown = state.slide?.options.map((o) => o.text);
    expect(shown).toEqual(['Option A', 'Option B', 'Option D']);
  });
});
