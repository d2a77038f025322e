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
import { answerOk } from '../../http/ok-answer';
import { organisationRoute, ZOrganisationIdParams } from '../organisations/organisation-route';
import type { TSsoSettingsService } from './sso-settings.service';

/** The organisation's single sign-on settings and domains (owners and admins; 404 otherwise). */
export function registerSsoSettingsRoutes(
  app: FastifyInstance,
  deps: { service: TSsoSettingsService; authenticate: preHandlerAsyncHookHandler },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = organisationRoute(deps.authenticate);
  const domains = API_PATHS.organisationSsoDomains;

  api.get(
    API_PATHS.organisationSso,
    route('The OpenID Connect settings (never the client secret)', {
      response: { 200: ZSsoSettingsSchema },
    }),
    async (request) => deps.service.get(getAuth(request)),
  );

  api.put(
    API_PATHS.organisationSso,
    route('Set issuer, client id, client secret (kept when left out) and SSO required', {
      body: ZSsoSettingsRequestSchema,
      response: { 200: ZSsoSettingsSchema },
    }),
    async (request) => deps.service.save(getAuth(request), request.body),
  );

  api.get(
    domains,
    route('Claimed email domains with their verification tokens', {
      response: { 200: z.object({ domains: z.array(ZOrganisationDomainSchema) }) },
    }),
    async (request) => ({ domains: await deps.service.domains(getAuth(request)) }),
  );

  api.post(
    domains,
    route('Claim a domain; publish TXT crowdeck-verification=<token>, then verify', {
      body: ZClaimDomainRequestSchema,
      response: { 201: ZOrganisationDomainSchema },
    }),
    async (request, reply) => {
      reply.code(201);
      return deps.service.claim(getAuth(request), request.body.domain);
    },
  );

  api.post(
    `${domains}:id/verify/`,
    route("Look up the domain's TXT record and mark it verified", {
      params: ZOrganisationIdParams,
      response: { 200: ZOrganisationDomainSchema },
    }),
    async (request) => deps.service.verify(getAuth(request), request.params.id),
  );

  api.delete(
    `${domains}:id/`,
    route('Drop a claimed domain', {
      params: ZOrganisationIdParams,
      response: { 200: ZOkResponseSchema },
    }),
    async (request) => answerOk(deps.service.remove(getAuth(request), request.params.id)),
  );
}
