import { randomUUID } from 'node:crypto';
import { API_PATHS } from '@crowdeck/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants } from '../../../db/schema/index';
import { callOk, createDeck } from '../../../test/deck-factories';
import { createGatedOnlineCounter } from '../../../test/gated-online-counter';
import {
  closeAll,
  emit,
  joinOk,
  listen,
  openPhone,
  openPresenter,
  type TClientSocket,
} from '../../../test/live-clients';
import { createTestApp, registerUser, type TTestApp } from '../../../test/test-app';
import { currentRunId } from '../../../test/runs';

/** A resumed participant naming itself loses cleanly to a join of the same moment. */
describe('live: naming a resumed participant at the same moment as a new join', () => {
  const gate = createGatedOnlineCounter();
  let t: TTestApp;
  let url: string;
  let token: string;
  const sockets: TClientSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ deps: { onlineCounter: gate.counter } });
    url = await listen(t.app);
    token = (await registerUser(t.app)).token;
  });
  afterAll(async () => {
    gate.release();
    closeAll(sockets);
    await t.close();
  });

  async function phone(): Promise<TClientSocket> {
    const socket = await openPhone(url);
    sockets.push(socket);
    return socket;
  }

  it('answers name_taken with a suggestion and gives the place back', async () => {
    const deck = await createDeck(t.app, token, ['poll']);
    const presenter = await openPresenter(t.app, url, token, deck.id);
    sockets.push(presenter);
    const online = () =>
      callOk<{ playerCount: number }>(t.app, token, 'POST', API_PATHS.audiencePresenterJoin, {
        presentationId: deck.id,
        socketId: presenter.id,
      }).then((snapshot) => snapshot.playerCount);
    const first = await phone();
    const { participantToken } = await joinOk(first, { code: deck.uniqueCode });
    first.close();

    // It comes back naming itself "Kim"; while its place is requested, another phone takes "kim".
    const again = await phone();
    gate.hold();
    const held = gate.waiting();
    const ack = emit(again, 'audience:join', {
      code: deck.uniqueCode,
      participantToken,
      name: 'Kim',
    });
    await held;
    await t.db.insert(participants).values({
      id: randomUUID(),
      presentationId: deck.id,
      runId: await currentRunId(t.db, deck.id),
      tokenHash: randomUUID(),
      name: 'kim',
      nameKey: 'kim',
    });
    gate.release();
    expect(await ack).toMatchObject({
      ok: false,
      error: { code: 'name_taken', suggestion: 'Kim 2' },
    });
    expect(await online()).toBe(0);
  });
});
