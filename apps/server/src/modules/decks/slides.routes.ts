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
import type { TDeckDeps } from './deck-deps';
import { deckItemRoutes } from './deck-item-routes';
import { answerOk } from '../../http/ok-answer';

/** Slide calls; a slide is reachable only through a presentation its caller owns. */
export function registerSlideRoutes(app: FastifyInstance, deps: TDeckDeps): void {
  const slides = deckItemRoutes(app, deps, {
    tag: 'slides',
    schema: ZSlideSchema,
    service: deps.slides,
    create: {
      path: API_PATHS.slideCreate,
      summary: 'Add a slide after afterSlideId (or at the end) and make it active',
      body: ZCreateSlideRequestSchema,
    },
    update: {
      path: API_PATHS.slideUpdate,
      summary: "Change a slide's content and settings",
      body: ZUpdateSlideRequestSchema,
    },
    sort: {
      path: API_PATHS.slideSort,
      summary: "Reorder a presentation's slides (slideIds lists each slide once)",
      body: ZSortSlidesRequestSchema,
    },
    delete: {
      path: API_PATHS.slideDelete,
      summary: 'Delete a slide; a neighbour becomes active if it was',
    },
  });
  const { api, route, ownerId } = slides;

  slides.registerCreate();
  slides.registerUpdate();
  slides.registerSort();

  api.post(
    `${API_PATHS.slideDuplicate}:id/`,
    route('Copy a slide with its options right after it', {
      params: ZIdParamsSchema,
      response: { 201: ZSlideSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await deps.slides.duplicate(ownerId(request), request.params.id)),
  );

  slides.registerDelete();

  api.post(
    `${API_PATHS.slideReset}:id/`,
    route("Clear the slide's live results", {
      params: ZIdParamsSchema,
      body: ZResetRequestSchema.nullish(),
      response: { 200: ZOkResponseSchema },
    }),
    async (request) =>
      answerOk(deps.resetResults.slide(ownerId(request), request.params.id, request.body ?? {})),
  );
}
