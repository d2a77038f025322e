import { API_PATHS, type TRunStatus } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { getDeck } from '../../../test/deck-factories';
import { joinOk, nextMessage } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { createManualClock } from '../../../test/manual-clock';

const AFTER_MS = 10 * 60_000;

/** A closed socket leaves its rooms once the server has read the close (real time, not the clock). */
const leftRoom = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('live: a session left without its presenter ends after SESSION_UNATTENDED_MINUTES', () => {
  const clock = createManualClock();
  // The timer never fires by itself here: the test runs each check.
  const t = useLiveFixture({
    deps: { liveTuning: { clock, unattendedEndMs: AFTER_MS, unattendedCheckMs: 1e9 } },
  });

  const runOf = (id: string) => t.callOk<TRunStatus>('GET', `${API_PATHS.liveRun}${id}/`);

  async function liveDeck() {
    const created = await t.deck(['poll']);
    const deck = await getDeck(t.app, t.token, created.id);
    const presenter = await t.presenter(deck.id);
    const phone = await t.phone();
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
    const back = await t.presenter(deck.id);
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
