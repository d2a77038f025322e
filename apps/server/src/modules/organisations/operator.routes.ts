import {
  API_PATHS,
  ZOkResponseSchema,
  ZOperatorAddMemberSchema,
  ZOperatorCreateOrganisationSchema,
  ZOperatorSetPlanSchema,
  ZOperatorVerifyAudienceHostSchema,
  ZOperatorVerifyDomainSchema,
} from '@crowdeck/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/api-error';
import { answerOk } from '../../http/ok-answer';
import { AUTHED_ERROR_RESPONSES, authedRoute } from '../../http/openapi-schema';
import { bearerTokenOf, isOperator } from '../../policies';
import type { TOperatorService } from './operator.service';
import { ZOrganisationIdParams } from './organisation-route';

const errors = AUTHED_ERROR_RESPONSES;
const ZOperatorOrganisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  plan: z.string().nullable(),
  audienceLimit: z.number().nullable(),
  members: z.number().optional(),
  createdAt: z.string(),
});

/** The operator API: organisations and the Custom plan, behind OPERATOR_TOKEN. */
export function registerOperatorRoutes(
  app: FastifyInstance,
  deps: { service: TOperatorService; operatorToken: string | null },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = async (request: FastifyRequest) => {
    // Without a configured token nobody is the operator: the API answers 404 like a missing route.
    if (!isOperator(bearerTokenOf(request.headers.authorization), deps.operatorToken)) {
      throw notFound();
    }
  };
  const route = authedRoute(preHandler, ['operator'], errors);
  const path = API_PATHS.operatorOrganisations;

  api.get(
    path,
    route('Every organisation with its plan, limit and member count', {
      response: {
        200: z.object({ organisations: z.array(ZOperatorOrganisationSchema) }),
      },
    }),
    async () => ({ organisations: await deps.service.list() }),
  );

  api.post(
    path,
    route('Create an organisation', {
      body: ZOperatorCreateOrganisationSchema,
      response: { 201: ZOperatorOrganisationSchema },
    }),
    async (request, reply) => {
      reply.code(201);
      return deps.service.create(request.body.name);
    },
  );

  api.put(
    `${path}:id/plan/`,
    route("Grant a plan (Custom) and the organisation's audience limit", {
      params: ZOrganisationIdParams,
      body: ZOperatorSetPlanSchema,
      response: { 200: ZOperatorOrganisationSchema },
    }),
    async (request) => deps.service.setPlan(request.params.id, request.body),
  );

  api.post(
    `${path}:id/members/`,
    route('Add an existing account to the organisation (owner by default)', {
      params: ZOrganisationIdParams,
      body: ZOperatorAddMemberSchema,
      response: { 200: ZOkResponseSchema },
    }),
    async (request) =>
      answerOk(deps.service.addMember(request.params.id, request.body.email, request.body.role)),
  );

  api.post(
    `${path}:id/domains/verify/`,
    route('Mark an email domain of the organisation verified (claimed if it was not)', {
      params: ZOrganisationIdParams,
      body: ZOperatorVerifyDomainSchema,
      response: {
        200: z.object({ domain: z.string(), verifiedAt: z.string() }),
      },
    }),
    async (request) => deps.service.verifyDomain(request.params.id, request.body.domain),
  );

  api.post(
    `${path}:id/audience-host/verify/`,
    route("Set and verify the organisation's own audience domain (never this server's)", {
      params: ZOrganisationIdParams,
      body: ZOperatorVerifyAudienceHostSchema,
      response: {
        200: z.object({ audienceHost: z.string(), verifiedAt: z.string() }),
      },
    }),
    async (request) => deps.service.verifyAudienceHost(request.params.id, request.body.host),
  );
}
