import { API_PATHS, type TPresentation } from '@crowdeck/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/deck-factories';
import { answer, joinOk, openSocket, PRESENTER_ORIGIN } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';

describe("live: t.token-only routes and the presentation's profanity switch", () => {
  const t = useLiveFixture({ stranger: true });
  let deck: TPresentation;
  let entryId: string;

  beforeAll(async () => {
    deck = await t.deck(['quiz', 'openEnded']);
    const phone = await t.phone();
    await joinOk(phone, { code: deck.uniqueCode, name: 'Ada' });
    await answer(phone, { slideId: deck.Slides[1]!.id, text: 'hello' });
    const wall = await t.callOk<{ entries: { id: string }[] }>(
      'GET',
      `${API_PATHS.wordSlideOpenEnded}${deck.Slides[1]!.id}/`,
    );
    entryId = wall.entries[0]!.id;
  });

  it("answers 404 to every live route on someone else's objects", async () => {
    const quiz = deck.Slides[0]!.id;
    const strangerSocket = await openSocket(t.url, {
      type: 'presenter',
      token: t.strangerToken,
      origin: PRESENTER_ORIGIN,
    });
    t.sockets.push(strangerSocket);
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
      const response = await call(t.app, t.strangerToken, method, path, body);
      expect(`${method} ${path} ${response.statusCode}`).toBe(`${method} ${path} 404`);
    }
    // Nothing was hidden or reset.
    const wall = await t.callOk<{ entries: { hidden: boolean }[] }>(
      'GET',
      `${API_PATHS.wordSlideOpenEnded}${deck.Slides[1]!.id}/`,
    );
    expect(wall.entries).toEqual([expect.objectContaining({ hidden: false })]);
  });

  it("refuses another user's socket and a slide of another deck", async () => {
    const ownSocketOfStranger = t.sockets[1]!;
    const join = await t.call('POST', API_PATHS.audiencePresenterJoin, {
      presentationId: deck.id,
      socketId: ownSocketOfStranger.id,
    });
    expect(join.statusCode).toBe(400);
    const other = await t.deck(['poll']);
    const next = await t.call('PUT', `${API_PATHS.slideNext}${deck.id}/`, {
      slideActiveId: other.Slides[0]!.id,
    });
    expect(next.statusCode).toBe(400);
  });

  it('lets names through once the profanity filter is off', async () => {
    const updated = await t.callOk<TPresentation>(
      'PUT',
      `${API_PATHS.presentationUpdate}${deck.id}/`,
      { isProfanityFilterOn: false },
    );
    expect(updated.isProfanityFilterOn).toBe(false);
    const phone = await t.phone();
    const joined = await joinOk(phone, { code: deck.uniqueCode, name: 'sh1thead' });
    expect(joined.state.me.name).toBe('sh1thead');
  });
});
