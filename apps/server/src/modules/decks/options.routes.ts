import {
  API_PATHS,
  ZCreateOptionRequestSchema,
  ZOptionSchema,
  ZSortOptionsRequestSchema,
  ZUpdateOptionRequestSchema,
} from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { TDeckDeps } from './deck-deps';
import { deckItemRoutes } from './deck-item-routes';

/** Answer-option calls; an option is reachable only through a presentation its caller owns. */
export function registerOptionRoutes(app: FastifyInstance, deps: TDeckDeps): void {
  const options = deckItemRoutes(app, deps, {
    tag: 'options',
    schema: ZOptionSchema,
    service: deps.options,
    create: {
      path: API_PATHS.optionCreate,
      summary: 'Add an option to a quiz or poll slide',
      body: ZCreateOptionRequestSchema,
    },
    update: {
      path: API_PATHS.optionUpdate,
      summary: "Change an option's text, image, colour or correctness",
      body: ZUpdateOptionRequestSchema,
    },
    sort: {
      path: API_PATHS.optionSort,
      summary: "Reorder a slide's options (optionIds lists each option once)",
      body: ZSortOptionsRequestSchema,
    },
    delete: {
      path: API_PATHS.optionDelete,
      summary: 'Delete an option (quiz and poll slides keep at least two)',
    },
  });

  options.registerCreate();
  options.registerUpdate();
  options.registerSort();
  options.registerDelete();
}
