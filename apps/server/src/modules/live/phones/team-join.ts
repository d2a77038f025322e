import type { TTeam } from '@crowdeck/core';
import { isBalancedByServer, teamForNewParticipant } from '../../../policies';
import type { TLiveDeck } from '../data/deck-cache';
import type { TTeamsRepository } from '../data/teams.repository';
import { LIVE_MESSAGES, LiveError } from '../errors';

/** A new participant's team: chosen (checked now), balanced by the server once created, or none. */
export type TJoinTeam = TTeam | 'balanced' | null;

/** A `team_required` refusal listing the deck's teams (`taken`: one phone per team, in use). */
export function teamRefusal(
  deck: TLiveDeck,
  members: ReadonlyMap<string, number>,
  reason?: 'required' | 'unknown' | 'taken',
): LiveError {
  const shared = deck.teams?.sharedDevice ?? false;
  const teams = (deck.teams?.teams ?? []).map(({ id, name, colour }) => ({
    id,
    name,
    colour,
    taken: shared && (members.get(id) ?? 0) > 0,
  }));
  return new LiveError(
    'team_required',
    reason === 'taken' ? LIVE_MESSAGES.teamTaken : LIVE_MESSAGES.teamRequired,
    { teams, ...(reason === 'unknown' || reason === 'taken' ? { reason } : {}) },
  );
}

/**
 * Team mode of joins (see the policy). A team the phone chose is checked before the participant
 * is created; a balanced one is decided after, under the run's lock (teams.repository.ts), so
 * phones joining at the same moment on any node never all land in the same smallest team.
 */
export function createTeamJoin(deps: {
  teams: Pick<TTeamsRepository, 'countMembers' | 'assignTeam'>;
  /** Awaited between the balanced team's read of the counts and its write (tests). */
  beforeTeamWrite?: () => Promise<void>;
}) {
  return {
    /** The team a new participant plays for, `balanced` (decided once created), or null. */
    async choose(deck: TLiveDeck, wanted: string | undefined): Promise<TJoinTeam> {
      const settings = deck.teams;
      if (!settings) return null;
      if (isBalancedByServer(settings)) return 'balanced';
      // Only one phone per team refuses a team by its members.
      const members = settings.sharedDevice
        ? await deps.teams.countMembers(deck.runId)
        : new Map<string, number>();
      const decision = teamForNewParticipant(settings, wanted, members);
      if (decision.ok) return settings.teams.find((team) => team.id === decision.teamId)!;
      throw teamRefusal(deck, members, decision.reason);
    },

    /** Puts a created participant in the smallest team; answers the team's id. */
    async balance(deck: TLiveDeck, participantId: string): Promise<string> {
      const settings = deck.teams;
      if (!settings) throw new Error('a deck without teams has nobody to balance');
      const decide = (members: ReadonlyMap<string, number>) => {
        const decision = teamForNewParticipant(settings, undefined, members);
        if (!decision.ok) throw teamRefusal(deck, members, decision.reason);
        return decision.teamId;
      };
      return deps.teams.assignTeam(deck.runId, participantId, decide, deps.beforeTeamWrite);
    },

    /** The refusal of a team another phone took first (one phone per team). */
    async taken(deck: TLiveDeck): Promise<LiveError> {
      return teamRefusal(deck, await deps.teams.countMembers(deck.runId), 'taken');
    },
  };
}

export type TTeamJoin = ReturnType<typeof createTeamJoin>;
