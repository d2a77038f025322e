import {
  API_PATHS,
  ZCreateOptionRequestSchema,
  ZIdParamsSchema,
  ZOkResponseSchema,
  ZOptionSchema,
  ZSortOptionsRequestSchema,
  ZUpdateOptionRequestSchema,
} from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth } from '../../http/authenticate';
import { AUTHED_ERROR_RESPONSES, authedRoute } from '../../http/openapi-schema';
import type { TDeckDeps } from './deck-deps';

const errors = AUTHED_ERROR_RESPONSES;

/** Answer-option calls; an option is reachable only through a presentation its caller owns. */
export function registerOptionRoutes(app: FastifyInstance, deps: TDeckDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = authedRoute(deps.authenticate, ['options'], errors);
  const ownerId = (request: Parameters<typeof getAuth>[0]) => getAuth(request).user.id;

  api.post(
    API_PATHS.optionCreate,
    route('Add an option to a quiz or poll slide', {
      body: ZCreateOptionRequestSchema,
      response: { 201: ZOptionSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await deps.options.create(ownerId(request), request.body)),
  );

  api.put(
    `${API_PATHS.optionUpdate}:id/`,
    route("Change an option's text, image, colour or correctness", {
      params: ZIdParamsSchema,
      body: ZUpdateOptionRequestSchema,
      response: { 200: ZOptionSchema },
    }),
    async (request) => deps.options.update(ownerId(request), request.params.id, request.body),
  );

  api.put(
    API_PATHS.optionSort,
    route("Reorder a slide's options (optionIds lists each option once)", {
      body: ZSortOptionsRequestSchema,
      response: { 200: ZOkResponseSchema },
    }),
    async (request) => {
      await deps.options.sort(ownerId(request), request.body);
      return { ok: true as const };
    },
  );

  api.delete(
    `${API_PATHS.optionDelete}:id/`,
    route('Delete an option (quiz and poll slides keep at least two)', {
      params: ZIdParamsSchema,
      response: { 200: ZOkResponseSchema },
    }),
    async (request) => {
      await deps.options.delete(ownerId(request), request.params.id);
      return { ok: true as const };
    },
  );
}
