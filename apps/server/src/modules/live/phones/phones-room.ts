import type { TParticipantIdentitySigner } from '../../../lib/participant-identity';
import type { IncomingMessage } from 'node:http';
import type { TBackgroundTasks } from '../../../lib/background-tasks';
import type { TClock } from '../../../lib/clock';
import type { TMetrics } from '../../../lib/metrics';
import type { TRedisClients } from '../../../lib/redis';
import { createTurnBudget } from '../../../lib/turn-budget';
import type { TPresence } from '../capacity/presence';
import type { TDataRoom } from '../data/data-room';
import type { TLiveGateway, TLiveServer } from '../realtime/gateway';
import type { TResultsService } from '../results/results.service';
import type { TLiveTuning } from '../tuning';
import { createAnswerService } from './answer.service';
import { registerAudienceHandlers } from './audience-handlers';
import { createEarlierRunPhones } from './earlier-run-phones';
import { createEntryQuota } from './entry-quota';
import { createJoinLimits } from './join-limits';
import { createJoinService, JOINS_PER_TURN } from './join.service';
import { createNetworkShares } from './network-shares';
import { createNetworkWindow } from './network-window';
import { createParticipantViews } from './participant-views';
import type {
  TAnswerWatch,
  TBuildRoomState,
  TPhonePushes,
  TPhoneSocketHandlers,
} from './phone-ports';
import { createReactionLimiter } from './reaction-limiter';
import { createReactionTally } from './reaction-tally';
import { createRemovedParticipants } from './removed-participants';
import { createTeamChange } from './team-change';
import { createTeamJoin } from './team-join';
import { createUnknownCodes } from './unknown-codes';

/**
 * The phones' side: what each phone sees, its allowances, and (once the rooms above exist, see
 * `listen`) joining, answering and the socket events.
 */
export function createPhonesRoom(deps: {
  data: TDataRoom;
  results: TResultsService;
  presence: TPresence;
  redis: TRedisClients | null;
  /** False for load tests: joins are not limited per address. */
  rateLimitEnabled: boolean;
  /** Checks the identities phones bring back from their organisation's sign-in. */
  identities: Pick<TParticipantIdentitySigner, 'verify'> | null;
  tuning?: TLiveTuning;
  clock: TClock;
  background: TBackgroundTasks;
}) {
  const { data, clock, background } = deps;
  const { answers, entries, participants, reads } = data;
  const views = createParticipantViews({ answers, entries, participants, reads, clock });
  const state = {
    views,
    quota: createEntryQuota(entries, deps.tuning?.beforeQuotaLoad),
    shares: createNetworkShares(),
    unknownCodes: createUnknownCodes(),
    reactions: createReactionLimiter(clock),
    networkReactions: createNetworkWindow(clock),
    reactionTally: createReactionTally({ add: data.reactions.add, clock, background }),
    // A removal moves the ranks of those after the removed participant.
    removed: createRemovedParticipants((id) => views.forgetRanks(id)),
  };

  /** Joining and answering, with the pushes, room state and question clock of the rooms above. */
  function listen(above: {
    io: TLiveServer;
    gateway: TLiveGateway;
    push: TPhonePushes;
    buildRoomState: TBuildRoomState;
    quiz: TAnswerWatch;
    socketHandlers: TPhoneSocketHandlers[];
    clientIp(request: IncomingMessage): string;
    audienceOriginHost(origin: string | undefined, host: string | undefined): string | null;
    isClosing(): boolean;
    onError(error: unknown): void;
    metrics: TMetrics;
  }) {
    const { decks, commits } = data;
    const redis = deps.redis;
    const join = createJoinService({
      decks,
      participants,
      reads,
      insertParticipant: commits.insertParticipant,
      presence: deps.presence,
      views,
      results: deps.results,
      push: above.push,
      buildRoomState: above.buildRoomState,
      limits: createJoinLimits({
        enabled: deps.rateLimitEnabled,
        shared: redis ? { client: redis.store, prefix: redis.prefix } : null,
      }),
      unknownCodes: state.unknownCodes,
      turns: createTurnBudget(JOINS_PER_TURN),
      clock,
      identities: deps.identities,
      teams: createTeamJoin({ teams: data.teams, beforeTeamWrite: deps.tuning?.beforeTeamWrite }),
    });
    const teamChange = createTeamChange({
      decks,
      teams: data.teams,
      views,
      presence: deps.presence,
      push: above.push,
      onError: above.onError,
    });
    const { quota, shares, removed } = state;
    registerAudienceHandlers(above.io, {
      gateway: above.gateway,
      decks,
      join,
      answers: createAnswerService({
        decks,
        commits,
        quota,
        shares,
        quiz: above.quiz,
        views,
        push: above.push,
        removed,
        clock,
        background,
      }),
      reactions: state.reactions,
      networkReactions: state.networkReactions,
      reactionTally: state.reactionTally,
      socketHandlers: [...above.socketHandlers, teamChange.socketHandlers],
      removed,
      clientIp: above.clientIp,
      audienceOriginHost: above.audienceOriginHost,
      background,
      isClosing: above.isClosing,
      onError: above.onError,
      metrics: above.metrics,
    });
    return { join, earlierRuns: createEarlierRunPhones({ gateway: above.gateway, join }) };
  }

  return { ...state, listen };
}

export type TPhonesRoom = ReturnType<typeof createPhonesRoom>;
