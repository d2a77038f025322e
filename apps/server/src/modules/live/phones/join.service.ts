import type { TTurnBudget } from '../../../lib/turn-budget';
import type { TClock } from '../../../lib/clock';
import { randomUUID } from 'node:crypto';
import {
  LIVE_LIMITS,
  suggestFreeName,
  toNameKey,
  type TAudienceState,
  type TJoinRequest,
  type TSlideResults,
} from '@crowdeck/core';
import { isUniqueViolation } from '../../../db/errors';
import type { TParticipantRow } from '../../../db/schema/index';
import { createOpaqueToken, hashToken } from '../../../lib/tokens';
import { LIVE_MESSAGES, LiveError } from '../errors';
import { getActiveSlide, type TLiveDeck, type TDeckCache } from '../data/deck-cache';
import type { TJoinClient, TJoinLimits } from './join-limits';
import type { TBuildRoomState, TPhonePushes } from './phone-ports';
import type { TParticipantViews } from './participant-views';
import type { TNewParticipant, TParticipantsRepository } from '../data/participants.repository';
import type { TPresence } from '../capacity/presence';
import type { TResumeReads } from '../data/resume-reads';
import { isProfane } from '../profanity';
import { mayJoinWithIdentity, mayTakeRosterName } from '../../../policies';
import type { TTeamJoin } from './team-join';
import type { TParticipantIdentitySigner } from '../../../lib/participant-identity';
import type { TResultsService } from '../results/results.service';
import type { TUnknownCodes } from './unknown-codes';

/** A real name vouched for by the roster or the organisation's sign-in. */
interface TIdentified {
  name: string;
  nameKey: string | null;
  identifiedBy: 'roster' | 'organisation';
  identityHash: string | null;
}

/** How long a join may reuse the results read for an earlier join (they are pushed anyway). */
const RESULTS_REUSE_MS = 250;

/** A participant admitted to a presentation. */
export interface TJoined {
  deck: TLiveDeck;
  participant: TParticipantRow;
  participantToken: string;
  state: TAudienceState;
}

/**
 * Joins that finish (view, state, acknowledgement: ~0.5 ms each at 15,000 phones) in one turn of
 * the event loop at most; the rest of a committed batch goes on in the next turns.
 */
export const JOINS_PER_TURN = 50;

/**
 * Audience joins: by code, resuming the same participant from its token, with a name on quiz
 * decks (none at all in an anonymous session), within the owner's plan limit of simultaneous members.
 */
export function createJoinService(deps: {
  decks: TDeckCache;
  participants: TParticipantsRepository;
  /** A resume's participant by token, batched with the other resumes of the moment. */
  reads: Pick<TResumeReads, 'participantByToken' | 'isRemoved'>;
  /** Creates a participant once committed (group commit); undefined when its nickname was taken. */
  insertParticipant(values: TNewParticipant): Promise<TParticipantRow | undefined>;
  presence: TPresence;
  views: TParticipantViews;
  results: TResultsService;
  push: TPhonePushes;
  /** What every phone of the room shows now (broadcast/room-state.ts). */
  buildRoomState: TBuildRoomState;
  limits: TJoinLimits;
  unknownCodes: TUnknownCodes;
  /** Spreads the joins of one committed batch over turns of the event loop. */
  turns: Pick<TTurnBudget, 'take'>;
  clock: TClock;
  /** Checks the signed identities phones bring back from their organisation's sign-in. */
  identities?: Pick<TParticipantIdentitySigner, 'verify'> | null;
  /** Team mode: the team a new participant plays for. */
  teams: TTeamJoin;
}) {
  const { clock } = deps;

  /**
   * The real name a phone joins an identified deck with (roster or organisation sign-in), or
   * null for a nickname deck; refused with `identity_required` when missing, unknown or run out.
   */
  function identify(deck: TLiveDeck, input: TJoinRequest): TIdentified | null {
    if (deck.identity === 'roster') {
      const refuse = (reason?: 'unknown') =>
        new LiveError(
          'identity_required',
          reason ? LIVE_MESSAGES.identityRosterUnknown : LIVE_MESSAGES.identityRoster,
          { identity: 'roster', ...(reason ? { reason } : {}) },
        );
      if (!input.rosterName) throw refuse();
      const key = toNameKey(input.rosterName);
      // Taken or not is the unique name key's answer at the insert.
      if (!mayTakeRosterName(deck.roster, key, false)) throw refuse('unknown');
      const name = deck.roster.get(key) ?? input.rosterName;
      return { name, nameKey: key, identifiedBy: 'roster', identityHash: null };
    }
    if (deck.identity === 'organisation') {
      const refuse = (reason?: 'unknown' | 'expired') =>
        new LiveError(
          'identity_required',
          reason === 'expired' ? LIVE_MESSAGES.identityExpired : LIVE_MESSAGES.identityOrganisation,
          { identity: 'organisation', ...(reason ? { reason } : {}) },
        );
      if (!input.identity) throw refuse();
      const claim = deps.identities?.verify(input.identity) ?? null;
      if (!claim) throw refuse('unknown');
      if (!mayJoinWithIdentity(claim, deck, clock.now())) {
        throw refuse(claim.expiresAt <= clock.now() ? 'expired' : 'unknown');
      }
      // Two people may share a name: one person joins once by the provider's key instead.
      return {
        name: claim.name,
        nameKey: null,
        identifiedBy: 'organisation',
        identityHash: claim.identityHash,
      };
    }
    return null;
  }

  /** A real name already joined in this run by someone else. */
  const identityTaken = (deck: TLiveDeck) =>
    new LiveError('identity_required', LIVE_MESSAGES.identityRosterTaken, {
      identity: deck.identity === 'organisation' ? 'organisation' : 'roster',
      reason: 'taken',
    });

  function checkName(deck: TLiveDeck, current: string | null, wanted: string | undefined) {
    // An anonymous session keeps no nickname, not even one a phone sends anyway.
    if (deck.anonymous) return null;
    const name = current ?? wanted ?? null;
    if (deck.hasQuiz && !name) throw new LiveError('name_required', LIVE_MESSAGES.nameRequired);
    if (!current && wanted && deck.isProfanityFilterOn && isProfane(wanted)) {
      throw new LiveError('invalid_input', LIVE_MESSAGES.nameProfane);
    }
    return name;
  }

  /** Phones' results of the active slide, shared by the joins of a burst for a short while. */
  const recentResults = new Map<string, { at: number; value: Promise<TSlideResults | null> }>();
  function phoneResults(deck: TLiveDeck): Promise<TSlideResults | null> {
    const slide = getActiveSlide(deck);
    if (!slide) return Promise.resolve(null);
    const cached = recentResults.get(slide.id);
    if (cached && clock.now() - cached.at < RESULTS_REUSE_MS) return cached.value;
    const value = deps.results.slideResults(deck, slide, 'phones');
    recentResults.set(slide.id, { at: clock.now(), value });
    value.catch(() => recentResults.delete(slide.id));
    return value;
  }

  /** A refusal offering the first free variant of a nickname taken in this presentation. */
  async function nameTaken(deck: TLiveDeck, name: string): Promise<LiveError> {
    const taken = new Set(await deps.participants.listNameKeys(deck.runId, toNameKey(name)));
    const suggestion = suggestFreeName(
      name,
      (key) => taken.has(key),
      LIVE_LIMITS.participantNameMax,
    );
    return new LiveError('name_taken', LIVE_MESSAGES.nameTaken, { suggestion });
  }

  /** Refuses a nickname someone in the presentation has, ignoring case and accents. */
  async function checkNameFree(deck: TLiveDeck, name: string): Promise<void> {
    const key = toNameKey(name);
    const keys = await deps.participants.listNameKeys(deck.runId, key);
    if (keys.includes(key)) throw await nameTaken(deck, name);
  }

  /** The refusal of an ended run; its own participant learns where it finished. */
  async function ended(deck: TLiveDeck, participant: TParticipantRow | null): Promise<LiveError> {
    if (!participant) return new LiveError('ended', LIVE_MESSAGES.ended);
    const rank = deck.hasQuiz ? await deps.views.finalRank(deck, participant.id) : null;
    const final = { name: participant.name, score: participant.score, rank };
    return new LiveError('ended', LIVE_MESSAGES.ended, { final });
  }

  async function admit(deck: TLiveDeck, id: string, name: string | null, socketId: string) {
    const ok = await deps.presence.admit(deck.id, { id, name }, socketId, deck.audienceLimit);
    if (!ok) throw new LiveError('full', LIVE_MESSAGES.full, { limit: deck.audienceLimit });
  }

  return {
    /** Admits a socket as a new or resumed participant; the caller puts it in the rooms. */
    async join(input: TJoinRequest, client: TJoinClient): Promise<TJoined> {
      const { socketId } = client;
      // The code is looked up before anything is counted: only a code that matches no
      // presentation is a guess, so a real one never costs a point, loaded on this node or not.
      await deps.limits.checkSocket(client);
      const deck = deps.unknownCodes.has(input.code) ? null : await deps.decks.byCode(input.code);
      if (!deck) {
        deps.unknownCodes.add(input.code);
        await deps.limits.countMiss(client);
        // A stored participant token means this phone took part under this code: the
        // presentation was deleted since, so its session is over rather than mistyped.
        if (input.participantToken) throw new LiveError('ended', LIVE_MESSAGES.ended);
        throw new LiveError('not_found', LIVE_MESSAGES.notFound);
      }
      // A page on an organisation's own domain is no way into another organisation's decks.
      if (client.audienceHost && deck.organisation?.audienceHost !== client.audienceHost) {
        throw new LiveError('not_found', LIVE_MESSAGES.notFound);
      }
      const found = input.participantToken
        ? await deps.reads.participantByToken(deck.id, hashToken(input.participantToken))
        : null;
      const resumed = found?.runId === deck.runId ? found : null;
      if (deck.runEndedAt) throw await ended(deck, resumed);
      // A phone of an earlier run stays on its thank-you screen (where it finished) until its
      // person chooses to join again; then it joins the new run as someone new.
      if (found && !resumed && !input.again) throw await ended(deck, found);

      let participant: TParticipantRow;
      let participantToken: string;
      if (resumed?.removedAt) throw new LiveError('removed', LIVE_MESSAGES.removed);
      if (
        resumed &&
        input.participantToken &&
        !resumed.identifiedBy &&
        deck.identity !== 'nickname'
      ) {
        // Joined with a nickname before the presenter asked for real names: asked for one now
        // (refused until it gives it), and its answers stay its own once it does.
        const identified = identify(deck, input);
        if (identified) {
          try {
            await deps.participants.identify(resumed.id, identified);
          } catch (error) {
            if (isUniqueViolation(error)) throw identityTaken(deck);
            throw error;
          }
          resumed.name = identified.name;
          resumed.nameKey = identified.nameKey;
          resumed.identifiedBy = identified.identifiedBy;
          resumed.identityHash = identified.identityHash;
        }
      }
      if (resumed && input.participantToken) {
        // An identified participant keeps the real name it joined with.
        const name = resumed.identifiedBy
          ? resumed.name
          : checkName(deck, resumed.name, input.name);
        const naming = name !== resumed.name && name !== null;
        if (naming) await checkNameFree(deck, name);
        await admit(deck, resumed.id, name, socketId);
        if (naming) {
          try {
            await deps.participants.touch(resumed.id, name, toNameKey(name));
          } catch (error) {
            // Its place is given back whatever went wrong; a join of the same moment that took
            // this nickname first (the unique name key) is a name clash, not a failure.
            await deps.presence.detach(deck.id, resumed.id, socketId);
            if (isUniqueViolation(error)) throw await nameTaken(deck, name);
            throw error;
          }
        }
        if (
          !naming &&
          !deck.anonymous &&
          !resumed.identifiedBy &&
          resumed.name &&
          !resumed.nameKey
        ) {
          // Named before nicknames had a key (and missed by the start-up backfill): keyed now,
          // unless an earlier participant of the same nickname holds the key.
          const key = toNameKey(resumed.name);
          await deps.participants.touch(resumed.id, resumed.name, key).catch(async (error) => {
            if (isUniqueViolation(error)) return;
            await deps.presence.detach(deck.id, resumed.id, socketId);
            throw error;
          });
        }
        participant = { ...resumed, name };
        participantToken = input.participantToken;
      } else {
        if (deck.isLocked) throw new LiveError('locked', LIVE_MESSAGES.locked);
        const identified = identify(deck, input);
        const team = await deps.teams.choose(deck, input.team);
        const chosen = team === 'balanced' ? null : team;
        // One phone per team: the team is the participant, named after it.
        const teamPlays = Boolean(chosen && deck.teams?.sharedDevice);
        const name = identified
          ? identified.name
          : teamPlays && chosen
            ? chosen.name
            : checkName(deck, null, input.name);
        // No read of the names first: the insert's unique name key refuses a taken nickname
        // (then nameTaken offers a free one), so a join costs no query of its own.
        await deps.limits.countCreation(client, deck.id);
        const id = randomUUID();
        participantToken = createOpaqueToken();
        let created: TParticipantRow | undefined;
        try {
          await admit(deck, id, name, socketId);
          try {
            created = await deps.insertParticipant({
              id,
              presentationId: deck.id,
              runId: deck.runId,
              tokenHash: hashToken(participantToken),
              name,
              nameKey: identified ? identified.nameKey : name ? toNameKey(name) : null,
              identifiedBy: identified?.identifiedBy ?? null,
              identityHash: identified?.identityHash ?? null,
              teamId: chosen?.id ?? null,
            });
          } catch (error) {
            await deps.presence.detach(deck.id, id, socketId);
            throw error;
          }
          if (!created) {
            // The unique name key let another join of the same moment have this nickname first.
            await deps.presence.detach(deck.id, id, socketId);
            if (identified) throw identityTaken(deck);
            if (teamPlays) throw await deps.teams.taken(deck);
            throw await nameTaken(deck, name ?? '');
          }
        } catch (error) {
          // Nobody was created: the address's allowance of new participants keeps its point.
          await deps.limits.giveBackCreation(client, deck.id);
          throw error;
        }
        participant = created;
        if (team === 'balanced') {
          try {
            participant = { ...created, teamId: await deps.teams.balance(deck, created.id) };
          } catch (error) {
            await deps.presence.detach(deck.id, id, socketId);
            throw error;
          }
        }
      }
      // What is left (the view, the state, the acknowledgement) goes on a few dozen joins a turn.
      await deps.turns.take();
      let me: TJoined['state']['me'];
      let results: Awaited<ReturnType<typeof phoneResults>>;
      try {
        me = resumed
          ? await deps.views.load(deck, participant)
          : deps.views.createNew(participant, deck);
        results = await phoneResults(deck);
      } catch (error) {
        // The socket never becomes this participant's, so its disconnect would not give the
        // place back: give it back here.
        await deps.presence.detach(deck.id, participant.id, socketId);
        throw error;
      }
      deps.push.playersChanged(deck.id);
      if (!resumed && participant.teamId) deps.push.teamsChanged(deck.id);
      return {
        deck,
        participant,
        participantToken,
        state: { ...deps.buildRoomState(deck, results, clock.now()), me },
      };
    },

    /**
     * A socket that came back through connection-state recovery takes a place again, within the
     * plan's limit like any join; refused when the session is full or gone, when a new run
     * started meanwhile (`ended`: the phone learns where it finished), or when the presenter
     * removed the participant meanwhile (the caller lets it go). The removal is read from the
     * database: the phone may have been offline, so out of reach, when it was removed.
     */
    async reattach(
      presentationId: string,
      participant: { id: string; name: string | null; runId?: string },
      socketId: string,
    ): Promise<'placed' | 'full' | 'removed' | 'ended'> {
      const deck = await deps.decks.byId(presentationId);
      if (!deck) return 'full';
      if (participant.runId && participant.runId !== deck.runId) return 'ended';
      if (await deps.reads.isRemoved(participant.id)) return 'removed';
      const ok = await deps.presence.admit(deck.id, participant, socketId, deck.audienceLimit);
      if (!ok) return 'full';
      deps.push.playersChanged(presentationId);
      return 'placed';
    },

    /** Forgets results kept for joins that are past their reuse time (long uptime). */
    sweep(now = clock.now()): void {
      for (const [id, cached] of recentResults) {
        if (now - cached.at >= RESULTS_REUSE_MS) recentResults.delete(id);
      }
    },

    /** Entries held (long-uptime checks). */
    size: () => recentResults.size,

    /** A socket of a participant went away. */
    async leave(presentationId: string, participantId: string, socketId: string): Promise<void> {
      await deps.presence.detach(presentationId, participantId, socketId);
      deps.push.playersChanged(presentationId);
    },
  };
}

export type TJoinService = ReturnType<typeof createJoinService>;
