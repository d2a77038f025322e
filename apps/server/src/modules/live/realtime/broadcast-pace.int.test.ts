import { API_PATHS, type TLiveMessage } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { joinOk } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';

/**
 * Broadcasts leave a node a few sockets per turn of the event loop (realtime/outbox.ts); here a
 * turn writes to 3 sockets, so every broadcast to 30 phones (the Free plan's room holds 35) spans many turns.
 */
describe('live: broadcasts written a few sockets at a time', () => {
  const live = useLiveFixture({ deps: { liveTuning: { outboxTurnSockets: 3 } } });

  it('reaches every phone with every message, in the order sent, and ends with the session', async () => {
    const deck = await live.deck(['poll', 'poll', 'poll']);
    const ids = deck.Slides.map((slide) => slide.id);
    const goTo = (slideActiveId: string) =>
      live.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId });
    await goTo(ids[0]!);
    const phones = await live.phones(30);
    await Promise.all(phones.map((phone) => joinOk(phone, { code: deck.uniqueCode })));

    // What each phone is told from now on, in arrival order.
    const seen = phones.map(() => [] as string[]);
    const disconnected = phones.map(
      (phone, i) =>
        new Promise<void>((resolve) => {
          phone.on('new_message', (message: TLiveMessage) => {
            if (message.type === 'state') seen[i]!.push(`state:${message.state.slide?.id}`);
            if (message.type === 'ended') seen[i]!.push('ended');
          });
          phone.on('disconnect', () => resolve());
        }),
    );
    // Three slide changes without waiting for the phones in between, then the deck is deleted.
    await goTo(ids[1]!);
    await goTo(ids[2]!);
    await goTo(ids[0]!);
    await live.callOk('DELETE', `${API_PATHS.presentationDelete}${deck.id}/`);
    await Promise.all(disconnected);

    const expected = [`state:${ids[1]}`, `state:${ids[2]}`, `state:${ids[0]}`, 'ended'];
    for (const messages of seen) expect(messages).toEqual(expected);
  });
});
