import { API_PATHS, type TPresentation } from '@crowdeck/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callOk, createDeck } from '../../../test/deck-factories';
import {
  answer,
  closeAll,
  joinOk,
  listen,
  openPhone,
  openSocket,
  PRESENTER_ORIGIN,
  type TClientSocket,
} from '../../../test/live-clients';
import { createTestApp, registerUser, type TTestApp } from '../../../test/test-app';

describe("live: owner-only routes and the presentation's profanity switch", () => {
  let t: TTestApp;
  let url: string;
  let owner: string;
  let stranger: string;
  let deck: TPresentation;
  let entryId: string;
  const sockets: TClientSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
    owner = (await registerUser(t.app)).token;
    stranger = (await registerUser(t.app)).token;
    deck = await createDeck(t.app, owner, ['quiz', 'openEnded']);
    const phone = await openPhone(url);
    sockets.push(phone);
    await joinOk(phone, { code: deck.uniqueCode, name: 'Ada' });
    await answer(phone, { slideId: deck.Slides[1]!.id, text: 'hello' });
    const wall = await callOk<{ entries: { id: string }[] }>(
      t.app,
      owner,
      'GET',
      `${API_PATHS.wordSlideOpenEnded}${deck.Slides[1]!.id}/`,
    );
    entryId = wall.entries[0]!.id;
  });
  afterAll(async () => {
    closeAll(sockets);
    await t.close();
  });

  it("answers 404 to every live route on someone else's objects", async () => {
    const quiz = deck.Slides[0]!.id;
    const strangerSocket = await openSocket(url, {
      type: 'presenter',
      token: stranger,
      origin: PRESENTER_ORIGIN,
    });
    sockets.push(strangerSocket);
    const attempts: [Parameters<typeof call>[2], string, unknown][] = [
      [
        'POST',
        API_PATHS.audiencePresenterJoin,
        { presentationId: deck.id, socketId: strangerSocket.id },
      ],
      ['PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId: quiz }],
      ['POST', `${API_PATHS.slideGame}${quiz}/`, { action: 'start' }],
      ['GET', `${API_PATHS.slideLeaderboard}${quiz}/`, undefined],
      ['GET', `${API_PATHS.slideResults}${quiz}/`, undefined],
      ['GET', `${API_PATHS.wordSlide}${deck.Slides[1]!.id}/`, undefined],
      ['GET', `${API_PATHS.wordSlideOpenEnded}${deck.Slides[1]!.id}/`, undefined],
      ['PUT', `${API_PATHS.wordHide}${entryId}/`, { hidden: true }],
      ['POST', `${API_PATHS.presentationReset}${deck.id}/`, {}],
      ['POST', `${API_PATHS.slideReset}${quiz}/`, {}],
    ];
    for (const [method, path, body] of attempts) {
      const response = await call(t.app, stranger, method, path, body);
      expect(`${method} ${path} ${response.statusCode}`).toBe(`${method} ${path} 404`);
    }
    // Nothing was hidden or reset.
    const wall = await callOk<{ entries: { hidden: boolean }[] }>(
      t.app,
      owner,
      'GET',
      `${API_PATHS.wordSlideOpenEnded}${deck.Slides[1]!.id}/`,
    );
    expect(wall.entries).toEqual([expect.objectContaining({ hidden: false })]);
  });

  it("refuses another user's socket and a slide of another deck", async () => {
    const ownSocketOfStranger = sockets[1]!;
    const join = await call(t.app, owner, 'POST', API_PATHS.audiencePresenterJoin, {
      presentationId: deck.id,
      socketId: ownSocketOfStranger.id,
    });
    expect(join.statusCode).toBe(400);
    const other = await createDeck(t.app, owner, ['poll']);
    const next = await call(t.app, owner, 'PUT', `${API_PATHS.slideNext}${deck.id}/`, {
      slideActiveId: other.Slides[0]!.id,
    });
    expect(next.statusCode).toBe(400);
  });

  it('lets names through once the profanity filter is off', async () => {
    const updated = await callOk<TPresentation>(
      t.app,
      owner,
      'PUT',
      `${API_PATHS.presentationUpdate}${deck.id}/`,
      { isProfanityFilterOn: false },
    );
    expect(updated.isProfanityFilterOn).toBe(false);
    const phone = await openPhone(url);
    sockets.push(phone);
    const joined = await joinOk(phone, { code: deck.uniqueCode, name: 'sh1thead' });
    expect(joined.state.me.name).toBe('sh1thead');
  });
});
