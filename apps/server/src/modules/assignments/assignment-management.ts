import { randomBytes } from 'node:crypto';
import type { TAssignment, TAssignmentCreate, TAssignmentList } from '@crowdeck/core';
import type { TRunRow } from '../../db/schema/index';
import { fieldRefusal, notFound } from '../../http/api-error';
import type { TClock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import {
  authorize,
  mayManageDeck,
  mayRemoveAssignmentParticipant,
  mayRequireOrganisationSignIn,
} from '../../policies';
import { statusAt, windowOf } from './assignment-window';
import type { TAssignmentsRepository } from './assignments.repository';

const CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh link code: 10 letters and digits drawn at random (about 51 bits). */
function newCode(): string {
  const bytes = randomBytes(10);
  return [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/**
 * The presenter's side of assignments (the deck's owner only, the same 404 otherwise): creates
 * one, lists a deck's, closes one now, removes one of its participants.
 */
export function createAssignmentManagement(deps: { repo: TAssignmentsRepository; clock: TClock }) {
  const { repo, clock } = deps;
  const now = () => new Date(clock.now());

  function toAssignment(row: {
    run: TRunRow;
    participantCount: number;
    finishedCount: number;
  }): TAssignment {
    const { run } = row;
    return {
      id: run.id,
      presentationId: run.presentationId,
      code: run.assignmentCode ?? '',
      opensAt: new Date(windowOf(run).opensAt).toISOString(),
      closesAt: new Date(windowOf(run).closesAt).toISOString(),
      timePerQuestionSec: run.timePerQuestionSec,
      showAnswers: run.showAnswers,
      organisationSignIn: run.organisationSignIn,
      participantCount: row.participantCount,
      finishedCount: row.finishedCount,
      status: statusAt(clock.now(), run),
      createdAt: run.startedAt.toISOString(),
    };
  }

  async function ownedDeck(userId: string, presentationId: string) {
    const found = isUuid(presentationId) ? await repo.findDeck(presentationId) : null;
    return authorize(found, (deck) => mayManageDeck(userId, deck));
  }

  async function ownedAssignment(userId: string, id: string) {
    const found = isUuid(id) ? await repo.findById(id) : null;
    return authorize(found, (row) => mayManageDeck(userId, row.presentation));
  }

  return {
    /** POST /api/assignments/: a new assignment of the deck, with the deck's slides as now. */
    async create(userId: string, input: TAssignmentCreate): Promise<TAssignment> {
      const deck = await ownedDeck(userId, input.presentationId);
      const organisationSignIn = input.organisationSignIn ?? false;
      if (organisationSignIn) {
        if (!mayRequireOrganisationSignIn(await repo.organisationSso(deck.ownerId))) {
          throw fieldRefusal(403, 'organisationSignIn', 'participantIdentity.noSso');
        }
        if (deck.anonymousSession) {
          throw fieldRefusal(409, 'organisationSignIn', 'organisationSignIn.anonymous');
        }
      }
      const run = await repo.create({
        presentationId: deck.id,
        code: newCode(),
        opensAt: new Date(input.opensAt),
        closesAt: new Date(input.closesAt),
        timePerQuestionSec: input.timePerQuestionSec,
        showAnswers: input.showAnswers,
        anonymous: deck.anonymousSession,
        organisationSignIn,
        createdAt: now(),
      });
      return toAssignment({ run, participantCount: 0, finishedCount: 0 });
    },

    /** GET /api/assignments/deck/<id>/: the deck's assignments, newest first. */
    async list(userId: string, presentationId: string): Promise<TAssignmentList> {
      const deck = await ownedDeck(userId, presentationId);
      const [rows, sso] = await Promise.all([
        repo.listByDeck(deck.id),
        repo.organisationSso(deck.ownerId),
      ]);
      return {
        assignments: rows.map(toAssignment),
        signIn: {
          available: mayRequireOrganisationSignIn(sso) && !deck.anonymousSession,
          deckDefault: deck.participantIdentity === 'organisation' && !deck.anonymousSession,
        },
      };
    },

    /** POST /api/assignments/<id>/close/: no answers from now on (an earlier closing stays). */
    async close(userId: string, id: string): Promise<TAssignment> {
      const row = await ownedAssignment(userId, id);
      await repo.close(row.run.id, now());
      const after = await repo.findById(row.run.id);
      if (!after) throw notFound();
      return toAssignment(after);
    },

    /**
     * POST /api/assignments/<id>/participants/<participantId>/remove/: the participant's answers
     * leave the assignment's results, and they cannot take it again (nor start afresh).
     */
    async removeParticipant(
      userId: string,
      id: string,
      participantId: string,
    ): Promise<TAssignment> {
      const row = await ownedAssignment(userId, id);
      const found = isUuid(participantId) ? await repo.findParticipantById(participantId) : null;
      const participant = authorize(found, (p) =>
        mayRemoveAssignmentParticipant(userId, row.presentation, p, row.run),
      );
      await repo.removeParticipant(participant.id, now());
      const after = await repo.findById(row.run.id);
      if (!after) throw notFound();
      return toAssignment(after);
    },
  };
}
