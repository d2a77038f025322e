import {
  QA_LIMITS,
  type TQaAction,
  type TQaAskRequest,
  type TQaPhoneView,
  type TQaPublicQuestion,
  type TQaQueue,
  type TQaSettingsRequest,
  type TQaVoteRequest,
} from '@crowdeck/core';
import { notFound } from '../../../http/api-error';
import { dateOf, type TClock } from '../../../lib/clock';
import { isUuid } from '../../../lib/ids';
import type { createDeckAccess } from '../../decks/deck-access';
import type { TLiveBus } from '../cluster/bus';
import type { TDeckCache, TLiveDeck } from '../data/deck-cache';
import { LIVE_MESSAGES, LiveError } from '../errors';
import { isProfane } from '../profanity';
import type { TRemovedParticipants } from '../phones/removed-participants';
import type { TPresence } from '../capacity/presence';
import type { TLivePush } from '../broadcast/push';
import type { TLiveGateway } from '../realtime/gateway';
import type { TQaPush } from './qa-push';
import type { TQaRepository } from './qa.repository';
import { toOwnQuestion, toPublicQuestion } from './qa-views';

/** A joined phone, as the socket knows it. */
export interface TQaAsker {
  participantId: string;
  presentationId: string;
  runId: string;
  name: string | null;
  /** The phone's network (lib/address-key): its likes of a question are capped together. */
  addressKey: string;
  /** The socket asking: it must hold a place in the room to ask or like. */
  socketId: string;
}

/**
 * Moderated Q&A: phones ask, like and read the board; the presenter moderates, marks answered,
 * highlights and sets it up. Every question and like is written before it is acknowledged.
 */
export function createQaService(deps: {
  repo: TQaRepository;
  qaPush: TQaPush;
  decks: TDeckCache;
  access: Pick<ReturnType<typeof createDeckAccess>, 'presentation'>;
  removed: Pick<TRemovedParticipants, 'has'>;
  presence: Pick<TPresence, 'holdsPlace'>;
  gateway: TLiveGateway;
  push: Pick<TLivePush, 'roomState'>;
  bus: TLiveBus;
  clock: TClock;
}) {
  const { repo, qaPush, clock } = deps;

  /** The phone's deck when its run takes questions; refusals otherwise. */
  async function openDeck(asker: TQaAsker): Promise<TLiveDeck> {
    const deck = await deps.decks.byId(asker.presentationId);
    if (!deck || deck.runId !== asker.runId || deck.runEndedAt) {
      throw new LiveError('ended', LIVE_MESSAGES.ended);
    }
    if (deps.removed.has(deck.id, asker.participantId)) {
      throw new LiveError('removed', LIVE_MESSAGES.removed);
    }
    if (!deck.qa.enabled) throw new LiveError('not_open', LIVE_MESSAGES.qaOff);
    return deck;
  }

  /** Like `openDeck`, for what counts on the board: only a phone holding a place in the room. */
  async function placedDeck(asker: TQaAsker): Promise<TLiveDeck> {
    const deck = await openDeck(asker);
    if (!deps.presence.holdsPlace(deck.id, asker.participantId, asker.socketId)) {
      throw new LiveError('unauthorized', LIVE_MESSAGES.notJoined);
    }
    return deck;
  }

  async function ownedDeck(ownerId: string, presentationId: string): Promise<TLiveDeck> {
    const row = await deps.access.presentation(ownerId, presentationId, 'present');
    const deck = await deps.decks.byId(row.id);
    if (!deck) throw notFound();
    return deck;
  }

  /** The settings changed: every node reloads the deck, and phones get the new state. */
  async function settingsChanged(presentationId: string): Promise<void> {
    deps.decks.forget(presentationId);
    await deps.bus.publish({ type: 'deck', presentationId });
    const deck = await deps.decks.byId(presentationId);
    if (deck) await deps.push.roomState(deck);
  }

  return {
    /** qa:ask — stores the question (once per request id) within the asker's limit. */
    async ask(
      asker: TQaAsker,
      input: TQaAskRequest,
    ): Promise<{ question: TQaPublicQuestion; pending: boolean; heldBack?: boolean }> {
      const deck = await placedDeck(asker);
      const anonymous =
        deck.qa.names === 'anonymous' || (deck.qa.names === 'choice' && input.anonymous === true);
      const flagged = deck.isProfanityFilterOn && isProfane(input.text);
      const now = dateOf(clock);
      const result = await repo.ask({
        presentationId: deck.id,
        runId: deck.runId,
        participantId: asker.participantId,
        requestId: input.requestId,
        text: input.text,
        authorName: anonymous ? null : asker.name,
        status: deck.qa.moderated || flagged ? 'pending' : 'live',
        flagged,
        now,
        perWindow: QA_LIMITS.questionsPerWindow,
        windowStart: new Date(+now - QA_LIMITS.windowSec * 1000),
      });
      if ('limitedUntil' in result) {
        throw new LiveError('rate_limited', LIVE_MESSAGES.qaTooMany, {
          retryAfterSec: Math.max(1, Math.ceil((+result.limitedUntil - +now) / 1000)),
        });
      }
      const { question } = result;
      const pending = question.status !== 'live';
      if (!result.repeated) qaPush.changed(deck.id, !pending);
      return {
        question: toPublicQuestion(question),
        pending,
        ...(question.flagged ? { heldBack: true } : {}),
      };
    },

    /**
     * qa:vote — one like per participant and question; taking it back is allowed. One network
     * gives a question at most as many likes as the room admits people at once: a client that
     * joins afresh, likes and leaves, over and over, stops there.
     */
    async vote(asker: TQaAsker, input: TQaVoteRequest) {
      const deck = await placedDeck(asker);
      const result = await repo.vote({
        runId: deck.runId,
        questionId: input.questionId,
        participantId: asker.participantId,
        up: input.up,
        addressKey: asker.addressKey,
        perAddress: deck.audienceLimit,
      });
      if (result === 'addressFull') {
        throw new LiveError('full', LIVE_MESSAGES.qaLikesFull, { limit: deck.audienceLimit });
      }
      if (!result) throw new LiveError('not_found', LIVE_MESSAGES.qaMissing);
      qaPush.changed(deck.id, true);
      return result;
    },

    /** qa:list — the board, the phone's own waiting questions and its likes. */
    async list(asker: TQaAsker): Promise<TQaPhoneView> {
      const deck = await openDeck(asker);
      const [board, own] = await Promise.all([
        qaPush.board(deck.id, deck.runId),
        repo.own(deck.runId, asker.participantId),
      ]);
      return { ...board, pending: own.pending.map(toOwnQuestion), votedIds: own.votedIds };
    },

    /** GET /api/live/qa/: the queue of the current run with the settings. */
    async queue(ownerId: string, presentationId: string): Promise<TQaQueue> {
      const deck = await ownedDeck(ownerId, presentationId);
      return qaPush.queue(deck.id, deck.runId);
    },

    /** PUT /api/live/qa/…/settings/: turns Q&A on or off, names, approval. */
    async saveSettings(
      ownerId: string,
      presentationId: string,
      input: TQaSettingsRequest,
    ): Promise<TQaQueue> {
      const deck = await ownedDeck(ownerId, presentationId);
      await repo.saveSettings(deck.id, input);
      await settingsChanged(deck.id);
      qaPush.changed(deck.id, true);
      return qaPush.queue(deck.id, deck.runId);
    },

    /** A participant removed by the presenter: its questions leave the board, its likes go. */
    async participantRemoved(presentationId: string, participantId: string): Promise<void> {
      const dismissed = await repo.dismissAllOf(presentationId, participantId);
      const withdrawn = await repo.withdrawVotesOf(participantId);
      if (dismissed || withdrawn) qaPush.changed(presentationId, true);
    },

    /** POST /api/live/qa/…/question/…/: a moderation action on one question of the run. */
    async act(
      ownerId: string,
      presentationId: string,
      questionId: string,
      action: TQaAction,
    ): Promise<TQaQueue> {
      const deck = await ownedDeck(ownerId, presentationId);
      const before = isUuid(questionId)
        ? await repo.moderate(deck.id, deck.runId, questionId, action, dateOf(clock))
        : null;
      if (!before) throw notFound();
      qaPush.changed(deck.id, true);
      // The asker's own list of waiting questions changed: tell it, on whichever node it is.
      if (action === 'approve' || action === 'dismiss' || action === 'restore') {
        const own = await repo.own(deck.runId, before.participantId);
        deps.gateway.sendToParticipant(before.participantId, {
          type: 'qaMine',
          pending: own.pending.map(toOwnQuestion),
        });
      }
      return qaPush.queue(deck.id, deck.runId);
    },
  };
}

export type TQaService = ReturnType<typeof createQaService>;
