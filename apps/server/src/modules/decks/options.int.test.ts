import { API_PATHS, DECK_LIMITS, type TOption, type TPresentation } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { getDeck } from '../../test/deck-factories';
import { useLiveFixture } from '../../test/live-fixture';

const t = useLiveFixture();

const optionsOf = (deck: TPresentation, index = 0) => deck.Slides[index]?.options ?? [];

describe('options', () => {
  it('adds options with the next palette colour, only on quiz and poll, up to the limit', async () => {
    const deck = await t.deck(['poll', 'wordCloud']);
    const [poll, word] = deck.Slides;
    const response = await t.call('POST', API_PATHS.optionCreate, {
      slideId: poll?.id,
      text: 'Maybe',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ text: 'Maybe', colour: '#26890C', position: 3 });

    const refused = await t.call('POST', API_PATHS.optionCreate, { slideId: word?.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.slideId.code).toBe('options.notAllowed');

    for (let n = 4; n < DECK_LIMITS.optionsMax; n++) {
      await t.callOk('POST', API_PATHS.optionCreate, { slideId: poll?.id });
    }
    const over = await t.call('POST', API_PATHS.optionCreate, { slideId: poll?.id });
    expect(over.json().fields.slideId.code).toBe('options.tooMany');
    const long = await t.call('POST', API_PATHS.optionCreate, {
      slideId: poll?.id,
      text: 'x'.repeat(121),
    });
    expect(long.json().fields.text.code).toBe('optionText.tooLong');
  });

  it('updates text, palette colour and correctness (several may be correct)', async () => {
    const deck = await t.deck(['quiz', 'poll']);
    const [first, second] = optionsOf(deck);
    const url = (option?: TOption) => `${API_PATHS.optionUpdate}${option?.id}/`;
    const updated = await t.callOk<TOption>('PUT', url(first), {
      slideActiveId: deck.Slides[0]?.id,
      uniqueCode: deck.uniqueCode,
      text: 'Paris',
      colour: '#0aa3a3',
      isCorrect: true,
    });
    expect(updated).toMatchObject({ text: 'Paris', colour: '#0AA3A3', isCorrect: true });
    await t.callOk('PUT', url(second), { isCorrect: true });
    const after = await getDeck(t.app, t.token, deck.id);
    expect(optionsOf(after).filter((o) => o.isCorrect)).toHaveLength(2);

    const offPalette = await t.call('PUT', url(first), { colour: '#123456' });
    expect(offPalette.json().fields.colour.code).toBe('colour.invalid');
    const pollOption = optionsOf(deck, 1)[0];
    const notQuiz = await t.call('PUT', url(pollOption), { isCorrect: true });
    expect(notQuiz.json().fields.isCorrect.code).toBe('isCorrect.notQuiz');
    const foreignImage = await t.call('PUT', url(first), {
      imageUrl: 'https://elsewhere.example/uploads/a.png',
    });
    expect(foreignImage.json().fields.imageUrl.code).toBe('image.invalid');
    const other = await t.deck(['poll']);
    const wrongActive = await t.call('PUT', url(first), {
      slideActiveId: other.Slides[0]?.id,
    });
    expect(wrongActive.json().fields).toHaveProperty('slideActiveId');
  });

  it('sorts by a full permutation only', async () => {
    const deck = await t.deck(['quiz']);
    const ids = optionsOf(deck).map((o) => o.id);
    const reversed = [...ids].reverse();
    const slideId = deck.Slides[0]?.id;
    const ok = await t.call('PUT', API_PATHS.optionSort, {
      slideId,
      optionIds: reversed,
    });
    expect(ok.json()).toEqual({ ok: true });
    const after = await getDeck(t.app, t.token, deck.id);
    expect(optionsOf(after).map((o) => o.id)).toEqual(reversed);
    expect(optionsOf(after).map((o) => o.position)).toEqual([0, 1, 2, 3]);
    const bad = await t.call('PUT', API_PATHS.optionSort, {
      slideId,
      optionIds: ids.slice(1),
    });
    expect(bad.json().fields.optionIds.code).toBe('order.mismatch');
  });

  it('deletes, closes the gap, and keeps at least two options', async () => {
    const deck = await t.deck(['poll']);
    const [a, b, c] = optionsOf(deck);
    expect((await t.call('DELETE', `${API_PATHS.optionDelete}${a?.id}/`)).json()).toEqual({
      ok: true,
    });
    const after = await getDeck(t.app, t.token, deck.id);
    expect(optionsOf(after).map((o) => [o.id, o.position])).toEqual([
      [b?.id, 0],
      [c?.id, 1],
    ]);
    const refused = await t.call('DELETE', `${API_PATHS.optionDelete}${b?.id}/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.optionId.code).toBe('options.tooFew');
  });
});
