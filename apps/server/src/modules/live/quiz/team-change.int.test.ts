import {
  API_PATHS,
  LIVE_LIMITS,
  type TLeaderboardResponse,
  type TTeamSettings,
} from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { emit, joinOk, nextMessage, type TClientSocket } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { createTeamDeck } from '../../../test/team-decks';

/** A joined phone moves to another team until the quiz starts. */
describe('live: changing team', () => {
  const live = useLiveFixture({ clock: true });

  const teamDeck = (teams: Partial<TTeamSettings>) =>
    createTeamDeck(live, ['leaderboard', 'quiz'], teams);

  const change = (socket: TClientSocket, team?: string) =>
    emit(socket, 'team:change', team ? { team } : {});

  it('moves a phone before the first question, the team board follows, and not after', async () => {
    const deck = await teamDeck({});
    const [board, quiz] = deck.Slides as [(typeof deck.Slides)[0], (typeof deck.Slides)[0]];
    await live.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId: board.id });
    const presenter = await live.presenter(deck.id);
    const [a, b] = await live.phones(2);
    const ann = await joinOk(a!, { code: deck.uniqueCode, name: 'Ann', team: 't1' });
    await joinOk(b!, { code: deck.uniqueCode, name: 'Bob', team: 't1' });
    expect(ann.state.me.team).toMatchObject({ id: 't1', canChange: true });

    // Asking for the choices changes nothing.
    const choices = await change(a!);
    expect(choices.ok && choices.data.teams.map((t) => [t.id, t.taken])).toEqual([
      ['t1', false],
      ['t2', false],
      ['t3', false],
    ]);
    // A team of no deck, or its own, is refused.
    expect(await change(a!, 't7')).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await change(a!, 't1')).toMatchObject({ ok: false, error: { code: 'invalid_input' } });

    const shown = nextMessage(
      presenter,
      'leaderboard',
      (m) => m.teams?.find((t) => t.id === 't2')?.members === 1,
    );
    const moved = await change(a!, 't2');
    expect(moved).toMatchObject({ ok: true, data: { me: { team: { id: 't2', name: 'Blue' } } } });
    expect((await shown).teams?.find((t) => t.id === 't1')?.members).toBe(1);

    // A resume keeps the new team.
    a!.disconnect();
    const back = await live.phone();
    const resumed = await joinOk(back, {
      code: deck.uniqueCode,
      participantToken: ann.participantToken,
    });
    expect(resumed.state.me.team?.id).toBe('t2');

    // Once the quiz's first question starts, teams are fixed.
    await live.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId: quiz.id });
    await live.callOk('POST', `${API_PATHS.slideGame}${quiz.id}/`, { action: 'start' });
    live.clock.advance(LIVE_LIMITS.questionIntroSec * 1000);
    expect(await change(back, 't3')).toMatchObject({ ok: false, error: { code: 'closed' } });
    expect(await change(back)).toMatchObject({ ok: false, error: { code: 'closed' } });
    const again = await live.phone();
    const later = await joinOk(again, {
      code: deck.uniqueCode,
      participantToken: ann.participantToken,
    });
    expect(later.state.me.team).toMatchObject({ id: 't2' });
    expect(later.state.me.team?.canChange).toBeUndefined();
    const leaderboard = await live.callOk<TLeaderboardResponse>(
      'GET',
      `${API_PATHS.slideLeaderboard}${board.id}/`,
    );
    expect(leaderboard.teams?.map((t) => [t.id, t.members])).toEqual([
      ['t1', 1],
      ['t2', 1],
      ['t3', 0],
    ]);
  });

  it('slows down a phone that asks again and again, and only that phone', async () => {
    const deck = await teamDeck({});
    const [a, b] = await live.phones(2);
    await joinOk(a!, { code: deck.uniqueCode, name: 'Ann', team: 't1' });
    await joinOk(b!, { code: deck.uniqueCode, name: 'Bob', team: 't2' });
    for (let i = 0; i < 10; i += 1) {
      expect((await change(a!, i % 2 === 0 ? 't3' : 't1')).ok).toBe(true);
    }
    expect(await change(a!, 't3')).toMatchObject({ ok: false, error: { code: 'rate_limited' } });
    expect(await change(b!, 't3')).toMatchObject({ ok: true });
  });

  it('never moves a phone the server balanced', async () => {
    const deck = await teamDeck({ assign: 'auto' });
    const phone = await live.phone();
    const joined = await joinOk(phone, { code: deck.uniqueCode, name: 'Cy' });
    expect(joined.state.me.team?.canChange).toBeUndefined();
    expect(await change(phone, 't2')).toMatchObject({ ok: false, error: { code: 'closed' } });
  });

  it('moves one phone per team to a free team only, under the new team’s name', async () => {
    const deck = await teamDeck({ sharedDevice: true });
    const presenter = await live.presenter(deck.id);
    const [a, b] = await live.phones(2);
    await joinOk(a!, { code: deck.uniqueCode, team: 't1' });
    await joinOk(b!, { code: deck.uniqueCode, team: 't2' });
    const choices = await change(a!);
    expect(choices.ok && choices.data.teams.map((t) => [t.id, t.taken])).toEqual([
      ['t1', false],
      ['t2', true],
      ['t3', false],
    ]);
    const taken = await change(a!, 't2');
    expect(taken).toMatchObject({ ok: false, error: { code: 'team_required', reason: 'taken' } });
    const lobby = nextMessage(presenter, 'players', (m) => m.names.includes('Green'));
    const moved = await change(a!, 't3');
    expect(moved).toMatchObject({ ok: true, data: { me: { name: 'Green', team: { id: 't3' } } } });
    expect((await lobby).names.sort()).toEqual(['Blue', 'Green']);
    // Red is free again: another phone may play for it.
    const c = await live.phone();
    expect((await joinOk(c, { code: deck.uniqueCode, team: 't1' })).state.me.name).toBe('Red');
  });
});
