import {
  API_PATHS,
  ZGrantControlMoveSchema,
  ZGrantControlQuestionSchema,
  ZGrantControlStateSchema,
} from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTHED_ERROR_RESPONSES, authedRoute } from '../../../http/openapi-schema';
import type { TGrantControl } from './grant-control.service';
import { createGrantAuth } from './grant-auth';
import type { TOfficeGrantsService } from './grants.service';

const errors = AUTHED_ERROR_RESPONSES;

/**
 * The control screen of an integration that holds a grant (the Teams app's side panel), next to
 * the add-in's routes: `<officeAddin>control/…`. A grant's token is the only key they take, and
 * it reaches its own presentation only.
 */
export function registerGrantControlRoutes(
  app: FastifyInstance,
  deps: { grants: Pick<TOfficeGrantsService, 'authenticate'>; control: TGrantControl },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { preHandler, caller } = createGrantAuth(deps.grants);
  const route = authedRoute(preHandler, ['integrations'], errors);
  const base = `${API_PATHS.officeAddin}control/`;

  api.get(
    base,
    route("The granted presentation's live slide and counts (integration grant)", {
      response: { 200: ZGrantControlStateSchema },
    }),
    async (request) => deps.control.state(caller(request)),
  );

  api.post(
    `${base}move/`,
    route('The room goes to the next or previous slide; phones follow (integration grant)', {
      body: ZGrantControlMoveSchema,
      response: { 200: ZGrantControlStateSchema },
    }),
    async (request) => deps.control.move(caller(request), request.body.to),
  );

  api.post(
    `${base}question/`,
    route("Start or close the live slide's question, or a poll's voting (integration grant)", {
      body: ZGrantControlQuestionSchema,
      response: { 200: ZGrantControlStateSchema },
    }),
    async (request) => deps.control.question(caller(request), request.body.action),
  );
}
