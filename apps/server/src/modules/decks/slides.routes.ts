import {
  API_PATHS,
  ZCreateSlideRequestSchema,
  ZSlideSchema,
  ZSortSlidesRequestSchema,
  ZUpdateSlideRequestSchema,
} from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { TDeckDeps } from './deck-deps';
import { registerCopyRoute, registerResetRoute } from './deck-id-routes';
import { deckItemRoutes } from './deck-item-routes';

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

  slides.registerCreate();
  slides.registerUpdate();
  slides.registerSort();

  registerCopyRoute(app, slides.route, {
    path: API_PATHS.slideDuplicate,
    summary: 'Copy a slide with its options right after it',
    schema: ZSlideSchema,
    copy: deps.slides.duplicate,
  });

  slides.registerDelete();

  registerResetRoute(app, slides.route, {
    path: API_PATHS.slideReset,
    summary: "Clear the slide's live results",
    reset: deps.resetResults.slide,
  });
}
