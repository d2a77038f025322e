import {
  API_PATHS,
  ZCreateSlideRequestSchema,
  ZIdParamsSchema,
  ZOkResponseSchema,
  ZResetRequestSchema,
  ZSlideSchema,
  ZSortSlidesRequestSchema,
  ZUpdateSlideRequestSchema,
} from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth } from '../../http/authenticate';
import { AUTHED_ERROR_RESPONSES, authedRoute } from '../../http/openapi-schema';
import type { TDeckDeps } from './deck-deps';

const errors = AUTHED_ERROR_RESPONSES;

/** Slide calls; a slide is reachable only through a presentation its caller owns. */
export function registerSlideRoutes(app: FastifyInstance, deps: TDeckDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = authedRoute(deps.authenticate, ['slides'], errors);
  const ownerId = (request: Parameters<typeof getAuth>[0]) => getAuth(request).user.id;

  api.post(
    API_PATHS.slideCreate,
    route('Add a slide after afterSlideId (or at the end) and make it active', {
      body: ZCreateSlideRequestSchema,
      response: { 201: ZSlideSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await deps.slides.create(ownerId(request), request.body)),
  );

  api.put(
    `${API_PATHS.slideUpdate}:id/`,
    route("Change a slide's content and settings", {
      params: ZIdParamsSchema,
      body: ZUpdateSlideRequestSchema,
      response: { 200: ZSlideSchema },
    }),
    async (request) => deps.slides.update(ownerId(request), request.params.id, request.body),
  );

  api.put(
    API_PATHS.slideSort,
    route("Reorder a presentation's slides (slideIds lists each slide once)", {
      body: ZSortSlidesRequestSchema,
      response: { 200: ZOkResponseSchema },
    }),
    async (request) => {
      await deps.slides.sort(ownerId(request), request.body);
      return { ok: true as const };
    },
  );

  api.post(
    `${API_PATHS.slideDuplicate}:id/`,
    route('Copy a slide with its options right after it', {
      params: ZIdParamsSchema,
      response: { 201: ZSlideSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await deps.slides.duplicate(ownerId(request), request.params.id)),
  );

  api.delete(
    `${API_PATHS.slideDelete}:id/`,
    route('Delete a slide; a neighbour becomes active if it was', {
      params: ZIdParamsSchema,
      response: { 200: ZOkResponseSchema },
    }),
    async (request) => {
      await deps.slides.delete(ownerId(request), request.params.id);
      return { ok: true as const };
    },
  );

  api.post(
    `${API_PATHS.slideReset}:id/`,
    route("Clear the slide's live results", {
      params: ZIdParamsSchema,
      body: ZResetRequestSchema.nullish(),
      response: { 200: ZOkResponseSchema },
    }),
    async (request) => {
      await deps.resetResults.slide(ownerId(request), request.params.id, request.body ?? {});
      return { ok: true as const };
    },
  );
}
