import { pickBalancedTeam, type TTeamSettings } from '@crowdeck/core';

/**
 * Team mode: the team a new participant gets. With `auto` the server puts it in the smallest
 * team (a team it asked for is ignored); with `choose` it must name one of the deck's teams;
 * with one phone per team, a team nobody plays for yet. A participant never changes team once
 * joined (a resume keeps the one it has).
 */
export type TTeamDecision =
  { ok: true; teamId: string } | { ok: false; reason: 'required' | 'unknown' | 'taken' };

export function teamForNewParticipant(
  settings: TTeamSettings,
  wanted: string | undefined,
  members: ReadonlyMap<string, number>,
): TTeamDecision {
  if (settings.assign === 'auto' && !settings.sharedDevice) {
    return { ok: true, teamId: pickBalancedTeam(settings.teams, members) };
  }
  if (!wanted) return { ok: false, reason: 'required' };
  if (!settings.teams.some((team) => team.id === wanted)) return { ok: false, reason: 'unknown' };
  if (settings.sharedDevice && (members.get(wanted) ?? 0) > 0)
    return { ok: false, reason: 'taken' };
  return { ok: true, teamId: wanted };
}
