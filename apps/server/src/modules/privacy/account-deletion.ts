import type { TDeleteAccountRequest } from '@crowdeck/core';
import type { TUserRow } from '../../db/schema';
import { invalidField } from '../../http/api-error';
import { UNUSABLE_PASSWORD_HASH } from '../../lib/password';
import type { TCheckCurrentPassword } from '../accounts/current-password';
import type { TErasure } from './erasure';

/**
 * An account holder deletes their account: signed in, and asked again who they are — their
 * password (limited like sign-in), or, for an account that signs in only through single sign-on,
 * their email address typed out. Everything goes: decks, runs, answers, sessions and the files
 * nothing else shows (privacy's erasure); live sessions of its decks end.
 */
export function createAccountDeletion(deps: {
  checkCurrentPassword: TCheckCurrentPassword;
  erasure: Pick<TErasure, 'eraseAccount'>;
  /** The account's decks and their join codes, read before they go. */
  decksOf(userId: string): Promise<{ id: string; uniqueCode: string }[]>;
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
      const decks = await deps.decksOf(user.id);
      await deps.erasure.eraseAccount(user.id);
      for (const deck of decks) deps.deckDeleted(deck.id, deck.uniqueCode);
    },
  };
}

export type TAccountDeletion = ReturnType<typeof createAccountDeletion>;
