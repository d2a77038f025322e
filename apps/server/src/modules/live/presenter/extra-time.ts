import { randomInt } from 'node:crypto';
import {
  API_PATHS,
  EXTRA_TIME_CODE_FACTOR,
  ZExtraTimeCodeResponseSchema,
  ZExtraTimeRequestSchema,
  ZIdParamsSchema,
  ZOkResponseSchema,
  type TParticipantView,
} from '@crowdeck/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { notFound } from '../../../http/api-error';
import { isUuid } from '../../../lib/ids';
import { authorize, mayClaimExtraTime, mayGiveExtraTime } from '../../../policies/index';
import type { createDeckAccess } from '../../decks/deck-access';
import type { TLiveBus } from '../cluster/bus';
import type { TDeckCache } from '../data/deck-cache';
import type { TParticipantsRepository } from '../data/participants.repository';
import type { TRunsRepository } from '../data/runs.repository';
import type { TLivePush } from '../broadcast/push';
import { LIVE_MESSAGES, LiveError } from '../errors';
import type { TParticipantViews } from '../phones/participant-views';
import type { TPhoneSocketHandlers } from '../phones/phone-ports';
import type { TQuestionClock } from '../quiz/question-clock';
import { joinedRun } from '../realtime/joined-socket';
import { presenterRoute, registerPresenterRoutes } from '../realtime/presenter-routes';
import { withAck } from '../realtime/socket-ack';
import { LIVE_EVENT_SCHEMAS } from '../realtime/socket-server';

/** Wrong extra time codes a participant may enter before it is refused (per node, per run). */
const CLAIM_TRIES = 5;

/**
 * Extra time: the presenter gives a participant a longer window on quiz questions (its time
 * factor), from the room list or through the session's code a phone enters. The factor is stored
 * with the participant and read with the deck, so every node knows it once told; the question
 * clock keeps a question open for it, and nothing but counts reaches the big screen.
 */
export function createExtraTime(
  app: FastifyInstance,
  deps: {
    access: ReturnType<typeof createDeckAccess>;
    decks: TDeckCache;
    participants: TParticipantsRepository;
    runs: TRunsRepository;
    views: Pick<TParticipantViews, 'get'>;
    quiz: TQuestionClock;
    push: TLivePush;
    bus: TLiveBus;
    authenticate: preHandlerAsyncHookHandler;
    onError(error: unknown): void;
  },
) {
  const tries = new Map<string, number>();

  /** Every node reads the deck afresh (with the factors), re-arms its timers, sends phones `me`. */
  async function changed(presentationId: string): Promise<void> {
    deps.decks.forget(presentationId);
    // As after a scoring: the other nodes drop the deck, follow its timers and send their phones
    // their views (the factor among them).
    await deps.bus.publish({ type: 'scored', presentationId });
    const deck = await deps.decks.byId(presentationId);
    if (!deck) return;
    deps.quiz.sync(deck);
    await deps.push.meToAll(deck);
  }

  async function give(ownerId: string, participantId: string, timeFactor: number) {
    const found = isUuid(participantId)
      ? await deps.participants.findOwned(ownerId, participantId)
      : null;
    const row = authorize(found, (f) =>
      mayGiveExtraTime(ownerId, {
        ownerId: f.presentation.ownerId,
        currentRunId: f.presentation.currentRunId,
        runId: f.participant.runId,
        removedAt: f.participant.removedAt,
      }),
    );
    await deps.participants.setTimeFactor(row.participant.id, timeFactor);
    await changed(row.presentation.id);
  }

  async function code(ownerId: string, presentationId: string): Promise<string> {
    const row = await deps.access.presentation(ownerId, presentationId, 'present');
    if (!row.currentRunId) throw notFound();
    const candidate = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const stored = await deps.runs.extraTimeCode(row.currentRunId, candidate);
    if (!stored) throw notFound();
    return stored;
  }

  async function claim(
    who: { participantId: string; presentationId: string; runId: string },
    entered: string,
  ): Promise<TParticipantView> {
    const key = `${who.runId} ${who.participantId}`;
    if ((tries.get(key) ?? 0) >= CLAIM_TRIES) {
      throw new LiveError('rate_limited', LIVE_MESSAGES.rateLimited);
    }
    const run = await deps.runs.findCode(who.runId);
    if (!run || !mayClaimExtraTime(who, run, entered)) {
      tries.set(key, (tries.get(key) ?? 0) + 1);
      throw new LiveError('invalid_input', LIVE_MESSAGES.invalidInput, { field: 'code' });
    }
    tries.delete(key);
    const deck = await deps.decks.byId(who.presentationId);
    if (!deck || deck.runId !== who.runId || deck.runEndedAt) {
      throw new LiveError('ended', LIVE_MESSAGES.ended);
    }
    // Never less than the presenter gave from the room list.
    if ((deck.extraTime.get(who.participantId) ?? 1) < EXTRA_TIME_CODE_FACTOR) {
      await deps.participants.setTimeFactor(who.participantId, EXTRA_TIME_CODE_FACTOR);
      await changed(who.presentationId);
    }
    const me = deps.views.get(who.participantId);
    if (!me) throw new LiveError('unauthorized', LIVE_MESSAGES.notJoined);
    return me;
  }

  registerPresenterRoutes(app, deps.authenticate, [
    presenterRoute('PUT', `${API_PATHS.liveExtraTime}:id/`, {
      summary: 'Give a participant extra time (×1.5, ×2) or take it back (×1); owner only',
      params: ZIdParamsSchema,
      body: ZExtraTimeRequestSchema,
      ok: ZOkResponseSchema,
      handle: async (ownerId, { params, body }) => {
        await give(ownerId, params.id, body.timeFactor);
        return { ok: true as const };
      },
    }),
    presenterRoute('GET', `${API_PATHS.liveExtraTimeCode}:id/`, {
      summary: "The session's extra time code, for the control screen (never the big screen)",
      params: ZIdParamsSchema,
      ok: ZExtraTimeCodeResponseSchema,
      handle: async (ownerId, { params }) => ({ code: await code(ownerId, params.id) }),
    }),
  ]);

  /** A phone's `extraTime:claim`. */
  const socketHandlers: TPhoneSocketHandlers = (socket, context) => {
    socket.on(
      'extraTime:claim',
      withAck(
        LIVE_EVENT_SCHEMAS['extraTime:claim'],
        async (payload) => {
          const joined = joinedRun(socket);
          const work = () => claim(joined, payload.code);
          return { me: await context.guarded('extraTime:claim', work) };
        },
        deps.onError,
      ),
    );
  };

  return { give, code, claim, socketHandlers };
}
