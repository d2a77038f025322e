import { API_PATHS, type TAuthResponse } from '@crowdeck/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TDatabase } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import type { TRateLimits } from '../../lib/rate-limit';
import { createUsersRepository } from '../accounts/users.repository';
import { createOrganisationsRepository } from '../organisations/organisations.repository';
import { resolveTxtWithDns, type TResolveTxt } from './domain-verification';
import { createOidcClient } from './oidc-client';
import { createSamlClient } from './saml-client';
import { createSsoCodesRepository } from './sso-codes.repository';
import { createSsoCompletion } from './sso-completion';
import { createSsoIdentitySignIn } from './sso-identity';
import { registerSsoLoginRoutes } from './sso-login.routes';
import { createSsoLoginService } from './sso-login.service';
import { createParticipantSignIn } from './participant-sign-in';
import type { TParticipantIdentitySigner } from '../../lib/participant-identity';
import { registerSsoSettingsRoutes } from './sso-settings.routes';
import { createSsoSettingsService } from './sso-settings.service';
import type { TSsoPolicy } from './sso-policy';

export { createSsoPolicy, type TSsoPolicy } from './sso-policy';

/** Test knobs of single sign-on (production uses the defaults). */
export interface TSsoOptions {
  /**
   * Accept http:// issuers and SAML sign-in URLs (a provider on 127.0.0.1 in tests); production
   * needs https.
   */
  allowHttpIssuers?: boolean;
  /** DNS TXT lookup of domain verification. */
  resolveTxt?: TResolveTxt;
}

/** Wires single sign-on: settings and domains for admins, and the sign-in routes. */
export async function registerSso(
  app: FastifyInstance,
  deps: {
    db: TDatabase;
    policy: TSsoPolicy;
    authenticate: preHandlerAsyncHookHandler;
    rateLimits: TRateLimits;
    startSession(user: TUserRow): Promise<TAuthResponse>;
    dropPassword(userId: string): Promise<void>;
    apiUrl: string;
    presenterUrl: string;
    /** Phones of organisation sign-in decks come back here, to their deck. */
    audienceUrl?: string;
    /** Signs the identity a phone brings back from its organisation's sign-in. */
    participantIdentities?: Pick<TParticipantIdentitySigner, 'sign'>;
    options?: TSsoOptions;
  },
): Promise<void> {
  const allowHttpIssuers = deps.options?.allowHttpIssuers ?? false;
  const oidc = createOidcClient({ allowHttpIssuers });
  const organisations = createOrganisationsRepository(deps.db);
  const redirectUri = `${deps.apiUrl}${API_PATHS.ssoCallback}`;
  const samlSp = {
    entityId: `${deps.apiUrl}${API_PATHS.ssoSamlMetadata}`,
    acsUrl: `${deps.apiUrl}${API_PATHS.ssoSamlAcs}`,
  };
  const saml = createSamlClient(samlSp);
  const { repo, secretBox } = deps.policy;
  const users = createUsersRepository(deps.db);
  registerSsoSettingsRoutes(app, {
    authenticate: deps.authenticate,
    service: createSsoSettingsService({
      organisations,
      repo,
      secretBox,
      oidc,
      allowHttpIssuers,
      resolveTxt: deps.options?.resolveTxt ?? resolveTxtWithDns,
      redirectUri,
      samlSp,
    }),
  });
  await registerSsoLoginRoutes(app, {
    rateLimits: deps.rateLimits,
    // The cookie of an https API is Secure; an http one (a test, a trial on localhost) cannot be.
    secureCookie: deps.apiUrl.startsWith('https:'),
    service: createSsoLoginService({
      repo,
      organisations,
      secretBox,
      oidc,
      saml,
      identity: createSsoIdentitySignIn({
        repo,
        organisations,
        users,
        dropPassword: deps.dropPassword,
        presenterUrl: deps.presenterUrl,
      }),
      completion: createSsoCompletion({
        codes: createSsoCodesRepository(deps.db),
        users,
        startSession: deps.startSession,
        presenterUrl: deps.presenterUrl,
      }),
      redirectUri,
      ...(deps.participantIdentities && deps.audienceUrl
        ? {
            participants: createParticipantSignIn({
              db: deps.db,
              signer: deps.participantIdentities,
              audienceUrl: deps.audienceUrl,
            }),
          }
        : {}),
      reportFailure: (error, context) =>
        app.log.warn({ err: error, ...context }, 'single sign-on failed'),
    }),
  });
}
