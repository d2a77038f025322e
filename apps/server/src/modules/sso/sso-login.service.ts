import {
  SSO_COMPLETE_ROUTE,
  SSO_LOGIN_TTL_MS,
  type TAuthResponse,
  type TSsoErrorCode,
  type TSsoStartRequest,
  type TSsoStartResponse,
} from '@crowdeck/core';
import type { TUserRow } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isUsablePasswordHash, UNUSABLE_PASSWORD_HASH } from '../../lib/password';
import { EmailTakenError, type TUsersRepository } from '../accounts/users.repository';
import {
  AlreadyMemberError,
  type TOrganisationsRepository,
} from '../organisations/organisations.repository';
import type { TClientSecretBox } from './client-secret-box';
import { OidcDeniedError, type TOidcClient } from './oidc-client';
import { domainOf, findSsoOrganisation, providerOf } from './sso-policy';
import type { TSsoRepository } from './sso.repository';

/** A failed sign-in: the callback sends the browser to the login page with its code. */
class SsoFailure extends Error {
  override name = 'SsoFailure';
  constructor(readonly code: TSsoErrorCode) {
    super(code);
  }
}

const NAME_MAX = 80;

/**
 * Email-first sign-in through an organisation's OpenID provider: `start` routes an address of a
 * verified domain to the provider, `complete` checks its answer, finds or creates the account,
 * makes it a member and starts a session like a password sign-in does.
 */
export function createSsoLoginService(deps: {
  repo: TSsoRepository;
  organisations: Pick<TOrganisationsRepository, 'findById' | 'membershipOf' | 'addMember'>;
  users: Pick<TUsersRepository, 'findByEmail' | 'insert'>;
  secretBox: TClientSecretBox | null;
  oidc: TOidcClient;
  startSession(user: TUserRow): Promise<TAuthResponse>;
  /** Makes the password unusable and ends every session of the user. */
  dropPassword(userId: string): Promise<void>;
  redirectUri: string;
  presenterUrl: string;
  reportFailure(error: unknown, context: { organisationId: string }): void;
}) {
  const { repo } = deps;

  const ssoOrganisationFor = (email: string) => findSsoOrganisation(repo, deps.secretBox, email);

  async function findOrCreateUser(email: string, name: string | null): Promise<TUserRow> {
    const existing = await deps.users.findByEmail(email);
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
      const raced = error instanceof EmailTakenError && (await deps.users.findByEmail(email));
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
      await deps.organisations.addMember(organisationId, user.id, 'member');
    } catch (error) {
      if (error instanceof AlreadyMemberError) throw new SsoFailure('otherOrganisation');
      throw error;
    }
    // Crowdeck never confirmed that whoever registered this address owns it; the provider just
    // did. Whoever set the password before is shut out (the owner can mail themselves a new one).
    if (isUsablePasswordHash(user.passwordHash)) await deps.dropPassword(user.id);
  }

  async function complete(query: URLSearchParams): Promise<string> {
    const login = await repo.takeLogin(query.get('state') ?? '');
    if (!login) throw new SsoFailure('expired');
    const organisation = await deps.organisations.findById(login.organisationId);
    const provider = organisation && providerOf(organisation, deps.secretBox);
    if (!provider) throw new SsoFailure('unavailable');
    const callbackUrl = new URL(deps.redirectUri);
    callbackUrl.search = query.toString();
    const identity = await deps.oidc.redeem(provider, login, callbackUrl).catch((error) => {
      if (error instanceof OidcDeniedError) throw new SsoFailure('denied');
      deps.reportFailure(error, { organisationId: login.organisationId });
      throw new SsoFailure('invalid');
    });
    if (!identity.email || !identity.emailVerified) throw new SsoFailure('email');
    const owner = await repo.organisationOfVerifiedDomain(domainOf(identity.email));
    if (owner?.id !== login.organisationId) throw new SsoFailure('email');
    const user = await findOrCreateUser(identity.email, identity.name);
    await joinOrganisation(user, login.organisationId);
    const { token } = await deps.startSession(user);
    const fragment = new URLSearchParams({ token, next: login.next ?? '' });
    return `${deps.presenterUrl}${SSO_COMPLETE_ROUTE}#${fragment.toString()}`;
  }

  return {
    /** `{sso: false}` (ask for the password) or the provider's address with a fresh sign-in. */
    async start(input: TSsoStartRequest): Promise<TSsoStartResponse> {
      const found = await ssoOrganisationFor(input.email);
      if (!found) return { sso: false };
      await repo.deleteExpiredLogins();
      const checks = deps.oidc.createChecks();
      let redirectUrl: string;
      try {
        redirectUrl = await deps.oidc.authorizationUrl(found.provider, checks, {
          redirectUri: deps.redirectUri,
          loginHint: input.email,
        });
      } catch (error) {
        deps.reportFailure(error, { organisationId: found.organisation.id });
        throw new ApiError(
          503,
          'internal_error',
          'Your organisation’s sign-in page is not answering. Try again in a moment.',
        );
      }
      await repo.insertLogin({
        ...checks,
        organisationId: found.organisation.id,
        next: input.next ?? null,
        expiresAt: new Date(Date.now() + SSO_LOGIN_TTL_MS),
      });
      return { sso: true, redirectUrl };
    },

    /** Handles the provider's callback; returns where to send the browser, success or not. */
    async callback(query: URLSearchParams): Promise<string> {
      try {
        return await complete(query);
      } catch (error) {
        if (!(error instanceof SsoFailure)) throw error;
        return `${deps.presenterUrl}/login?sso_error=${error.code}`;
      }
    },
  };
}

export type TSsoLoginService = ReturnType<typeof createSsoLoginService>;
