import { API_PATHS, defaultTeams, type TAudienceState, type TTeamSettings } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { createCommitGate } from '../../../test/commit-gate';
import { createGatedOnlineCounter } from '../../../test/gated-online-counter';
import { emit, type TClientSocket } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';

/** Two phones joining a deck whose server balances teams, at the same moment. */
describe('live: balanced teams under simultaneous joins', () => {
  const places = createGatedOnlineCounter();
  const teamWrite = createCommitGate();
  const live = useLiveFixture({
    deps: { onlineCounter: places.counter, liveTuning: { beforeTeamWrite: teamWrite.hook } },
    beforeClose: () => places.release(),
  });

  async function autoTeamDeck() {
    const deck = await live.deck(['quiz']);
    const teams: TTeamSettings = {
      teams: defaultTeams(2),
      score: 'average',
      assign: 'auto',
      sharedDevice: false,
    };
    await live.callOk('PUT', `${API_PATHS.presentationUpdate}${deck.id}/`, { teams });
    return deck;
  }

  async function teamOf(socket: TClientSocket, code: string, name: string) {
    const ack = (await emit(socket, 'audience:join', { code, name })) as
      { ok: true; data: { state: TAudienceState } } | { ok: false; error: unknown };
    if (!ack.ok) throw new Error(`join refused: ${JSON.stringify(ack.error)}`);
    return ack.data.state.me.team?.id;
  }

  it('puts two phones held between the team counts and their writes in different teams', async () => {
    const deck = await autoTeamDeck();
    const [a, b] = await live.phones(2);
    // Both joins stop after their checks and before their participants are written.
    places.hold();
    const firstHeld = places.waiting();
    const first = teamOf(a!, deck.uniqueCode, 'Ann');
    await firstHeld;
    const secondHeld = places.waiting();
    const second = teamOf(b!, deck.uniqueCode, 'Bob');
    await secondHeld;
    places.release();
    const teams = await Promise.all([first, second]);
    expect(teams.sort()).toEqual(['t1', 't2']);
  });

  it('makes a second join wait while the first has read the counts but not written its team', async () => {
    const deck = await autoTeamDeck();
    const [a, b] = await live.phones(2);
    const held = teamWrite.hold();
    const first = teamOf(a!, deck.uniqueCode, 'Cy');
    await held.entered;
    let secondDone = false;
    const second = teamOf(b!, deck.uniqueCode, 'Dee').finally(() => (secondDone = true));
    // The second join cannot count the teams before the first's team is written (the run's lock).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(secondDone).toBe(false);
    held.release();
    const teams = await Promise.all([first, second]);
    expect(teams.sort()).toEqual(['t1', 't2']);
  });
});
