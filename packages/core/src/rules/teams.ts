import { z } from 'zod';
import { singleLineText } from '../schemas/text';

/** Team mode's bounds: 2–8 teams, names of at most 24 characters. */
export const TEAM_LIMITS = { min: 2, max: 8, nameMax: 24 } as const;

/** How a team's score comes from its members' scores. */
export const TEAM_SCORE_MODES = ['average', 'total'] as const;
export type TTeamScoreMode = (typeof TEAM_SCORE_MODES)[number];

/** How phones get their team: the phone chooses, or the server puts it in the smallest team. */
export const TEAM_ASSIGN_MODES = ['choose', 'auto'] as const;
export type TTeamAssignMode = (typeof TEAM_ASSIGN_MODES)[number];

/**
 * The default teams' colours, in order: distinct hues, each dark enough for white text at
 * 4.5:1 or more (checked by the unit tests).
 */
export const TEAM_COLOURS = [
  '#B91C1C',
  '#1D4ED8',
  '#15803D',
  '#7E22CE',
  '#C2410C',
  '#0F766E',
  '#BE185D',
  '#334155',
] as const;

/** The default teams' names (English; the presenter renames them in the editor). */
export const TEAM_DEFAULT_NAMES = [
  'Red',
  'Blue',
  'Green',
  'Purple',
  'Orange',
  'Teal',
  'Pink',
  'Slate',
] as const;

const ZTeamIdSchema = z.string('required').regex(/^t[1-8]$/, 'id.invalid');

export const ZTeamSchema = z.strictObject({
  id: ZTeamIdSchema,
  name: singleLineText({
    max: TEAM_LIMITS.nameMax,
    tooLong: 'participantName.tooLong',
    required: 'name.tooShort',
  }),
  colour: z
    .string('required')
    .regex(/^#[0-9A-Fa-f]{6}$/, 'colour.invalid')
    .refine((value) => TEAM_COLOURS.includes(value.toUpperCase() as never), 'colour.invalid'),
});
export type TTeam = z.infer<typeof ZTeamSchema>;

/** A deck's team mode (null on the deck: off). */
export const ZTeamSettingsSchema = z.strictObject({
  teams: z
    .array(ZTeamSchema)
    .min(TEAM_LIMITS.min, 'teams.count')
    .max(TEAM_LIMITS.max, 'teams.count')
    .refine((teams) => new Set(teams.map((t) => t.id)).size === teams.length, 'id.invalid')
    .refine(
      (teams) => new Set(teams.map((t) => t.name.toLocaleLowerCase())).size === teams.length,
      'teams.sameName',
    ),
  score: z.enum(TEAM_SCORE_MODES, 'invalidType'),
  assign: z.enum(TEAM_ASSIGN_MODES, 'invalidType'),
  /** One phone per team: the team is the participant (the phone chooses its team). */
  sharedDevice: z.boolean('invalidType'),
});
export type TTeamSettings = z.infer<typeof ZTeamSettingsSchema>;

/** `count` default teams (2–8), named and coloured in order. */
export function defaultTeams(count: number, names: readonly string[] = TEAM_DEFAULT_NAMES) {
  const n = Math.min(TEAM_LIMITS.max, Math.max(TEAM_LIMITS.min, Math.trunc(count)));
  return Array.from({ length: n }, (_, i) => ({
    id: `t${i + 1}`,
    name: names[i] ?? TEAM_DEFAULT_NAMES[i]!,
    colour: TEAM_COLOURS[i]!,
  }));
}

/** Default team settings: four teams, average score, chosen on the phone, one phone per person. */
export function defaultTeamSettings(names?: readonly string[]): TTeamSettings {
  return { teams: defaultTeams(4, names), score: 'average', assign: 'choose', sharedDevice: false };
}

/** The team a new phone joins on its own: the one with fewest members, the first on a tie. */
export function pickBalancedTeam(
  teams: readonly Pick<TTeam, 'id'>[],
  counts: ReadonlyMap<string, number>,
): string {
  let best = teams[0]!.id;
  let fewest = Infinity;
  for (const team of teams) {
    const count = counts.get(team.id) ?? 0;
    if (count < fewest) {
      fewest = count;
      best = team.id;
    }
  }
  return best;
}

export type TTeamStanding = TTeam & {
  score: number;
  members: number;
  /** 1 for the best; teams with the same score share the place. */
  place: number;
};

/**
 * Team scores from members' scores: the total, or the average rounded to a whole point (a team
 * without members scores 0). Best first; on the same score, the presenter's team order.
 */
export function teamStandings(
  settings: Pick<TTeamSettings, 'teams' | 'score'>,
  members: readonly { teamId: string | null; score: number }[],
): TTeamStanding[] {
  const sums = new Map<string, { total: number; members: number }>();
  for (const m of members) {
    if (!m.teamId) continue;
    const s = sums.get(m.teamId) ?? { total: 0, members: 0 };
    s.total += m.score;
    s.members += 1;
    sums.set(m.teamId, s);
  }
  const rows = settings.teams.map((team, order) => {
    const s = sums.get(team.id) ?? { total: 0, members: 0 };
    const score =
      settings.score === 'total' ? s.total : s.members > 0 ? Math.round(s.total / s.members) : 0;
    return { ...team, score, members: s.members, order };
  });
  rows.sort((a, b) => b.score - a.score || a.order - b.order);
  return rows.map(({ order: _order, ...row }) => ({
    ...row,
    place: 1 + rows.filter((other) => other.score > row.score).length,
  }));
}
