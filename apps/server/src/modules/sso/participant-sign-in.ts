import type { TSsoErrorCode } from '@crowdeck/core';
import type { TDatabase } from '../../db/client';
import { hashSsoPerson, type TParticipantIdentitySigner } from '../../lib/participant-identity';
import { createParticipantDecksRepository } from './participant-decks.repository';
import { SsoFailure, type TSsoIdentity } from './sso-identity';

const NAME_MAX = 80;

/**
 * The participant's side of an organisation's sign-in: which deck a phone signs in for, and its
 * way back there with a signed, short-lived identity (the provider's name and a hash of its key
 * for the person). Nothing of the person is stored here; the join checks the identity.
 */
export function createParticipantSignIn(deps: {
  db: TDatabase;
  signer: Pick<TParticipantIdentitySigner, 'sign'>;
  audienceUrl: string;
}) {
  const decks = createParticipantDecksRepository(deps.db);

  return {
    /** The deck of a join code with its owner's organisation, or null. */
    async deckOfCode(code: string) {
      const row = await decks.byCode(code);
      if (!row) return null;
      return row.anonymousSession ? { ...row, participantIdentity: 'nickname' as const } : row;
    },

    /**
     * Where a phone goes when its sign-in failed: back to its deck's page, which words the
     * refusal and offers to sign in again. Null when the deck is gone.
     */
    async failureUrl(presentationId: string, code: TSsoErrorCode): Promise<string | null> {
      const deck = await decks.byId(presentationId);
      if (!deck) return null;
      // What a phone can do about it: sign in again, or later; address problems are the provider's.
      const shown = code === 'email' || code === 'otherOrganisation' ? 'invalid' : code;
      return `${deps.audienceUrl}/${deck.code}#sso_error=${shown}`;
    },

    /** Where the phone goes once the provider vouched for the person: its deck, signed in. */
    async complete(
      presentationId: string,
      organisationId: string,
      identity: TSsoIdentity,
    ): Promise<string> {
      const deck = await decks.byId(presentationId);
      // The deck's owner left the organisation meanwhile: its sign-in vouches for nobody here.
      if (!deck || deck.organisationId !== organisationId) throw new SsoFailure('unavailable');
      const key = identity.subject
        ? { issuer: identity.subject.issuer, id: identity.subject.id }
        : identity.email
          ? { issuer: 'email', id: identity.email.toLowerCase() }
          : null;
      if (!key) throw new SsoFailure('invalid');
      const fallback = identity.email ? identity.email.slice(0, identity.email.indexOf('@')) : '';
      const name = (identity.name ?? fallback).replace(/\s+/g, ' ').trim().slice(0, NAME_MAX);
      if (!name) throw new SsoFailure('invalid');
      const token = deps.signer.sign(
        {
          presentationId: deck.id,
          organisationId,
          name,
          identityHash: hashSsoPerson(organisationId, key.issuer, key.id),
        },
        Date.now(),
      );
      return `${deps.audienceUrl}/${deck.code}#identity=${token}`;
    },
  };
}

export type TParticipantSignIn = ReturnType<typeof createParticipantSignIn>;
