import { API_PATHS, LIVE_LIMITS, TEAM_COLOURS, defaultTeams } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { answer, joinOk } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { createTeamDeck } from '../../../test/team-decks';
import { pdfText, python, READ_XLSX, READ_ZIP } from '../../../test/python-readers';
import { downloadRunExport, type TXlsxSheet } from '../../../test/report-exports';

/** A run's report keeps the teams it was played with, whatever the deck's teams become. */
describe('live: the teams of an ended run', () => {
  const live = useLiveFixture({ clock: true, tempDir: 'teams-after-' });

  it('shows the old names, colours and score rule after a team is renamed and one deleted', async () => {
    const deck = await createTeamDeck(live, ['quiz'], { score: 'total' }, 0);
    const update = `${API_PATHS.presentationUpdate}${deck.id}/`;
    const [a, c] = await live.phones(2);
    await joinOk(a!, { code: deck.uniqueCode, name: 'Ann', team: 't1' });
    await joinOk(c!, { code: deck.uniqueCode, name: 'Cy', team: 't3' });
    const quiz = deck.Slides[0]!;
    await live.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId: quiz.id });
    await live.callOk('POST', `${API_PATHS.slideGame}${quiz.id}/`, { action: 'start' });
    live.clock.advance(LIVE_LIMITS.questionIntroSec * 1000);
    expect((await answer(c!, { slideId: quiz.id, optionId: quiz.options[0]!.id })).ok).toBe(true);
    await live.callOk('POST', `${API_PATHS.slideGame}${quiz.id}/`, { action: 'close' });
    await live.callOk('POST', `${API_PATHS.liveEnd}${deck.id}/`);

    // After the run: Red becomes Crimson in another colour, Green goes, teams average.
    const [red, blue] = defaultTeams(2);
    await live.callOk('PUT', update, {
      teams: {
        assign: 'choose',
        sharedDevice: false,
        score: 'average',
        teams: [{ ...red!, name: 'Crimson', colour: TEAM_COLOURS[7] }, blue],
      },
    });

    const { run, report } = await live.firstRun(deck.id);
    const runId = run.id;
    expect(report.teams?.score).toBe('total');
    expect(report.teams?.standings.map((t) => [t.id, t.name, t.colour, t.members])).toEqual([
      ['t3', 'Green', TEAM_COLOURS[2], 1],
      ['t1', 'Red', TEAM_COLOURS[0], 1],
      ['t2', 'Blue', TEAM_COLOURS[1], 0],
    ]);

    const download = (format: 'xlsx' | 'csv' | 'pdf') => downloadRunExport(live, runId, format);
    const sheets = (await python(READ_XLSX, await download('xlsx'))) as TXlsxSheet[];
    const teams = sheets.find((s) => s.name === 'Teams')!;
    expect(teams.rows.map((r) => r.map((cell) => cell.v))).toEqual([
      ['Place', 'Team', 'Score (total)', 'Members'],
      [1, 'Green', report.teams!.standings[0]!.score, 1],
      [2, 'Red', 0, 1],
      [2, 'Blue', 0, 0],
    ]);
    const overview = sheets.find((s) => s.name === 'Overview')!;
    const teamColumn = overview.rows.map((r) => r.at(-1)?.v);
    expect(teamColumn).toEqual(expect.arrayContaining(['Team', 'Green', 'Red']));
    expect(teamColumn).not.toContain('Crimson');

    const files = (await python(READ_ZIP, await download('csv'))) as Record<string, string[][]>;
    const csv = Object.entries(files).find(([name]) => /teams/i.test(name))![1];
    expect(csv.map((row) => row[1])).toEqual(['Team', 'Green', 'Red', 'Blue']);

    const pdf = await download('pdf');
    const stdout = await pdfText(pdf);
    const part = stdout.slice(stdout.lastIndexOf('Teams'));
    expect(part).toMatch(/1\s+Green/);
    expect(part).toMatch(/2\s+Red/);
    expect(stdout).not.toContain('Crimson');
  });
});
