import { API_PATHS } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { disconnected, emit, joinOk, markCorrect, nextMessage } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { createMemoryOnlineCounter } from '../capacity/online-counter';

describe('live: deleting a presentation ends its session', () => {
  const counter = createMemoryOnlineCounter();

  const live = useLiveFixture({ deps: { onlineCounter: counter } });

  it('tells the phones `ended`, disconnects them, and answers a re-join with `ended`', async () => {
    const created = await live.deck(['quiz']);
    const slide = await markCorrect(live.app, live.token, created, 0);
    const presenter = await live.presenter(created.id);
    // Reconnection on, as the audience app has it: a server disconnect must still end the socket.
    const phone = await live.phone({ reconnection: true });
    const other = await live.phone({ reconnection: true });
    const joined = await joinOk(phone, { code: created.uniqueCode, name: 'Ada' });
    await joinOk(other, { code: created.uniqueCode, name: 'Bob' });
    expect(await counter.count(created.id)).toBe(2);

    // A question is running when the deck goes away: its timers must not outlive the deck.
    const open = nextMessage(phone, 'question', (m) => m.question.phase !== 'closed');
    await live.callOk('POST', `${API_PATHS.slideGame}${slide.id}/`, { action: 'start' });
    await open;

    const ended = nextMessage(phone, 'ended');
    const otherEnded = nextMessage(other, 'ended');
    const gone = disconnected(phone);
    const presenterHeard: string[] = [];
    presenter.on('new_message', (message) => presenterHeard.push(message.type));
    await live.callOk('DELETE', `${API_PATHS.presentationDelete}${created.id}/`);

    expect(await ended).toEqual({ type: 'ended' });
    await otherEnded;
    expect(await gone).toBe('io server disconnect');
    // The server let go of them: no place is held in the online counter any more.
    await expect.poll(() => counter.count(created.id)).toBe(0);
    // Phones only: the presenter's screen is not told `ended`.
    expect(presenterHeard).not.toContain('ended');
    // Socket.IO does not reconnect by itself after a server disconnect.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(phone.connected).toBe(false);

    // The phone comes back (a reload) with its stored token: the session is over.
    const again = await live.phone();
    expect(
      await emit(again, 'audience:join', {
        code: created.uniqueCode,
        participantToken: joined.participantToken,
      }),
    ).toEqual({ ok: false, error: { code: 'ended', message: 'This session has ended.' } });
    // Someone typing the code without ever having joined is told it does not exist.
    expect(await emit(again, 'audience:join', { code: created.uniqueCode })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  });

  it('leaves the phones of other presentations alone', async () => {
    const kept = await live.deck(['poll']);
    const deleted = await live.deck(['poll']);
    const phone = await live.phone();
    await joinOk(phone, { code: kept.uniqueCode });
    let heard = false;
    phone.on('new_message', (message) => (heard ||= message.type === 'ended'));
    await live.callOk('DELETE', `${API_PATHS.presentationDelete}${deleted.id}/`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toBe(false);
    expect(phone.connected).toBe(true);
    expect(await counter.count(kept.id)).toBe(1);
  });
});
