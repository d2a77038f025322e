import {
  API_PATHS,
  LIVE_LIMITS,
  defaultTeams,
  type TAudienceState,
  type TLeaderboardResponse,
  type TTeamSettings,
} from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { getDeck } from '../../../test/deck-factories';
import { answer, emit, type TClientSocket } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { createTeamDeck } from '../../../test/team-decks';
import { pdfText, python, READ_XLSX, READ_ZIP } from '../../../test/python-readers';
import { downloadRunExport, type TXlsxSheet } from '../../../test/report-exports';

describe('live: team mode', () => {
  const live = useLiveFixture({ clock: true, tempDir: 'teams-' });

  const teamDeck = (teams: Partial<TTeamSettings>) =>
    createTeamDeck(live, ['quiz', 'leaderboard'], teams, 0);

  async function join(socket: TClientSocket, payload: Record<string, unknown>) {
    return emit(socket, 'audience:join', payload as never) as Promise<
      | { ok: true; data: { participantToken: string; state: TAudienceState } }
      | {
          ok: false;
          error: { code: string; reason?: string; teams?: Array<{ id: string; taken: boolean }> };
        }
    >;
  }

  it('refuses team settings out of bounds and keeps the ones given', async () => {
    const created = await live.deck(['quiz']);
    const put = (teams: unknown) =>
      live.call('PUT', `${API_PATHS.presentationUpdate}${created.id}/`, { teams });
    expect(
      (
        await put({
          teams: defaultTeams(2).slice(0, 1),
          score: 'average',
          assign: 'auto',
          sharedDevice: false,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await put({ teams: defaultTeams(2), score: 'median', assign: 'auto', sharedDevice: false }))
        .statusCode,
    ).toBe(400);
    const ok = { teams: defaultTeams(2), score: 'total', assign: 'auto', sharedDevice: false };
    expect((await put(ok)).statusCode).toBe(200);
    expect((await getDeck(live.app, live.token, created.id)).teams).toEqual(ok);
  });

  it('lets phones choose a real team only, keeps it on a resume, and scores teams by average', async () => {
    const deck = await teamDeck({});
    const [a, b, c, d] = await live.phones(4);
    const code = deck.uniqueCode;
    // No team, then a team that does not exist: refused with the teams to choose from.
    const none = await join(a!, { code, name: 'Ann' });
    expect(none).toMatchObject({ ok: false, error: { code: 'team_required' } });
    expect(!none.ok && none.error.teams?.map((t) => t.id)).toEqual(['t1', 't2', 't3']);
    const unknown = await join(a!, { code, name: 'Ann', team: 't7' });
    expect(unknown).toMatchObject({
      ok: false,
      error: { code: 'team_required', reason: 'unknown' },
    });
    const ann = await join(a!, { code, name: 'Ann', team: 't1' });
    const bob = await join(b!, { code, name: 'Bob', team: 't1' });
    const cy = await join(c!, { code, name: 'Cy', team: 't2' });
    if (!ann.ok || !bob.ok || !cy.ok) throw new Error('join refused');
    expect(ann.data.state.me.team).toMatchObject({ id: 't1', name: 'Red', place: null, of: 3 });

    // A resume asking for another team keeps its own.
    a!.disconnect();
    const back = await live.phone();
    const resumed = await join(back, {
      code,
      participantToken: ann.data.participantToken,
      team: 't2',
    });
    expect(resumed.ok && resumed.data.state.me.team?.id).toBe('t1');

    const [quiz, board] = deck.Slides as [(typeof deck.Slides)[0], (typeof deck.Slides)[0]];
    await live.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId: quiz.id });
    await live.callOk('POST', `${API_PATHS.slideGame}${quiz.id}/`, { action: 'start' });
    live.clock.advance(LIVE_LIMITS.questionIntroSec * 1000);
    // Ann right, Bob wrong (team 1 averages half of Ann's), Cy right (team 2 has Cy's alone).
    const right = quiz.options[0]!.id;
    const wrong = quiz.options[1]!.id;
    const answers = await Promise.all([
      answer(back, { slideId: quiz.id, optionId: right }),
      answer(b!, { slideId: quiz.id, optionId: wrong }),
      answer(c!, { slideId: quiz.id, optionId: right }),
    ]);
    expect(answers.map((ack) => ack.ok)).toEqual([true, true, true]);
    await live.callOk('POST', `${API_PATHS.slideGame}${quiz.id}/`, { action: 'close' });
    const leaderboard = await live.callOk<TLeaderboardResponse>(
      'GET',
      `${API_PATHS.slideLeaderboard}${board.id}/`,
    );
    const byId = new Map(leaderboard.entries.map((e) => [e.name, e.score]));
    const teams = leaderboard.teams!;
    expect(teams.map((t) => t.id)).toEqual(['t2', 't1', 't3']);
    expect(teams[0]!.score).toBe(byId.get('Cy'));
    const t1 = teams.find((t) => t.id === 't1')!;
    expect(t1.score).toBe(Math.round(((byId.get('Ann') ?? 0) + (byId.get('Bob') ?? 0)) / 2));
    expect(t1.members).toBe(2);
    expect(teams.find((t) => t.id === 't3')).toMatchObject({ score: 0, members: 0, place: 3 });

    // A phone joining later still must choose, and gets its team's place.
    const dee = await join(d!, { code, name: 'Dee', team: 't3' });
    expect(dee.ok).toBe(true);

    // The report and its exports have the teams.
    await live.callOk('POST', `${API_PATHS.liveEnd}${deck.id}/`);
    const { run, report } = await live.firstRun(deck.id);
    const runId = run.id;
    expect(report.teams?.score).toBe('average');
    expect(report.teams?.standings.map((t) => [t.id, t.members])).toEqual(
      teams.map((t) => [t.id, t.id === 't3' ? 1 : t.members]),
    );
    expect(report.participants.find((p) => p.name === 'Cy')?.teamId).toBe('t2');

    const sheets = (await python(
      READ_XLSX,
      await downloadRunExport(live, runId, 'xlsx'),
    )) as TXlsxSheet[];
    const sheet = sheets.find((s) => s.name === 'Teams');
    expect(sheet?.rows.map((r) => r.map((c) => c.v))).toEqual([
      ['Place', 'Team', 'Score (average)', 'Members'],
      ...report.teams!.standings.map((t) => [t.place, t.name, t.score, t.members]),
    ]);
    const overview = sheets.find((s) => s.name === 'Overview')!;
    expect(overview.rows[0]!.at(-1)?.v).toBe('Team');
    const zipFile = await downloadRunExport(live, runId, 'csv');
    const files = (await python(READ_ZIP, zipFile)) as Record<string, string[][]>;
    const teamsCsv = Object.entries(files).find(([name]) => /teams/i.test(name));
    expect(teamsCsv?.[1][0]).toEqual(['Place', 'Team', 'Score (average)', 'Members']);
    const stdout = await pdfText(await downloadRunExport(live, runId, 'pdf'));
    const teamsPart = stdout.slice(stdout.lastIndexOf('Teams'));
    expect(teamsPart).toMatch(/1\s+Blue/);
    expect(teamsPart).toMatch(/3\s+Green/);
  });

  it('puts phones in the smallest team when the server assigns them', async () => {
    const deck = await teamDeck({ assign: 'auto' });
    const phones = await live.phones(5);
    const got: string[] = [];
    for (const [i, phone] of phones.entries()) {
      // A team asked for is ignored: the server balances.
      const joined = await join(phone, { code: deck.uniqueCode, name: `P${i}`, team: 't1' });
      if (!joined.ok) throw new Error('join refused');
      got.push(joined.data.state.me.team!.id);
    }
    expect(got).toEqual(['t1', 't2', 't3', 't1', 't2']);
  });

  it('lets one phone play for a whole team, once per team, named after it', async () => {
    const deck = await teamDeck({ sharedDevice: true, score: 'total' });
    const [a, b] = await live.phones(2);
    const first = await join(a!, { code: deck.uniqueCode, team: 't2' });
    expect(first.ok && first.data.state.me).toMatchObject({ name: 'Blue', team: { id: 't2' } });
    const second = await join(b!, { code: deck.uniqueCode, name: 'Someone', team: 't2' });
    expect(second).toMatchObject({ ok: false, error: { code: 'team_required', reason: 'taken' } });
    expect(!second.ok && second.error.teams?.find((t) => t.id === 't2')?.taken).toBe(true);
    const other = await join(b!, { code: deck.uniqueCode, team: 't1' });
    expect(other.ok && other.data.state.me.name).toBe('Red');
  });
});
