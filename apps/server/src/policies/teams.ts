import { pickBalancedTeam, type TTeamSettings } from '@crowdeck/core';

/**
 * Team mode: the team a new participant gets. With `auto` the server puts it in the smallest
 * team (a team it asked for is ignored); with `choose` it must name one of the deck's teams;
 * with one phone per team, a team nobody plays for yet. A resume keeps the team it has.
 */
export type TTeamDecision =
  { ok: true; teamId: string } | { ok: false; reason: 'required' | 'unknown' | 'taken' };

export function teamForNewParticipant(
  settings: TTeamSettings,
  wanted: string | undefined,
  members: ReadonlyMap<string, number>,
): TTeamDecision {
  if (isBalancedByServer(settings)) {
    return { ok: true, teamId: pickBalancedTeam(settings.teams, members) };
  }
  if (!wanted) return { ok: false, reason: 'required' };
  if (!settings.teams.some((team) => team.id === wanted)) return { ok: false, reason: 'unknown' };
  if (settings.sharedDevice && (members.get(wanted) ?? 0) > 0)
    return { ok: false, reason: 'taken' };
  return { ok: true, teamId: wanted };
}

/** The server puts each new phone in a team (balanced): its choice does not count. */
export const isBalancedByServer = (settings: TTeamSettings): boolean =>
  settings.assign === 'auto' && !settings.sharedDevice;

/** Why a phone may not move to another team. */
export type TTeamChangeRefusal = 'assigned' | 'started' | 'unknown' | 'same' | 'taken';

/**
 * Whether a joined phone may move to another team, as in Kahoot's lobby: only where phones
 * choose their team (not where the server balances them), only until the quiz's first question
 * starts (`started`: teams are fixed once the game is on), only to another of the deck's teams,
 * and with one phone per team only to a team no phone plays for. `wanted` null: whether it may
 * move at all (the phone asks for the teams to choose from).
 */
export function mayChangeTeam(
  settings: TTeamSettings,
  current: string | null,
  wanted: string | null,
  facts: { started: boolean; members: ReadonlyMap<string, number> },
): { ok: true } | { ok: false; reason: TTeamChangeRefusal } {
  if (isBalancedByServer(settings)) return { ok: false, reason: 'assigned' };
  if (facts.started) return { ok: false, reason: 'started' };
  if (wanted === null) return { ok: true };
  if (!settings.teams.some((team) => team.id === wanted)) return { ok: false, reason: 'unknown' };
  if (wanted === current) return { ok: false, reason: 'same' };
  if (settings.sharedDevice && (facts.members.get(wanted) ?? 0) > 0) {
    return { ok: false, reason: 'taken' };
  }
  return { ok: true };
}
