import {
  API_PATHS,
  LIVE_LIMITS,
  type TGrantControlState,
  type TOfficeGrantCreated,
} from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { call, callOk, createDeck } from '../../../test/deck-factories';
import { answer, joinOk, markCorrect, nextMessage } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';

const CONTROL = `${API_PATHS.officeAddin}control/`;

describe("an integration's control screen (the Teams side panel): its grant's deck only", () => {
  const live = useLiveFixture({ clock: true });

  /** A Teams grant of the deck, the room put on its first slide (a new slide is made live). */
  const grant = async (deck: { id: string; Slides: { id: string }[] }) => {
    const { token } = await live.callOk<TOfficeGrantCreated>('POST', API_PATHS.officeGrants, {
      presentationId: deck.id,
      client: 'teams',
    });
    await callOk(live.app, token, 'PUT', `${API_PATHS.officeAddin}slide/`, {
      slideId: deck.Slides[0]!.id,
    });
    return token;
  };
  const state = (token: string) => callOk<TGrantControlState>(live.app, token, 'GET', CONTROL);
  const move = (token: string, to: string) =>
    callOk<TGrantControlState>(live.app, token, 'POST', `${CONTROL}move/`, { to });
  /** Starts or closes the question (or a poll's voting) on the room's slide. */
  const question = (token: string, action: 'start' | 'close') =>
    callOk<TGrantControlState>(live.app, token, 'POST', `${CONTROL}question/`, { action });
  const phoneOn = async (code: string, name: string) => {
    const phone = await live.phone();
    await joinOk(phone, { code, name });
    return phone;
  };

  it('moves the room next and back: a phone follows, the panel sees the slide and the count', async () => {
    const deck = await createDeck(live.app, live.token, ['poll', 'wordCloud', 'poll'], 'All-hands');
    const token = await grant(deck);
    const [first, second] = deck.Slides;
    const before = await state(token);
    expect(before).toMatchObject({
      presentationId: deck.id,
      title: 'All-hands',
      code: deck.uniqueCode,
      slideCount: 3,
      slide: { id: first!.id, number: 1, type: 'poll' },
      playerCount: 0,
      responses: 0,
      questionPhase: null,
      votingClosed: false,
      ended: false,
    });

    const phone = await phoneOn(deck.uniqueCode, 'Ada');
    const forward = nextMessage(phone, 'state', (m) => m.state.slide?.id === second!.id);
    const moved = await move(token, 'next');
    expect(moved.slide).toMatchObject({ id: second!.id, number: 2, type: 'wordCloud' });
    expect(moved.playerCount).toBe(1);
    await forward;

    const back = nextMessage(phone, 'state', (m) => m.state.slide?.id === first!.id);
    expect((await move(token, 'previous')).slide?.number).toBe(1);
    await back;

    // Nothing before the first slide: 409 naming the field, and the room stays.
    const edge = await call(live.app, token, 'POST', `${CONTROL}move/`, { to: 'previous' });
    expect(edge.statusCode).toBe(409);
    expect(edge.json()).toMatchObject({ fields: { to: { code: 'controlMove.edge' } } });
    expect((await state(token)).slide?.id).toBe(first!.id);

    // Bodies are parsed: a wrong or missing direction, an unknown key.
    for (const body of [{ to: 'sideways' }, {}, { to: 'next', slideId: second!.id }]) {
      const bad = await call(live.app, token, 'POST', `${CONTROL}move/`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'invalid_input' });
    }
    const badAction = await call(live.app, token, 'POST', `${CONTROL}question/`, {
      action: 'open',
    });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json()).toMatchObject({
      fields: { action: { code: 'controlAction.invalid' } },
    });
  });

  it('starts the quiz question: phones get it; closing it shows the results', async () => {
    const deck = await live.deck(['poll', 'quiz']);
    await markCorrect(live.app, live.token, deck, 1);
    const token = await grant(deck);
    const phone = await phoneOn(deck.uniqueCode, 'Grace');
    const quiz = deck.Slides[1]!;
    await move(token, 'next');

    const intro = nextMessage(phone, 'question', (m) => m.question.slideId === quiz.id);
    const started = await question(token, 'start');
    expect(started.questionPhase).toBe('intro');
    expect((await intro).question.phase).toBe('intro');

    const open = nextMessage(phone, 'question', (m) => m.question.phase === 'open');
    live.clock.advance(LIVE_LIMITS.questionIntroSec * 1000);
    await open;
    const ack = await answer(phone, { slideId: quiz.id, optionId: quiz.options[0]!.id });
    expect(ack).toMatchObject({ ok: true });

    const closed = nextMessage(phone, 'question', (m) => m.question.phase === 'closed');
    const shown = await question(token, 'close');
    expect(shown).toMatchObject({ questionPhase: 'closed', responses: 1 });
    await closed;

    // A question runs once: starting it again is refused with the live module's own 409.
    const again = await call(live.app, token, 'POST', `${CONTROL}question/`, { action: 'start' });
    expect(again.statusCode).toBe(409);
  });

  it("closes and reopens a poll's voting (its results shown, then hidden again)", async () => {
    const deck = await live.deck(['poll']);
    const token = await grant(deck);
    const closed = await question(token, 'close');
    expect(closed.votingClosed).toBe(true);
    const reopened = await question(token, 'start');
    expect(reopened.votingClosed).toBe(false);
  });

  it('controls only its own deck, and is refused once revoked or once the deck is gone', async () => {
    const granted = await live.deck(['poll', 'poll']);
    // The same owner's other deck, live on its last slide (the one made last).
    const other = await live.deck(['poll', 'poll']);
    const token = await grant(granted);
    expect((await move(token, 'next')).presentationId).toBe(granted.id);
    const otherNow = await live.callOk<{ slideActiveId: string | null }>(
      'GET',
      `${API_PATHS.presentationDetail}${other.id}/`,
    );
    expect(otherNow.slideActiveId).toBe(other.Slides[1]!.id);

    // The owner's session is no grant, and no grant is a session.
    expect((await live.call('GET', CONTROL)).statusCode).toBe(401);
    expect(
      (
        await call(live.app, token, 'PUT', `${API_PATHS.slideNext}${other.id}/`, {
          slideActiveId: other.Slides[1]!.id,
        })
      ).statusCode,
    ).toBe(401);
    expect((await call(live.app, 'not-a-grant-token-at-all', 'GET', CONTROL)).statusCode).toBe(401);

    // Revoked by its owner: refused from the next request.
    const listed = await live.callOk<{ id: string; client: string; presentationId: string }[]>(
      'GET',
      API_PATHS.officeGrants,
    );
    const mine = listed.find((g) => g.presentationId === granted.id);
    expect(mine?.client).toBe('teams');
    await live.callOk('DELETE', `${API_PATHS.officeGrants}${mine!.id}/`);
    for (const [method, path, body] of [
      ['GET', CONTROL, undefined],
      ['POST', `${CONTROL}move/`, { to: 'previous' }],
      ['POST', `${CONTROL}question/`, { action: 'close' }],
    ] as const) {
      const refused = await call(live.app, token, method, path, body);
      expect(refused.statusCode, `${method} ${path}`).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'unauthorized' });
    }

    // A grant whose deck is deleted reaches nothing.
    const second = await grant(other);
    await live.callOk('DELETE', `${API_PATHS.presentationDelete}${other.id}/`);
    expect((await call(live.app, second, 'GET', CONTROL)).statusCode).toBe(401);
  });
});
