import { describe, expect, it } from 'vitest';
import { contrastRatio } from './colours';
import {
  TEAM_COLOURS,
  ZTeamSettingsSchema,
  defaultTeamSettings,
  defaultTeams,
  pickBalancedTeam,
  teamStandings,
} from './teams';

describe('team scoring', () => {
  const settings = { teams: defaultTeams(3), score: 'average' as const };
  const members = [
    { teamId: 't1', score: 1000 },
    { teamId: 't1', score: 0 },
    { teamId: 't2', score: 700 },
    { teamId: null, score: 5000 },
  ];

  it('averages members, rounded, and a team without members scores 0', () => {
    const rows = teamStandings(settings, members);
    expect(rows.map((r) => [r.id, r.score, r.members, r.place])).toEqual([
      ['t2', 700, 1, 1],
      ['t1', 500, 2, 2],
      ['t3', 0, 0, 3],
    ]);
  });

  it('totals members when the presenter chose total', () => {
    const rows = teamStandings({ ...settings, score: 'total' }, members);
    expect(rows.map((r) => [r.id, r.score, r.place])).toEqual([
      ['t1', 1000, 1],
      ['t2', 700, 2],
      ['t3', 0, 3],
    ]);
  });

  it('shares a place on the same score and keeps the team order', () => {
    const rows = teamStandings(settings, [
      { teamId: 't3', score: 300 },
      { teamId: 't1', score: 300 },
    ]);
    expect(rows.map((r) => [r.id, r.place])).toEqual([
      ['t1', 1],
      ['t3', 1],
      ['t2', 3],
    ]);
  });

  it('rounds averages to whole points', () => {
    const rows = teamStandings(settings, [
      { teamId: 't1', score: 1 },
      { teamId: 't1', score: 0 },
      { teamId: 't1', score: 0 },
    ]);
    expect(rows[0]!.score).toBe(0);
    expect(Number.isInteger(rows[0]!.score)).toBe(true);
  });
});

describe('balanced assignment', () => {
  const teams = defaultTeams(3);
  it('picks the smallest team, the first on a tie', () => {
    expect(pickBalancedTeam(teams, new Map())).toBe('t1');
    expect(pickBalancedTeam(teams, new Map([['t1', 1]]))).toBe('t2');
    expect(
      pickBalancedTeam(
        teams,
        new Map([
          ['t1', 2],
          ['t2', 1],
          ['t3', 2],
        ]),
      ),
    ).toBe('t2');
  });
});

describe('team settings', () => {
  it('has distinct default colours readable with white text', () => {
    expect(new Set(TEAM_COLOURS).size).toBe(8);
    for (const colour of TEAM_COLOURS)
      expect(contrastRatio(colour, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });

  it('accepts the defaults and 2–8 teams only', () => {
    expect(ZTeamSettingsSchema.safeParse(defaultTeamSettings()).success).toBe(true);
    const one = { ...defaultTeamSettings(), teams: defaultTeams(2).slice(0, 1) };
    expect(ZTeamSettingsSchema.safeParse(one).success).toBe(false);
    const nine = {
      ...defaultTeamSettings(),
      teams: [...defaultTeams(8), { id: 't9', name: 'X', colour: '#B91C1C' }],
    };
    expect(ZTeamSettingsSchema.safeParse(nine).success).toBe(false);
  });

  it('refuses duplicate names, unknown colours and control characters', () => {
    const base = defaultTeamSettings();
    const same = { ...base, teams: base.teams.map((t) => ({ ...t, name: 'Same' })) };
    expect(ZTeamSettingsSchema.safeParse(same).success).toBe(false);
    const colour = {
      ...base,
      teams: [{ ...base.teams[0]!, colour: '#FFFFFF' }, ...base.teams.slice(1)],
    };
    expect(ZTeamSettingsSchema.safeParse(colour).success).toBe(false);
    const control = {
      ...base,
      teams: [{ ...base.teams[0]!, name: 'a\u0000b' }, ...base.teams.slice(1)],
    };
    expect(ZTeamSettingsSchema.safeParse(control).success).toBe(false);
  });
});
