import * as oidc from 'openid-client';
import { entraTenantOf, identityFromClaims } from './entra';
import type { TSsoIdentity } from './sso-identity';

/** An organisation's provider as this server signs in with it. */
export interface TOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What one sign-in carries from the start to the callback. */
export interface TOidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The identity the provider vouched for in a verified ID token. */
export type TOidcIdentity = TSsoIdentity;

/** Thrown when the provider answered the callback with an error (the person said no). */
export class OidcDeniedError extends Error {
  override name = 'OidcDeniedError';
}

const TIMEOUT_SECONDS = 10;

/**
 * The authorization code flow with PKCE (S256) through openid-client. ID tokens are checked
 * against the provider's published keys (JWKS) as well as iss, aud, exp and nonce: openid-client
 * does not check the signature of a token fetched from the token endpoint unless told to.
 * `allowHttpIssuers` lets tests use a provider on http://127.0.0.1; production needs https.
 */
export function createOidcClient(options: { allowHttpIssuers: boolean }) {
  const execute = options.allowHttpIssuers ? [oidc.allowInsecureRequests] : [];

  async function configure(provider: TOidcProvider): Promise<oidc.Configuration> {
    const config = await oidc.discovery(
      new URL(provider.issuer),
      provider.clientId,
      provider.clientSecret,
      undefined,
      { execute, timeout: TIMEOUT_SECONDS },
    );
    oidc.enableNonRepudiationChecks(config);
    return config;
  }

  return {
    /** Whether an OpenID provider answers discovery at this issuer. */
    async isReachable(issuer: string): Promise<boolean> {
      try {
        await oidc.discovery(new URL(issuer), 'crowdeck', undefined, undefined, {
          execute,
          timeout: TIMEOUT_SECONDS,
        });
        return true;
      } catch {
        return false;
      }
    },

    /** Fresh state, nonce and PKCE verifier for one sign-in. */
    createChecks(): TOidcChecks {
      return {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
    },

    /** The provider's authorization address for this sign-in. */
    async authorizationUrl(
      provider: TOidcProvider,
      checks: TOidcChecks,
      params: { redirectUri: string; loginHint: string | null },
    ): Promise<string> {
      const config = await configure(provider);
      return oidc
        .buildAuthorizationUrl(config, {
          redirect_uri: params.redirectUri,
          scope: 'openid email profile',
          response_type: 'code',
          state: checks.state,
          nonce: checks.nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
          code_challenge_method: 'S256',
          ...(params.loginHint ? { login_hint: params.loginHint } : {}),
        })
        .toString();
    },

    /**
     * Redeems the code of the callback address and verifies the ID token; OidcDeniedError when
     * the provider answered with an error, any other error when its answer cannot be trusted.
     */
    async redeem(
      provider: TOidcProvider,
      checks: TOidcChecks,
      callbackUrl: URL,
    ): Promise<TOidcIdentity> {
      const config = await configure(provider);
      let tokens;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        if (error instanceof oidc.AuthorizationResponseError) throw new OidcDeniedError();
        throw error;
      }
      const idToken = tokens.claims();
      if (!idToken) throw new Error('no ID token');
      // Entra signs every tenant's tokens with the same keys: the issuer check (openid-client)
      // and this one are what keep another tenant's people out.
      const tenant = entraTenantOf(provider.issuer);
      if (tenant && String(idToken.tid ?? '').toLowerCase() !== tenant) {
        throw new Error('the ID token is of another tenant');
      }
      // Providers that also issue an access token may keep the email to the userinfo endpoint.
      // Entra's is Microsoft Graph's, and it has no more than the ID token's optional claims.
      const userInfo =
        idToken.email === undefined && !tenant
          ? await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)
          : {};
      // The ID token's own claims (sub, tid, oid) win over the userinfo's.
      const { subject, ...identity } = identityFromClaims(
        { ...userInfo, ...idToken },
        provider.issuer,
      );
      return { ...identity, subject: { issuer: String(idToken.iss), id: subject } };
    },
  };
}

export type TOidcClient = ReturnType<typeof createOidcClient>;
