import {
  SSO_LOGIN_TTL_MS,
  type TSamlAcsRequest,
  type TSsoStartRequest,
  type TSsoStartResponse,
} from '@crowdeck/core';
import type { TSsoLoginRow } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { hashToken } from '../../lib/tokens';
import type { TOrganisationsRepository } from '../organisations/organisations.repository';
import type { TClientSecretBox } from './client-secret-box';
import { OidcDeniedError, type TOidcClient } from './oidc-client';
import type { TSamlClient } from './saml-client';
import type { TSsoCompletion } from './sso-completion';
import { SsoFailure, type TSsoIdentity, type TSsoIdentitySignIn } from './sso-identity';
import { findSsoOrganisation, providerOf, type TSsoProvider } from './sso-policy';
import type { TSsoRepository } from './sso.repository';
import type { TParticipantSignIn } from './participant-sign-in';

/**
 * Email-first sign-in through an organisation's identity provider: `start` routes an address of
 * a verified domain to the provider (OpenID Connect or SAML 2.0) and binds the sign-in to the
 * browser's cookie secret; `callback` (OIDC) and `acs` (SAML) check its answer, hand the identity
 * to the sign-in both protocols share, and send the browser back with a one-time code that only
 * the starting browser can redeem. The OIDC callback also refuses a browser other than the
 * starting one; the SAML response is a cross-site POST that carries no SameSite=Lax cookie, so
 * there the code's redemption is the browser check.
 */
export function createSsoLoginService(deps: {
  repo: TSsoRepository;
  organisations: Pick<TOrganisationsRepository, 'findById'>;
  secretBox: TClientSecretBox | null;
  oidc: TOidcClient;
  saml: TSamlClient;
  identity: TSsoIdentitySignIn;
  completion: TSsoCompletion;
  redirectUri: string;
  reportFailure(error: unknown, context: { organisationId: string }): void;
  /** Participants of organisation sign-in decks: their way back to the deck (no account). */
  participants?: TParticipantSignIn;
}) {
  const { repo } = deps;

  /**
   * Takes the sign-in by its state and the provider of its organisation, of this protocol; with
   * `browserHash`, only a sign-in that this browser started.
   */
  async function takeLogin<P extends TSsoProvider['protocol']>(
    state: string,
    protocol: P,
    browserHash: string | null,
  ) {
    const login = await repo.takeLogin(state, browserHash);
    if (!login) throw new SsoFailure('expired');
    const organisation = await deps.organisations.findById(login.organisationId);
    const provider = organisation && providerOf(organisation, deps.secretBox);
    // Also when the admin switched protocols while this sign-in was at the provider.
    if (provider?.protocol !== protocol) throw new SsoFailure('unavailable');
    // Cast: the check above makes the protocol P; TypeScript does not narrow a generic union by it.
    return { login, provider: provider as Extract<TSsoProvider, { protocol: P }> };
  }

  /** The provider's answer cannot be trusted: logged for the operator, `invalid` for the person. */
  const untrusted =
    (login: TSsoLoginRow) =>
    (error: unknown): never => {
      deps.reportFailure(error, { organisationId: login.organisationId });
      throw new SsoFailure('invalid');
    };

  async function completeOidc(
    query: URLSearchParams,
    browserSecret: string | null,
  ): Promise<string> {
    // A browser without the cookie did not start this sign-in (or it ran out).
    if (!browserSecret) throw new SsoFailure('expired');
    const state = query.get('state') ?? '';
    const { login, provider } = await takeLogin(state, 'oidc', hashToken(browserSecret));
    if (!login.codeVerifier) throw new SsoFailure('expired');
    const callbackUrl = new URL(deps.redirectUri);
    callbackUrl.search = query.toString();
    const checks = { state: login.state, nonce: login.nonce, codeVerifier: login.codeVerifier };
    const identity = await deps.oidc.redeem(provider, checks, callbackUrl).catch((error) => {
      if (error instanceof OidcDeniedError) throw new SsoFailure('denied');
      return untrusted(login)(error);
    });
    if (login.presentationId) return participantReturn(login, identity);
    return deps.completion.issue(login, await deps.identity.signIn(login, identity));
  }

  /**
   * A participant's sign-in ends back at its deck's (or assignment's) phone page with a signed
   * identity.
   */
  async function participantReturn(login: TSsoLoginRow, identity: TSsoIdentity): Promise<string> {
    if (!deps.participants || !login.presentationId) throw new SsoFailure('unavailable');
    const target = { presentationId: login.presentationId, assignmentId: login.assignmentId };
    return deps.participants.complete(target, login.organisationId, identity);
  }

  async function completeSaml(body: TSamlAcsRequest): Promise<string> {
    // No browser check here: the redemption of the code is it.
    const { login, provider } = await takeLogin(body.RelayState ?? '', 'saml', null);
    // The AuthnRequest ID was kept as the sign-in's nonce.
    const identity: TSsoIdentity = await deps.saml
      .validate(provider, login.nonce, body)
      .catch(untrusted(login));
    if (login.presentationId) return participantReturn(login, identity);
    return deps.completion.issue(login, await deps.identity.signIn(login, identity));
  }

  /**
   * Runs a completion; a refusal becomes the presenter's login page with its code, or, for a
   * phone's sign-in, its deck's page on the audience app (which words it and offers a retry).
   */
  async function redirectAfter(state: string, complete: () => Promise<string>): Promise<string> {
    // Read before the completion takes the sign-in: a refusal is shown where it was started.
    const target = await repo.participantTargetOfLogin(state);
    try {
      return await complete();
    } catch (error) {
      if (!(error instanceof SsoFailure)) throw error;
      const phone =
        target && deps.participants ? await deps.participants.failureUrl(target, error.code) : null;
      return phone ?? deps.identity.failureUrl(error.code);
    }
  }

  /** The provider's address for a fresh sign-in, and what the way back is checked against. */
  async function begin(provider: TSsoProvider, email: string | null) {
    if (provider.protocol === 'saml') {
      const checks = deps.saml.createChecks();
      const redirectUrl = await deps.saml.authorizationUrl(provider, checks);
      return { redirectUrl, state: checks.relayState, nonce: checks.requestId, codeVerifier: null };
    }
    const checks = deps.oidc.createChecks();
    const redirectUrl = await deps.oidc.authorizationUrl(provider, checks, {
      redirectUri: deps.redirectUri,
      loginHint: email,
    });
    return { redirectUrl, ...checks };
  }

  /** The sign-in provider of a deck owner's organisation, when it has one set up. */
  async function providerOfOrganisation(organisationId: string | null) {
    const organisation = organisationId ? await deps.organisations.findById(organisationId) : null;
    const provider = organisation && providerOf(organisation, deps.secretBox);
    return organisation && provider ? { provider, organisationId: organisation.id } : null;
  }

  /** A phone's fresh sign-in for a deck or an assignment: stored, and the provider's address. */
  async function beginParticipant(
    found: { provider: TSsoProvider; organisationId: string },
    target: { presentationId: string; assignmentId: string | null },
    browserSecret: () => string,
  ): Promise<string> {
    const { redirectUrl, ...checks } = await begin(found.provider, null);
    await repo.insertLogin({
      ...checks,
      browserHash: hashToken(browserSecret()),
      organisationId: found.organisationId,
      next: null,
      presentationId: target.presentationId,
      assignmentId: target.assignmentId,
      expiresAt: new Date(Date.now() + SSO_LOGIN_TTL_MS),
    });
    return redirectUrl;
  }

  return {
    /**
     * `{sso: false}` (ask for the password) or the provider's address with a fresh sign-in of the
     * browser whose cookie secret `browserSecret()` gives (asked only then).
     */
    async start(input: TSsoStartRequest, browserSecret: () => string): Promise<TSsoStartResponse> {
      const found = await findSsoOrganisation(repo, deps.secretBox, input.email);
      if (!found) return { sso: false };
      let started;
      try {
        started = await begin(found.provider, input.email);
      } catch (error) {
        deps.reportFailure(error, { organisationId: found.organisation.id });
        throw new ApiError(
          503,
          'internal_error',
          'Your organisation’s sign-in page is not answering. Try again in a moment.',
        );
      }
      const { redirectUrl, ...checks } = started;
      await repo.insertLogin({
        ...checks,
        browserHash: hashToken(browserSecret()),
        organisationId: found.organisation.id,
        next: input.next ?? null,
        presentationId: null,
        assignmentId: null,
        expiresAt: new Date(Date.now() + SSO_LOGIN_TTL_MS),
      });
      return { sso: true, redirectUrl };
    },

    /**
     * The provider's address for a phone joining an organisation sign-in deck: the sign-in is
     * bound to the phone's cookie secret like a presenter's, and creates no account.
     */
    async startParticipant(code: string, browserSecret: () => string): Promise<string> {
      const deck = deps.participants ? await deps.participants.deckOfCode(code) : null;
      const found = await providerOfOrganisation(deck?.organisationId ?? null);
      if (!deck || !found || deck.participantIdentity !== 'organisation') {
        throw new ApiError(404, 'not_found', 'There is no presentation with this code.');
      }
      const target = { presentationId: deck.id, assignmentId: null };
      try {
        return await beginParticipant(found, target, browserSecret);
      } catch (error) {
        deps.reportFailure(error, { organisationId: found.organisationId });
        throw new ApiError(
          503,
          'internal_error',
          'Your organisation’s sign-in page is not answering. Try again in a moment.',
        );
      }
    },

    /**
     * The provider's address for a phone starting (or coming back to) an assignment that asks
     * for the organisation's sign-in; when that sign-in is not available now, the assignment's
     * page, which says so and offers to try again.
     */
    async startAssignment(code: string, browserSecret: () => string): Promise<string> {
      const assignment = deps.participants ? await deps.participants.assignmentOfCode(code) : null;
      if (!deps.participants || !assignment?.organisationSignIn) {
        throw new ApiError(404, 'not_found', 'There is no assignment at this address.');
      }
      const target = { presentationId: assignment.presentationId, assignmentId: assignment.id };
      const unavailable = async () =>
        (await deps.participants?.failureUrl(target, 'unavailable')) ?? '/';
      const found = await providerOfOrganisation(assignment.organisationId);
      if (!found) return unavailable();
      try {
        return await beginParticipant(found, target, browserSecret);
      } catch (error) {
        deps.reportFailure(error, { organisationId: found.organisationId });
        return unavailable();
      }
    },

    /** Handles the OpenID provider's callback in a browser; returns where to send it. */
    callback: (query: URLSearchParams, browserSecret: string | null) =>
      redirectAfter(query.get('state') ?? '', () => completeOidc(query, browserSecret)),

    /** Handles the SAML IdP's posted response; returns where to send the browser. */
    acs: (body: TSamlAcsRequest) => redirectAfter(body.RelayState ?? '', () => completeSaml(body)),

    /** The session for the one-time code of a finished sign-in, for the browser that began it. */
    redeem: (code: string, browserSecret: string | null) =>
      deps.completion.redeem(code, browserSecret),

    /** This server's SAML service provider metadata. */
    samlMetadata: () => deps.saml.metadata(),
  };
}

export type TSsoLoginService = ReturnType<typeof createSsoLoginService>;
