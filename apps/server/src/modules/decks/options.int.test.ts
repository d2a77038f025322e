import { API_PATHS, DECK_LIMITS, type TOption, type TPresentation } from '@crowdeck/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callOk, createDeck, getDeck } from '../../test/deck-factories';
import { createTestApp, registerUser, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerUser(t.app)).token;
});
afterAll(() => t.close());

const optionsOf = (deck: TPresentation, index = 0) => deck.Slides[index]?.options ?? [];

describe('options', () => {
  it('adds options with the next palette colour, only on quiz and poll, up to the limit', async () => {
    const deck = await createDeck(t.app, token, ['poll', 'wordCloud']);
    const [poll, word] = deck.Slides;
    const response = await call(t.app, token, 'POST', API_PATHS.optionCreate, {
      slideId: poll?.id,
      text: 'Maybe',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ text: 'Maybe', colour: '#26890C', position: 3 });

    const refused = await call(t.app, token, 'POST', API_PATHS.optionCreate, { slideId: word?.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.slideId.code).toBe('options.notAllowed');

    for (let n = 4; n < DECK_LIMITS.optionsMax; n++) {
      await callOk(t.app, token, 'POST', API_PATHS.optionCreate, { slideId: poll?.id });
    }
    const over = await call(t.app, token, 'POST', API_PATHS.optionCreate, { slideId: poll?.id });
    expect(over.json().fields.slideId.code).toBe('options.tooMany');
    const long = await call(t.app, token, 'POST', API_PATHS.optionCreate, {
      slideId: poll?.id,
      text: 'x'.repeat(121),
    });
    expect(long.json().fields.text.code).toBe('optionText.tooLong');
  });

  it('updates text, palette colour and correctness (several may be correct)', async () => {
    const deck = await createDeck(t.app, token, ['quiz', 'poll']);
    const [first, second] = optionsOf(deck);
    const url = (option?: TOption) => `${API_PATHS.optionUpdate}${option?.id}/`;
    const updated = await callOk<TOption>(t.app, token, 'PUT', url(first), {
      slideActiveId: deck.Slides[0]?.id,
      uniqueCode: deck.uniqueCode,
      text: 'Paris',
      colour: '#0aa3a3',
      isCorrect: true,
    });
    expect(updated).toMatchObject({ text: 'Paris', colour: '#0AA3A3', isCorrect: true });
    await callOk(t.app, token, 'PUT', url(second), { isCorrect: true });
    const after = await getDeck(t.app, token, deck.id);
    expect(optionsOf(after).filter((o) => o.isCorrect)).toHaveLength(2);

    const offPalette = await call(t.app, token, 'PUT', url(first), { colour: '#123456' });
    expect(offPalette.json().fields.colour.code).toBe('colour.invalid');
    const pollOption = optionsOf(deck, 1)[0];
    const notQuiz = await call(t.app, token, 'PUT', url(pollOption), { isCorrect: true });
    expect(notQuiz.json().fields.isCorrect.code).toBe('isCorrect.notQuiz');
    const foreignImage = await call(t.app, token, 'PUT', url(first), {
      imageUrl: 'https://elsewhere.example/uploads/a.png',
    });
    expect(foreignImage.json().fields.imageUrl.code).toBe('image.invalid');
    const other = await createDeck(t.app, token, ['poll']);
    const wrongActive = await call(t.app, token, 'PUT', url(first), {
      slideActiveId: other.Slides[0]?.id,
    });
    expect(wrongActive.json().fields).toHaveProperty('slideActiveId');
  });

  it('sorts by a full permutation only', async () => {
    const deck = await createDeck(t.app, token, ['quiz']);
    const ids = optionsOf(deck).map((o) => o.id);
    const reversed = [...ids].reverse();
    const slideId = deck.Slides[0]?.id;
    const ok = await call(t.app, token, 'PUT', API_PATHS.optionSort, {
      slideId,
      optionIds: reversed,
    });
    expect(ok.json()).toEqual({ ok: true });
    const after = await getDeck(t.app, token, deck.id);
    expect(optionsOf(after).map((o) => o.id)).toEqual(reversed);
    expect(optionsOf(after).map((o) => o.position)).toEqual([0, 1, 2, 3]);
    const bad = await call(t.app, token, 'PUT', API_PATHS.optionSort, {
      slideId,
      optionIds: ids.slice(1),
    });
    expect(bad.json().fields.optionIds.code).toBe('order.mismatch');
  });

  it('deletes, closes the gap, and keeps at least two options', async () => {
    const deck = await createDeck(t.app, token, ['poll']);
    const [a, b, c] = optionsOf(deck);
    expect(
      (await call(t.app, token, 'DELETE', `${API_PATHS.optionDelete}${a?.id}/`)).json(),
    ).toEqual({
      ok: true,
    });
    const after = await getDeck(t.app, token, deck.id);
    expect(optionsOf(after).map((o) => [o.id, o.position])).toEqual([
      [b?.id, 0],
      [c?.id, 1],
    ]);
    const refused = await call(t.app, token, 'DELETE', `${API_PATHS.optionDelete}${b?.id}/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.optionId.code).toBe('options.tooFew');
  });
});
