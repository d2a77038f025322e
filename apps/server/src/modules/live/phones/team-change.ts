import { toNameKey, type TParticipantView, type TTeamOption } from '@crowdeck/core';
import { mayChangeTeam, type TTeamChangeRefusal } from '../../../policies';
import type { TPresence } from '../capacity/presence';
import { isQuizStarted, type TDeckCache, type TLiveDeck } from '../data/deck-cache';
import type { TTeamsRepository } from '../data/teams.repository';
import { LIVE_MESSAGES, LiveError } from '../errors';
import { joinedRun } from '../realtime/joined-socket';
import { withAck } from '../realtime/socket-ack';
import { LIVE_EVENT_SCHEMAS } from '../realtime/socket-server';
import type { TParticipantViews } from './participant-views';
import type { TPhonePushes, TPhoneSocketHandlers } from './phone-ports';
import { teamRefusal } from './team-join';

/** A phone's team changes (and asks for the teams) per window at most. */
const TEAM_CHANGES_PER_WINDOW = 10;
const TEAM_CHANGE_WINDOW_MS = 10_000;

/** A joined phone: who it is in which run. */
interface TWho {
  participantId: string;
  presentationId: string;
  runId: string;
}

/** The deck's teams as a phone chooses among them (`taken`: another phone plays for it). */
function teamOptions(deck: TLiveDeck, members: ReadonlyMap<string, number>, current?: string) {
  const shared = deck.teams?.sharedDevice ?? false;
  return (deck.teams?.teams ?? []).map(({ id, name, colour }): TTeamOption => ({
    id,
    name,
    colour,
    taken: shared && id !== current && (members.get(id) ?? 0) > 0,
  }));
}

/** The refusal a phone shows for a move the policy or the database did not allow. */
function refusal(reason: TTeamChangeRefusal | 'gone'): LiveError {
  if (reason === 'gone') return new LiveError('removed', LIVE_MESSAGES.removed);
  if (reason === 'assigned' || reason === 'started') {
    return new LiveError('closed', LIVE_MESSAGES.teamFixed);
  }
  return new LiveError('invalid_input', LIVE_MESSAGES.invalidInput, { field: 'team' });
}

/**
 * Team mode: a joined phone moves to another team (`team:change`) while the policy allows it —
 * until the quiz's first question starts, where phones choose their team. The move is decided
 * and written under the run's lock (teams.repository.ts); the phone gets its new view, the
 * presenter's lobby its new name (one phone per team) and a team board on screen its members.
 */
export function createTeamChange(deps: {
  decks: Pick<TDeckCache, 'byId'>;
  teams: Pick<TTeamsRepository, 'countMembers' | 'moveTeam'>;
  views: Pick<TParticipantViews, 'get' | 'changeTeam'>;
  presence: Pick<TPresence, 'rename'>;
  push: TPhonePushes;
  onError(error: unknown): void;
}) {
  async function change(
    who: TWho,
    wanted: string | undefined,
  ): Promise<{ me: TParticipantView; teams: TTeamOption[] }> {
    const deck = await deps.decks.byId(who.presentationId);
    if (!deck || deck.runId !== who.runId || deck.runEndedAt) {
      throw new LiveError('ended', LIVE_MESSAGES.ended);
    }
    const view = deps.views.get(who.participantId);
    const settings = deck.teams;
    if (!view) throw new LiveError('unauthorized', LIVE_MESSAGES.notJoined);
    if (!settings) throw refusal('unknown');
    const current = view.team?.id ?? null;
    if (wanted === undefined) {
      const members = await deps.teams.countMembers(deck.runId);
      const allowed = mayChangeTeam(settings, current, null, {
        started: isQuizStarted(deck),
        members,
      });
      if (!allowed.ok) throw refusal(allowed.reason);
      return { me: view, teams: teamOptions(deck, members, current ?? undefined) };
    }
    const team = settings.teams.find((t) => t.id === wanted);
    // One phone per team: the phone is its team, named after it.
    const name =
      settings.sharedDevice && team
        ? { name: team.name, nameKey: toNameKey(team.name) }
        : undefined;
    const participant = { id: who.participantId, ...who };
    const moved = await deps.teams.moveTeam(
      participant,
      (facts) => mayChangeTeam(settings, facts.current, wanted, facts),
      wanted,
      name,
    );
    if (!moved.ok) {
      if (moved.reason !== 'taken') throw refusal(moved.reason);
      throw teamRefusal(deck, await deps.teams.countMembers(deck.runId), 'taken');
    }
    const me = deps.views.changeTeam(deck, who.participantId, wanted, name?.name) ?? view;
    if (name) await deps.presence.rename(deck.id, { id: who.participantId, name: name.name });
    deps.push.playersChanged(deck.id);
    deps.push.teamsChanged(deck.id);
    const members = await deps.teams.countMembers(deck.runId);
    return { me, teams: teamOptions(deck, members, wanted) };
  }

  /** A phone's `team:change`. */
  const socketHandlers: TPhoneSocketHandlers = (socket, context) => {
    // Each change takes the run's team lock: a phone asking again and again must not hold up the
    // room's joins. Kept per socket, so nothing outlives it.
    let recent: number[] = [];
    socket.on(
      'team:change',
      withAck(
        LIVE_EVENT_SCHEMAS['team:change'],
        async (payload) => {
          const joined = joinedRun(socket);
          const now = Date.now();
          recent = recent.filter((at) => now - at < TEAM_CHANGE_WINDOW_MS);
          if (recent.length >= TEAM_CHANGES_PER_WINDOW) {
            throw new LiveError('rate_limited', LIVE_MESSAGES.rateLimited, { retryAfterSec: 10 });
          }
          recent.push(now);
          const changed = await context.guarded('team:change', () => change(joined, payload.team));
          // One phone per team took its new team's name: a socket back after a drop says so.
          if (payload.team) socket.data = { ...socket.data, name: changed.me.name };
          return changed;
        },
        deps.onError,
      ),
    );
  };

  return { change, socketHandlers };
}
