import { API_PATHS, type TPresentation, type TPresentationListResponse } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { createDeck, getDeck } from '../../test/deck-factories';
import { useLiveFixture } from '../../test/live-fixture';

const t = useLiveFixture();

describe('presentations', () => {
  it('creates an empty presentation with a default title and an 8-digit code', async () => {
    const response = await t.call('POST', API_PATHS.presentationCreate, {});
    expect(response.statusCode).toBe(201);
    const created = response.json() as TPresentation;
    expect(created).toMatchObject({
      title: 'Untitled presentation',
      Slides: [],
      slideActiveId: null,
      fontFamily: null,
    });
    expect(created.uniqueCode).toMatch(/^\d{8}$/);
    const bare = await t.app.inject({
      method: 'POST',
      url: API_PATHS.presentationCreate,
      headers: { authorization: `Bearer ${t.token}` },
    });
    expect(bare.statusCode).toBe(201);
  });

  it('draws a different random code for each presentation', async () => {
    const codes = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.callOk<TPresentation>('POST', API_PATHS.presentationCreate, {}),
      ),
    );
    const values = codes.map((p) => p.uniqueCode);
    expect(values.every((code) => /^\d{8}$/.test(code))).toBe(true);
    expect(new Set(values).size).toBe(values.length);
    const sorted = [...values].map(Number).sort((a, b) => a - b);
    const steps = sorted.slice(1).map((value, i) => value - (sorted[i] as number));
    expect(steps.some((step) => step > 1000)).toBe(true);
  });

  it('lists presentations with slide counts, most recently edited first', async () => {
    const first = await createDeck(t.app, t.token, ['quiz'], 'First');
    const second = await createDeck(t.app, t.token, [], 'Second');
    await t.callOk('PUT', `${API_PATHS.presentationUpdate}${first.id}/`, {
      title: 'First, renamed',
    });
    const { presentations } = await t.callOk<TPresentationListResponse>(
      'GET',
      API_PATHS.presentationList,
    );
    expect(presentations[0]).toMatchObject({
      id: first.id,
      title: 'First, renamed',
      slideCount: 1,
    });
    expect(presentations[1]).toMatchObject({ id: second.id, slideCount: 0 });
  });

  it('answers the detail with ordered slides, options and quiz positions', async () => {
    const deck = await t.deck(['poll', 'quiz', 'leaderboard', 'quiz']);
    expect(deck.Slides.map((s) => s.type)).toEqual(['poll', 'quiz', 'leaderboard', 'quiz']);
    expect(deck.Slides.map((s) => s.position)).toEqual([0, 1, 2, 3]);
    expect(deck.Slides.map((s) => s.questionIndex)).toEqual([0, 1, 0, 2]);
    expect(deck.Slides.every((s) => s.questionCount === 2)).toBe(true);
    expect(deck.Slides[1]?.options.map((o) => o.position)).toEqual([0, 1, 2, 3]);
    expect(deck.slideActiveId).toBe(deck.Slides[3]?.id);
  });

  it('updates title, font and active slide, and guards with the join code', async () => {
    const deck = await t.deck(['quiz', 'poll']);
    const url = `${API_PATHS.presentationUpdate}${deck.id}/`;
    const updated = await t.callOk<TPresentation>('PUT', url, {
      uniqueCode: deck.uniqueCode,
      title: '  Quiz night ',
      fontFamily: 'Open Sans',
      slideActiveId: deck.Slides[0]?.id,
    });
    expect(updated).toMatchObject({
      title: 'Quiz night',
      fontFamily: 'Open Sans',
      slideActiveId: deck.Slides[0]?.id,
    });

    const stale = await t.call('PUT', url, { uniqueCode: '00000000', title: 'x' });
    const otherCode = deck.uniqueCode === '00000000' ? '00000001' : '00000000';
    const conflict = await t.call('PUT', url, { uniqueCode: otherCode, title: 'x' });
    expect([stale.statusCode, conflict.statusCode]).toContain(409);
    expect(conflict.json()).toMatchObject({ code: 'conflict', fields: { uniqueCode: {} } });

    const other = await t.deck(['poll']);
    const foreign = await t.call('PUT', url, { slideActiveId: other.Slides[0]?.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toHaveProperty('slideActiveId');
  });

  it('names each bad field', async () => {
    const deck = await t.deck();
    const response = await t.call('PUT', `${API_PATHS.presentationUpdate}${deck.id}/`, {
      title: '',
      fontFamily: '<script>',
      uniqueCode: '12',
      extra: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(
      ['extra', 'fontFamily', 'title', 'uniqueCode'].sort(),
    );
    const long = await t.call('POST', API_PATHS.presentationCreate, {
      title: 'x'.repeat(151),
    });
    expect(long.json().fields.title.code).toBe('title.tooLong');
  });

  it('duplicates deeply: the copy changes independently of the original', async () => {
    const original = await createDeck(t.app, t.token, ['quiz', 'poll', 'wordCloud'], 'Deck');
    const quiz = original.Slides[0];
    await t.callOk('PUT', `${API_PATHS.optionUpdate}${quiz?.options[0]?.id}/`, {
      text: 'Paris',
      isCorrect: true,
    });
    const response = await t.call('POST', `${API_PATHS.presentationDuplicate}${original.id}/`);
    expect(response.statusCode).toBe(201);
    const copy = response.json() as TPresentation;
    expect(copy.title).toBe('Copy of Deck');
    expect(copy.uniqueCode).not.toBe(original.uniqueCode);
    expect(copy.Slides.map((s) => s.type)).toEqual(['quiz', 'poll', 'wordCloud']);
    expect(copy.Slides[0]?.options[0]).toMatchObject({ text: 'Paris', isCorrect: true });
    expect(copy.Slides[0]?.id).not.toBe(quiz?.id);
    expect(copy.slideActiveId).toBe(copy.Slides[2]?.id);

    await t.callOk('PUT', `${API_PATHS.optionUpdate}${copy.Slides[0]?.options[0]?.id}/`, {
      text: 'Lyon',
    });
    await t.callOk('DELETE', `${API_PATHS.slideDelete}${copy.Slides[1]?.id}/`);
    const after = await getDeck(t.app, t.token, original.id);
    expect(after.Slides).toHaveLength(3);
    expect(after.Slides[0]?.options[0]?.text).toBe('Paris');

    const long = await createDeck(t.app, t.token, [], 'y'.repeat(150));
    const longCopy = await t.callOk<TPresentation>(
      'POST',
      `${API_PATHS.presentationDuplicate}${long.id}/`,
    );
    expect(longCopy.title).toHaveLength(150);
  });

  it('resets and deletes', async () => {
    const deck = await t.deck(['quiz']);
    const reset = await t.call('POST', `${API_PATHS.presentationReset}${deck.id}/`, {
      uniqueCode: deck.uniqueCode,
    });
    expect(reset.json()).toEqual({ ok: true });
    const deleted = await t.call('DELETE', `${API_PATHS.presentationDelete}${deck.id}/`);
    expect(deleted.json()).toEqual({ ok: true });
    const gone = await t.call('GET', `${API_PATHS.presentationDetail}${deck.id}/`);
    expect(gone.statusCode).toBe(404);
  });

  it('answers 404 for malformed ids and 401 without a token', async () => {
    const bad = await t.call('GET', `${API_PATHS.presentationDetail}not-a-uuid/`);
    expect(bad.statusCode).toBe(404);
    expect(bad.json().code).toBe('not_found');
    const anonymous = await t.app.inject({ method: 'GET', url: API_PATHS.presentationList });
    expect(anonymous.statusCode).toBe(401);
  });
});
