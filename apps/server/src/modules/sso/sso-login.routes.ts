import {
  API_PATHS,
  ZSamlAcsRequestSchema,
  ZSsoRedeemRequestSchema,
  ZSsoRedeemResponseSchema,
  ZSsoStartRequestSchema,
  ZSsoStartResponseSchema,
  ZParticipantSsoStartQuerySchema,
  ZAssignmentSsoStartQuerySchema,
} from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ACCOUNT_ERROR_RESPONSES } from '../../http/openapi-schema';
import type { TRateLimits } from '../../lib/rate-limit';
import { ensureBrowserSecret, readBrowserSecret } from './sso-browser-cookie';
import type { TSsoLoginService } from './sso-login.service';

const tags = ['accounts'];

/** Email-first sign-in: how an address signs in, and the provider's way back. */
export async function registerSsoLoginRoutes(
  app: FastifyInstance,
  deps: { service: TSsoLoginService; rateLimits: TRateLimits; secureCookie: boolean },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    API_PATHS.ssoStart,
    {
      schema: {
        tags,
        summary: 'Password or single sign-on for this email (and the provider address)',
        body: ZSsoStartRequestSchema,
        response: { 200: ZSsoStartResponseSchema, ...ACCOUNT_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await deps.rateLimits.consume('loginPerIp', request.ip);
      return deps.service.start(request.body, () =>
        ensureBrowserSecret(request, reply, { secure: deps.secureCookie }),
      );
    },
  );

  /** A phone's sign-in for a deck or an assignment by its code: off to the provider. */
  const phoneSsoStart = (
    url: string,
    summary: string,
    querystring: z.ZodType<{ code: string }>,
    start: (code: string, browserSecret: () => string) => Promise<string>,
  ) =>
    api.get(url, { schema: { tags, summary, querystring } }, async (request, reply) => {
      await deps.rateLimits.consume('loginPerIp', request.ip);
      const location = await start(request.query.code, () =>
        ensureBrowserSecret(request, reply, { secure: deps.secureCookie }),
      );
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    });
  phoneSsoStart(
    API_PATHS.audienceSsoStart,
    'A phone joining an organisation sign-in deck: redirects to the organisation’s provider (no account is created)',
    ZParticipantSsoStartQuerySchema,
    deps.service.startParticipant,
  );
  phoneSsoStart(
    API_PATHS.assignmentSsoStart,
    'A phone starting an assignment that asks for the organisation’s sign-in: redirects to the organisation’s provider (no account is created)',
    ZAssignmentSsoStartQuerySchema,
    deps.service.startAssignment,
  );

  api.get(
    API_PATHS.ssoCallback,
    {
      schema: {
        tags,
        summary: 'The provider returns here; redirects to the presenter app, signed in or not',
      },
    },
    async (request, reply) => {
      const query = new URL(request.url, 'http://callback.invalid').searchParams;
      const location = await deps.service.callback(query, readBrowserSecret(request));
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  api.post(
    API_PATHS.ssoRedeem,
    {
      schema: {
        tags,
        summary:
          'The browser that started the sign-in trades the one-time code of its return for a session',
        body: ZSsoRedeemRequestSchema,
        response: { 200: ZSsoRedeemResponseSchema, ...ACCOUNT_ERROR_RESPONSES },
      },
    },
    // Like the callback, not counted against sign-ins: a code is a 256-bit secret, not a guess.
    async (request, reply) => {
      const session = await deps.service.redeem(request.body.code, readBrowserSecret(request));
      return reply.header('cache-control', 'no-store').send(session);
    },
  );

  api.get(
    API_PATHS.ssoSamlMetadata,
    {
      schema: {
        tags,
        summary: 'SAML 2.0 service provider metadata (entity ID, assertion consumer service)',
      },
    },
    async (_request, reply) =>
      reply.type('application/samlmetadata+xml').send(deps.service.samlMetadata()),
  );

  // The IdP's answer arrives as an HTML form post: parsed in this scope only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      API_PATHS.ssoSamlAcs,
      {
        schema: {
          tags,
          summary: 'The SAML IdP posts its response here; redirects to the presenter app',
          body: ZSamlAcsRequestSchema,
        },
      },
      async (request, reply) => {
        await deps.rateLimits.consume('loginPerIp', request.ip);
        const location = await deps.service.acs(request.body);
        return reply.header('cache-control', 'no-store').redirect(location, 303);
      },
    );
  });
}
