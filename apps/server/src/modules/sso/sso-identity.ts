import type { TSsoErrorCode } from '@crowdeck/core';
import type { TSsoLoginRow, TUserRow } from '../../db/schema';
import { isUsablePasswordHash, UNUSABLE_PASSWORD_HASH } from '../../lib/password';
import { EmailTakenError, type TUsersRepository } from '../accounts/users.repository';
import {
  AlreadyMemberError,
  type TOrganisationsRepository,
} from '../organisations/organisations.repository';
import { domainOf } from './sso-policy';
import type { TSsoRepository } from './sso.repository';

/** Who the provider vouched for, whichever protocol: OpenID Connect or SAML. */
export interface TSsoIdentity {
  email: string | null;
  /** The provider vouches that the address is the person's. */
  emailVerified: boolean;
  name: string | null;
  /** OpenID Connect: the person's stable key at the provider (see `entra.ts`). */
  subject?: { issuer: string; id: string };
  /** The token comes from the very tenant (directory) the organisation's issuer names. */
  fromBoundTenant?: boolean;
}

/** A failed sign-in: the browser goes to the login page with its code. */
export class SsoFailure extends Error {
  override name = 'SsoFailure';
  constructor(readonly code: TSsoErrorCode) {
    super(code);
  }
}

const NAME_MAX = 80;

/**
 * The part of a sign-in both protocols share once the provider's answer is verified: the address
 * must be confirmed and on a verified domain of the organisation the sign-in started for; the
 * account is found or created and made a member. The session itself starts only when the browser
 * that began the sign-in redeems its one-time code (`sso-completion.ts`).
 */
export function createSsoIdentitySignIn(deps: {
  repo: Pick<TSsoRepository, 'organisationOfVerifiedDomain' | 'userOfSubject' | 'linkSubject'>;
  organisations: Pick<TOrganisationsRepository, 'membershipOf' | 'addMember'>;
  users: Pick<TUsersRepository, 'findByEmail' | 'insert'>;
  /** Makes the password unusable and ends every session of the user. */
  dropPassword(userId: string): Promise<void>;
  presenterUrl: string;
}) {
  /** The account of the address, created when there is none; `newOnly`: refused when there is. */
  async function findOrCreateUser(
    email: string,
    name: string | null,
    newOnly: boolean,
  ): Promise<TUserRow> {
    const existing = await deps.users.findByEmail(email);
    if (existing && newOnly) throw new SsoFailure('email');
    if (existing) return existing;
    const fallback = email.slice(0, email.lastIndexOf('@'));
    try {
      return await deps.users.insert({
        name: (name ?? fallback).slice(0, NAME_MAX).trim() || fallback.slice(0, NAME_MAX),
        email,
        passwordHash: UNUSABLE_PASSWORD_HASH,
      });
    } catch (error) {
      // Two first sign-ins at once: the other one created the account.
      const raced =
        error instanceof EmailTakenError && !newOnly && (await deps.users.findByEmail(email));
      if (error instanceof EmailTakenError && newOnly) throw new SsoFailure('email');
      if (raced) return raced;
      throw error;
    }
  }

  /** Makes the user a member; refuses one who belongs to another organisation. */
  async function joinOrganisation(user: TUserRow, organisationId: string): Promise<void> {
    const membership = await deps.organisations.membershipOf(user.id);
    if (membership) {
      if (membership.organisation.id !== organisationId) throw new SsoFailure('otherOrganisation');
      return;
    }
    try {
      await deps.organisations.addMember(organisationId, user.id, 'member', {
        organisationId,
        actorUserId: user.id,
        actorLabel: user.email,
        action: 'memberJoined',
        targetType: 'member',
        targetId: user.id,
        details: { email: user.email, role: 'member', via: 'sso' },
      });
    } catch (error) {
      if (error instanceof AlreadyMemberError) throw new SsoFailure('otherOrganisation');
      throw error;
    }
    // Crowdeck never confirmed that whoever registered this address owns it; the provider just
    // did. Whoever set the password before is shut out (the owner can mail themselves a new one).
    if (isUsablePasswordHash(user.passwordHash)) await deps.dropPassword(user.id);
  }

  return {
    /**
     * The account the identity signs in as for `login` (found or created, a member). A subject
     * that signed in before is that account again, whatever address the provider sends now. A
     * first sign-in needs an address of a verified domain of the organisation; it takes over an
     * existing account only when the provider vouches for the address, and an address it does not
     * vouch for (Entra's `preferred_username`, an `email` without `xms_edov`) opens a new account
     * only when the token comes from the organisation's own tenant.
     */
    async signIn(login: TSsoLoginRow, identity: TSsoIdentity): Promise<TUserRow> {
      const { subject } = identity;
      const known = subject && (await deps.repo.userOfSubject(login.organisationId, subject));
      if (known) {
        await joinOrganisation(known, login.organisationId);
        return known;
      }
      if (!identity.email) throw new SsoFailure('email');
      if (!identity.emailVerified && !identity.fromBoundTenant) throw new SsoFailure('email');
      const owner = await deps.repo.organisationOfVerifiedDomain(domainOf(identity.email));
      if (owner?.id !== login.organisationId) throw new SsoFailure('email');
      const user = await findOrCreateUser(identity.email, identity.name, !identity.emailVerified);
      await joinOrganisation(user, login.organisationId);
      if (subject) await deps.repo.linkSubject(login.organisationId, subject, user.id);
      return user;
    },

    /** Where the browser goes after a refusal: the login page, which words the code. */
    failureUrl(code: TSsoErrorCode): string {
      return `${deps.presenterUrl}/login?sso_error=${code}`;
    },
  };
}

export type TSsoIdentitySignIn = ReturnType<typeof createSsoIdentitySignIn>;
