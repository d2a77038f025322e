import { API_PATHS, DECK_LIMITS, type TPresentation, type TSlide } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { getDeck } from '../../test/deck-factories';
import { useLiveFixture } from '../../test/live-fixture';

const t = useLiveFixture();

const positions = (deck: TPresentation) => deck.Slides.map((s) => s.position);
const ids = (deck: TPresentation) => deck.Slides.map((s) => s.id);

describe('slides', () => {
  it('creates slides with defaults by type, after a given slide, and makes them active', async () => {
    const deck = await t.deck(['quiz', 'poll', 'wordCloud', 'openEnded', 'leaderboard']);
    const [quiz, poll, word, open, board] = deck.Slides as TSlide[];
    expect(quiz?.options.map((o) => o.colour)).toEqual([
      '#E21B3C',
      '#1368CE',
      '#D89E00',
      '#26890C',
    ]);
    expect(quiz?.options.every((o) => !o.isCorrect)).toBe(true);
    expect(quiz).toMatchObject({ timeLimitSec: 20, points: 1000, layout: 'default', question: '' });
    expect(poll?.options).toHaveLength(3);
    expect([word, open, board].map((s) => s?.options.length)).toEqual([0, 0, 0]);
    expect(word?.entriesPerParticipant).toBe(3);

    const response = await t.call('POST', API_PATHS.slideCreate, {
      presentationId: deck.id,
      type: 'quiz',
      afterSlideId: quiz?.id,
    });
    expect(response.statusCode).toBe(201);
    const inserted = response.json() as TSlide;
    // New options start empty (the test factory fills the ones of createDeck).
    expect(inserted.options.map((o) => o.text)).toEqual(['', '', '', '']);
    expect(inserted.position).toBe(1);
    expect(inserted).toMatchObject({ questionIndex: 2, questionCount: 2 });
    const after = await getDeck(t.app, t.token, deck.id);
    expect(positions(after)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(after.Slides[1]?.id).toBe(inserted.id);
    expect(after.slideActiveId).toBe(inserted.id);
  });

  it('refuses bad input and a slide past the limit', async () => {
    const deck = await t.deck();
    const bad = await t.call('POST', API_PATHS.slideCreate, {
      presentationId: deck.id,
      type: 'video',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('type');
    const foreignAfter = await t.call('POST', API_PATHS.slideCreate, {
      presentationId: deck.id,
      type: 'poll',
      afterSlideId: '00000000-0000-4000-8000-000000000000',
    });
    expect(foreignAfter.json().fields).toHaveProperty('afterSlideId');

    const full = await t.deck(['leaderboard']);
    for (let i = 1; i < DECK_LIMITS.slidesMax; i++) {
      await t.callOk('POST', `${API_PATHS.slideDuplicate}${full.Slides[0]?.id}/`);
    }
    const over = await t.call('POST', API_PATHS.slideCreate, {
      presentationId: full.id,
      type: 'poll',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().fields.presentationId.code).toBe('slides.tooMany');
  });

  it('updates a slide and checks ranges, the join code and the image origin', async () => {
    const deck = await t.deck(['quiz']);
    const url = `${API_PATHS.slideUpdate}${deck.Slides[0]?.id}/`;
    const updated = await t.callOk<TSlide>('PUT', url, {
      uniqueCode: deck.uniqueCode,
      question: 'Capital of France?',
      timeLimitSec: 30,
      points: 500,
      layout: 'imageLeft',
      imageUrl: `${t.config.uploadUrl}/uploads/abc123.png`,
    });
    expect(updated).toMatchObject({
      question: 'Capital of France?',
      timeLimitSec: 30,
      points: 500,
    });
    const relative = await t.call('PUT', url, { imageUrl: '/uploads/abc.webp' });
    expect(relative.statusCode).toBe(200);

    const bad = await t.call('PUT', url, {
      timeLimitSec: 4,
      points: 5000,
      layout: 'x',
    });
    expect(Object.keys(bad.json().fields).sort()).toEqual(['layout', 'points', 'timeLimitSec']);
    const tracker = await t.call('PUT', url, {
      imageUrl: 'https://tracker.example/pixel.gif',
    });
    expect(tracker.statusCode).toBe(400);
    expect(tracker.json().fields.imageUrl.code).toBe('image.invalid');
    const stale = await t.call('PUT', url, {
      uniqueCode: deck.uniqueCode === '99999999' ? '99999998' : '99999999',
    });
    expect(stale.statusCode).toBe(409);
    // An 8-digit code that is no longer the deck's is not "the join code has 8 digits".
    expect(stale.json().fields.uniqueCode).toEqual({
      code: 'uniqueCode.stale',
      message: expect.stringMatching(/^No presentation has this join code any more/),
    });
  });

  it('sorts only by a full permutation and keeps positions contiguous', async () => {
    const deck = await t.deck(['quiz', 'poll', 'wordCloud']);
    const [a, b, c] = ids(deck) as [string, string, string];
    const sorted = await t.call('PUT', API_PATHS.slideSort, {
      presentationId: deck.id,
      slideIds: [c, a, b],
    });
    expect(sorted.json()).toEqual({ ok: true });
    const after = await getDeck(t.app, t.token, deck.id);
    expect(ids(after)).toEqual([c, a, b]);
    expect(positions(after)).toEqual([0, 1, 2]);

    for (const slideIds of [
      [a, b],
      [a, a, b],
      [a, b, c, c],
    ]) {
      const bad = await t.call('PUT', API_PATHS.slideSort, {
        presentationId: deck.id,
        slideIds,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.slideIds.code).toBe('order.mismatch');
    }
  });

  it('duplicates right after the source, with options', async () => {
    const deck = await t.deck(['quiz', 'poll']);
    const response = await t.call('POST', `${API_PATHS.slideDuplicate}${deck.Slides[0]?.id}/`);
    expect(response.statusCode).toBe(201);
    const copy = response.json() as TSlide;
    expect(copy.position).toBe(1);
    expect(copy.options).toHaveLength(4);
    expect(copy.options[0]?.id).not.toBe(deck.Slides[0]?.options[0]?.id);
    const after = await getDeck(t.app, t.token, deck.id);
    expect(after.Slides.map((s) => s.type)).toEqual(['quiz', 'quiz', 'poll']);
    expect(positions(after)).toEqual([0, 1, 2]);
  });

  it('keeps speaker notes through duplicate, reorder and a copy of the deck, never for phones', async () => {
    const deck = await t.deck(['poll', 'quiz']);
    const [first, second] = deck.Slides as [TSlide, TSlide];
    const notes = 'Ask who has used it before.\n  Then show the demo.';
    const saved = await t.callOk<TSlide>('PUT', `${API_PATHS.slideUpdate}${first.id}/`, {
      notes,
    });
    expect(saved.notes).toBe(notes);
    const tooLong = await t.call('PUT', `${API_PATHS.slideUpdate}${first.id}/`, {
      notes: 'x'.repeat(DECK_LIMITS.notesMax + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json())).toContain('notes');

    const copy = await t.callOk<TSlide>('POST', `${API_PATHS.slideDuplicate}${first.id}/`);
    expect(copy.notes).toBe(notes);
    await t.callOk('PUT', API_PATHS.slideSort, {
      presentationId: deck.id,
      slideIds: [second.id, copy.id, first.id],
    });
    const sorted = await getDeck(t.app, t.token, deck.id);
    expect(sorted.Slides.map((s) => s.notes)).toEqual(['', notes, notes]);
    const twin = await t.callOk<TPresentation>(
      'POST',
      `${API_PATHS.presentationDuplicate}${deck.id}/`,
    );
    expect(twin.Slides.map((s) => s.notes)).toEqual(['', notes, notes]);
  });

  it('deletes, closes the gap and moves the active slide to a neighbour', async () => {
    const deck = await t.deck(['quiz', 'poll', 'wordCloud']);
    const [a, b, c] = ids(deck) as [string, string, string];
    await t.callOk('PUT', `${API_PATHS.presentationUpdate}${deck.id}/`, {
      slideActiveId: b,
    });
    const deleted = await t.call('DELETE', `${API_PATHS.slideDelete}${b}/`);
    expect(deleted.json()).toEqual({ ok: true });
    let after = await getDeck(t.app, t.token, deck.id);
    expect(ids(after)).toEqual([a, c]);
    expect(positions(after)).toEqual([0, 1]);
    expect(after.slideActiveId).toBe(c);
    await t.callOk('DELETE', `${API_PATHS.slideDelete}${c}/`);
    await t.callOk('DELETE', `${API_PATHS.slideDelete}${a}/`);
    after = await getDeck(t.app, t.token, deck.id);
    expect(after.Slides).toEqual([]);
    expect(after.slideActiveId).toBeNull();
  });

  it('resets a slide', async () => {
    const deck = await t.deck(['poll']);
    const response = await t.call('POST', `${API_PATHS.slideReset}${deck.Slides[0]?.id}/`, {
      uniqueCode: deck.uniqueCode,
    });
    expect(response.json()).toEqual({ ok: true });
  });
});
