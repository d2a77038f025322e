import { API_PATHS, type TRunStatus } from '@crowdeck/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOk, createDeck, getDeck } from '../../../test/deck-factories';
import {
  closeAll,
  joinOk,
  listen,
  nextMessage,
  openPhone,
  openPresenter,
  type TClientSocket,
} from '../../../test/live-clients';
import { createManualClock } from '../../../test/manual-clock';
import { createTestApp, registerUser, type TTestApp } from '../../../test/test-app';

const AFTER_MS = 10 * 60_000;

/** A closed socket leaves its rooms once the server has read the close (real time, not the clock). */
const leftRoom = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('live: a session left without its presenter ends after SESSION_UNATTENDED_MINUTES', () => {
  let t: TTestApp;
  let url: string;
  let token: string;
  const sockets: TClientSocket[] = [];
  const clock = createManualClock();

  beforeAll(async () => {
    // The timer never fires by itself here: the test runs each check.
    t = await createTestApp({
      deps: { liveTuning: { clock, unattendedEndMs: AFTER_MS, unattendedCheckMs: 1e9 } },
    });
    url = await listen(t.app);
    token = (await registerUser(t.app)).token;
  });
  afterAll(async () => {
    closeAll(sockets);
    await t.close();
  });

  const runOf = (id: string) =>
    callOk<TRunStatus>(t.app, token, 'GET', `${API_PATHS.liveRun}${id}/`);

  async function liveDeck() {
    const created = await createDeck(t.app, token, ['poll']);
    const deck = await getDeck(t.app, token, created.id);
    const presenter = await openPresenter(t.app, url, token, deck.id);
    const phone = await openPhone(url);
    sockets.push(presenter, phone);
    await joinOk(phone, { code: deck.uniqueCode });
    return { deck, presenter, phone };
  }

  it('ends it once no presenter has been connected for the whole time, and tells the phones', async () => {
    const kept = await liveDeck();
    const left = await liveDeck();
    left.presenter.close();
    await leftRoom();
    await t.app.live.checkUnattended();
    clock.advance(AFTER_MS - 1_000);
    await t.app.live.checkUnattended();
    expect((await runOf(left.deck.id)).endedAt).toBeNull();

    const told = nextMessage(left.phone, 'ended');
    clock.advance(1_000);
    await t.app.live.checkUnattended();
    await told;
    expect((await runOf(left.deck.id)).endedAt).not.toBeNull();
    // The deck whose presenter stayed runs on.
    expect((await runOf(kept.deck.id)).endedAt).toBeNull();
  });

  it('starts counting again when the presenter comes back in between', async () => {
    const { deck, presenter } = await liveDeck();
    presenter.close();
    await leftRoom();
    await t.app.live.checkUnattended();
    clock.advance(AFTER_MS / 2);
    const back = await openPresenter(t.app, url, token, deck.id);
    sockets.push(back);
    await t.app.live.checkUnattended();
    back.close();
    await leftRoom();
    clock.advance(AFTER_MS / 2 + 1_000);
    await t.app.live.checkUnattended();
    expect((await runOf(deck.id)).endedAt).toBeNull();
    clock.advance(AFTER_MS);
    await t.app.live.checkUnattended();
    expect((await runOf(deck.id)).endedAt).not.toBeNull();
  });
});
