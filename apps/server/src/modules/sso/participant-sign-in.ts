import type { TSsoErrorCode } from '@crowdeck/core';
import type { TDatabase } from '../../db/client';
import { hashSsoPerson, type TParticipantIdentitySigner } from '../../lib/participant-identity';
import { createParticipantDecksRepository } from './participant-decks.repository';
import { SsoFailure, type TSsoIdentity } from './sso-identity';

const NAME_MAX = 80;

/** Where a participant's sign-in was started: a deck's live session, or one of its assignments. */
export interface TParticipantTarget {
  presentationId: string;
  assignmentId: string | null;
}

/** The provider's key for the person and their display name; `invalid` without either. */
function personOf(organisationId: string, identity: TSsoIdentity) {
  const key = identity.subject
    ? { issuer: identity.subject.issuer, id: identity.subject.id }
    : identity.email
      ? { issuer: 'email', id: identity.email.toLowerCase() }
      : null;
  if (!key) throw new SsoFailure('invalid');
  const fallback = identity.email ? identity.email.slice(0, identity.email.indexOf('@')) : '';
  const name = (identity.name ?? fallback).replace(/\s+/g, ' ').trim().slice(0, NAME_MAX);
  if (!name) throw new SsoFailure('invalid');
  return { name, identityHash: hashSsoPerson(organisationId, key.issuer, key.id) };
}

/**
 * The participant's side of an organisation's sign-in: which deck or assignment a phone signs in
 * for, and its way back there with a signed, short-lived identity (the provider's name and a
 * hash of its key for the person). Nothing of the person is stored here; the join checks it.
 */
export function createParticipantSignIn(deps: {
  db: TDatabase;
  signer: Pick<TParticipantIdentitySigner, 'sign'>;
  audienceUrl: string;
}) {
  const decks = createParticipantDecksRepository(deps.db);

  /** The phone's page of the deck (`/<join code>`) or the assignment (`/a/<link code>`). */
  async function pageOf(target: TParticipantTarget): Promise<string | null> {
    if (target.assignmentId) {
      const assignment = await decks.assignment({ id: target.assignmentId });
      return assignment?.code ? `${deps.audienceUrl}/a/${assignment.code}` : null;
    }
    const deck = await decks.byId(target.presentationId);
    return deck ? `${deps.audienceUrl}/${deck.code}` : null;
  }

  return {
    /** The deck of a join code with its owner's organisation, or null. */
    async deckOfCode(code: string) {
      const row = await decks.byCode(code);
      if (!row) return null;
      return row.anonymousSession ? { ...row, participantIdentity: 'nickname' as const } : row;
    },

    /** The assignment of a link code with its deck's owner's organisation, or null. */
    assignmentOfCode: (code: string) => decks.assignment({ code }),

    /**
     * Where a phone goes when its sign-in failed: back to its deck's (or assignment's) page,
     * which words the refusal and offers to sign in again. Null when it is gone.
     */
    async failureUrl(target: TParticipantTarget, code: TSsoErrorCode): Promise<string | null> {
      const page = await pageOf(target);
      if (!page) return null;
      // What a phone can do about it: sign in again, or later; address problems are the provider's.
      const shown = code === 'email' || code === 'otherOrganisation' ? 'invalid' : code;
      return `${page}#sso_error=${shown}`;
    },

    /**
     * Where the phone goes once the provider vouched for the person: its deck, or its
     * assignment, signed in.
     */
    async complete(
      target: TParticipantTarget,
      organisationId: string,
      identity: TSsoIdentity,
    ): Promise<string> {
      const deck = await decks.byId(target.presentationId);
      // The deck's owner left the organisation meanwhile: its sign-in vouches for nobody here.
      if (!deck || deck.organisationId !== organisationId) throw new SsoFailure('unavailable');
      const assignment = target.assignmentId
        ? await decks.assignment({ id: target.assignmentId })
        : null;
      if (target.assignmentId && (!assignment?.code || !assignment.organisationSignIn)) {
        throw new SsoFailure('unavailable');
      }
      const token = deps.signer.sign(
        {
          presentationId: deck.id,
          organisationId,
          ...personOf(organisationId, identity),
          assignmentId: assignment?.id ?? null,
        },
        Date.now(),
      );
      const page = assignment ? `${deps.audienceUrl}/a/${assignment.code}` : null;
      return `${page ?? `${deps.audienceUrl}/${deck.code}`}#identity=${token}`;
    },
  };
}

export type TParticipantSignIn = ReturnType<typeof createParticipantSignIn>;
