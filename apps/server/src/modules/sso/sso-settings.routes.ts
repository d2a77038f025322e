import {
  API_PATHS,
  ZClaimDomainRequestSchema,
  ZOkResponseSchema,
  ZOrganisationDomainSchema,
  ZSsoSettingsRequestSchema,
  ZSsoSettingsSchema,
} from '@crowdeck/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth } from '../../http/authenticate';
import { AUTHED_ERROR_RESPONSES, BEARER_SECURITY } from '../../http/openapi-schema';
import type { TSsoSettingsService } from './sso-settings.service';

const tags = ['organisations'];
const security = BEARER_SECURITY;
const errors = { ...AUTHED_ERROR_RESPONSES, 403: AUTHED_ERROR_RESPONSES[404] };
const ZIdParams = z.strictObject({ id: z.uuid('invalidType') });

/** The organisation's single sign-on settings and domains (owners and admins; 404 otherwise). */
export function registerSsoSettingsRoutes(
  app: FastifyInstance,
  deps: { service: TSsoSettingsService; authenticate: preHandlerAsyncHookHandler },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = deps.authenticate;
  const domains = API_PATHS.organisationSsoDomains;

  api.get(
    API_PATHS.organisationSso,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The OpenID Connect settings (never the client secret)',
        response: { 200: ZSsoSettingsSchema, ...errors },
      },
    },
    async (request) => deps.service.get(getAuth(request)),
  );

  api.put(
    API_PATHS.organisationSso,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Set issuer, client id, client secret (kept when left out) and SSO required',
        body: ZSsoSettingsRequestSchema,
        response: { 200: ZSsoSettingsSchema, ...errors },
      },
    },
    async (request) => deps.service.save(getAuth(request), request.body),
  );

  api.get(
    domains,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Claimed email domains with their verification tokens',
        response: { 200: z.object({ domains: z.array(ZOrganisationDomainSchema) }), ...errors },
      },
    },
    async (request) => ({ domains: await deps.service.domains(getAuth(request)) }),
  );

  api.post(
    domains,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Claim a domain; publish TXT crowdeck-verification=<token>, then verify',
        body: ZClaimDomainRequestSchema,
        response: { 201: ZOrganisationDomainSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return deps.service.claim(getAuth(request), request.body.domain);
    },
  );

  api.post(
    `${domains}:id/verify/`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Look up the domain's TXT record and mark it verified",
        params: ZIdParams,
        response: { 200: ZOrganisationDomainSchema, ...errors },
      },
    },
    async (request) => deps.service.verify(getAuth(request), request.params.id),
  );

  api.delete(
    `${domains}:id/`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Drop a claimed domain',
        params: ZIdParams,
        response: { 200: ZOkResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deps.service.remove(getAuth(request), request.params.id);
      return { ok: true as const };
    },
  );
}
