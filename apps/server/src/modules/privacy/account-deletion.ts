import { API_ERROR_CODES, type TDeleteAccountRequest } from '@crowdeck/core';
import type { TUserRow } from '../../db/schema';
import { ApiError, invalidField } from '../../http/api-error';
import { UNUSABLE_PASSWORD_HASH } from '../../lib/password';
import type { TCheckCurrentPassword } from '../accounts/current-password';
import { mayDeleteAccount } from '../../policies';
import type { TErasure } from './erasure';

/** 409: the account is the last owner of an organisation, which would be left unmanaged. */
export function lastOwnerOfOrganisation(organisation: string): ApiError {
  return new ApiError(
    409,
    API_ERROR_CODES.conflict,
    `You are the last owner of the organisation “${organisation}”. Make another member its owner, or have the organisation deleted, before you delete your account.`,
  ).because('account.lastOwner', { organisation });
}

/**
 * An account holder deletes their account: signed in, and asked again who they are — their
 * password (limited like sign-in), or, for an account that signs in only through single sign-on,
 * their email address typed out. Everything goes: decks, runs, answers, sessions and the files
 * nothing else shows (privacy's erasure); live sessions of its decks end. The last owner of an
 * organisation is refused (409) so the organisation keeps someone to manage it, and a paid
 * subscription is cancelled at the payment provider before anything is deleted.
 */
export function createAccountDeletion(deps: {
  checkCurrentPassword: TCheckCurrentPassword;
  erasure: Pick<TErasure, 'eraseAccount'>;
  /** The account's decks and their join codes, read before they go. */
  decksOf(userId: string): Promise<{ id: string; uniqueCode: string }[]>;
  /** The organisations the account owns, with their number of owners. */
  ownedOrganisationsOf(userId: string): Promise<{ name: string; owners: number }[]>;
  /** Ends the account's paid subscription at its payment provider (throws if it cannot). */
  cancelSubscription(userId: string): Promise<void>;
  /** A deck went: the live engine forgets it and its phones are told the session ended. */
  deckDeleted(presentationId: string, code: string): void;
}) {
  /** Throws 400 (or 429) unless the request proves it is the holder. */
  async function confirm(user: TUserRow, body: TDeleteAccountRequest, ip: string) {
    if (user.passwordHash !== UNUSABLE_PASSWORD_HASH) {
      if (body.currentPassword === undefined) {
        throw invalidField('currentPassword', 'currentPassword.required');
      }
      await deps.checkCurrentPassword(user, body.currentPassword, ip);
      return;
    }
    const typed = body.confirmation?.trim().toLowerCase();
    if (!typed) throw invalidField('confirmation', 'confirmation.required');
    if (typed !== user.email) throw invalidField('confirmation', 'confirmation.wrong');
  }

  return {
    /** DELETE /api/users/account/. */
    async deleteAccount(user: TUserRow, body: TDeleteAccountRequest, ip: string): Promise<void> {
      await confirm(user, body, ip);
      const owned = await deps.ownedOrganisationsOf(user.id);
      if (!mayDeleteAccount(owned)) {
        const orphaned = owned.find((organisation) => organisation.owners <= 1);
        throw lastOwnerOfOrganisation(orphaned?.name ?? '');
      }
      // Nothing is charged again for an account that is gone: the subscription ends first, and a
      // provider that cannot be reached keeps the account (the holder tries again).
      await deps.cancelSubscription(user.id);
      const decks = await deps.decksOf(user.id);
      await deps.erasure.eraseAccount(user.id);
      for (const deck of decks) deps.deckDeleted(deck.id, deck.uniqueCode);
    },
  };
}

export type TAccountDeletion = ReturnType<typeof createAccountDeletion>;
