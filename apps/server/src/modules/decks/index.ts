import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TDatabase } from '../../db/client';
import type { TDeckResets } from './deck-deps';
import { createDeckStore } from './deck.repository';
import { createDeckSharesService } from './deck-shares.service';
import { registerOptionRoutes } from './options.routes';
import { createOptionsService } from './options.service';
import { registerPresentationRoutes } from './presentations.routes';
import { createPresentationsService } from './presentations.service';
import { createDeckResultResets } from './reset-results';
import { registerSlideRoutes } from './slides.routes';
import { createSlidesService } from './slides.service';
import { registerTemplateRoutes } from './templates.routes';
import { createTemplatesService } from './templates.service';

/** Wires the decks module (presentations, slides, options) into the app. */
export function registerDecks(
  app: FastifyInstance,
  deps: {
    db: TDatabase;
    authenticate: preHandlerAsyncHookHandler;
    uploadUrl: string;
    resets?: TDeckResets;
    /** Deletes a deck (`remove`) and then the files only it showed (privacy's erasure). */
    eraseDeck?: (presentationId: string, remove: () => Promise<void>) => Promise<unknown>;
  },
): void {
  const store = createDeckStore(deps.db);
  const routeDeps = {
    presentations: createPresentationsService({
      store,
      uploadUrl: deps.uploadUrl,
      resets: deps.resets,
      eraseDeck: deps.eraseDeck,
    }),
    slides: createSlidesService({ store, uploadUrl: deps.uploadUrl, resets: deps.resets }),
    options: createOptionsService({ store, uploadUrl: deps.uploadUrl, resets: deps.resets }),
    shares: createDeckSharesService({ store, resets: deps.resets }),
    resetResults: createDeckResultResets({ repos: store, resets: deps.resets }),
    authenticate: deps.authenticate,
  };
  registerPresentationRoutes(app, routeDeps);
  registerSlideRoutes(app, routeDeps);
  registerOptionRoutes(app, routeDeps);
  registerTemplateRoutes(app, {
    authenticate: deps.authenticate,
    templates: createTemplatesService({
      db: deps.db,
      store,
      presentations: routeDeps.presentations,
      codeCreated: deps.resets ? (code) => deps.resets?.codeCreated(code) : undefined,
    }),
  });
}
