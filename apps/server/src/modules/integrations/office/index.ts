import type { TIntegrationClient } from '@crowdeck/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TConfig } from '../../../config';
import type { TDatabase } from '../../../db/client';
import { presenterAddressesOf } from '../../../http/network-addresses';
import type { TClock } from '../../../lib/clock';
import { createDeckAccess } from '../../decks/deck-access';
import { createDeckStore } from '../../decks/deck.repository';
import type { TLive } from '../../live';
import { createGrantsRepository } from './grants.repository';
import { registerOfficeGrantRoutes } from './grants.routes';
import { registerGrantControlRoutes } from './grant-control.routes';
import { createGrantControl } from './grant-control.service';
import {
  createOfficeGrantsService,
  type TEmbedAddressOf,
  type TOfficeGrantsService,
} from './grants.service';
import { createOfficeAddinId } from '../instance-settings.repository';
import { registerOfficePages } from './pages';

export type { TEmbedAddressOf } from './grants.service';

/**
 * The PowerPoint add-in: its manifest and pages, the owner's grants and the add-in's own routes
 * (docs/integrations/powerpoint.md).
 */
export function registerOfficeAddin(
  app: FastifyInstance,
  deps: {
    db: TDatabase;
    config: TConfig;
    authenticate: preHandlerAsyncHookHandler;
    live: Pick<TLive, 'moveSlide' | 'game' | 'embeds'>;
    embedAddressOf: TEmbedAddressOf;
    presenterDist: string;
    clock: TClock;
  },
): { grants: TOfficeGrantsService } {
  const store = createDeckStore(deps.db);
  const access = createDeckAccess(store);
  const grants = createOfficeGrantsService({
    repo: createGrantsRepository(deps.db),
    access,
    presentations: store.presentations,
    slides: store.slides,
    live: deps.live,
    embedAddressOf: deps.embedAddressOf,
    clock: deps.clock,
  });
  registerOfficeGrantRoutes(app, {
    grants,
    authenticate: deps.authenticate,
    presenterUrlOf: (request) => presenterAddressesOf(deps.config)(request).presenterUrl,
  });
  registerGrantControlRoutes(app, {
    grants,
    control: createGrantControl({ access, slides: store.slides, live: deps.live }),
  });
  registerOfficePages(app, {
    config: deps.config,
    distDir: deps.presenterDist,
    addinId: createOfficeAddinId(deps.db),
  });
  // The other integrations (the Zoom app) authenticate with the same grants.
  return { grants };
}

/** The name of each integration's view token in the presenter's list of embed links. */
export const INTEGRATION_EMBED_LABELS: Record<TIntegrationClient, string> = {
  powerpoint: 'PowerPoint',
  teams: 'Microsoft Teams',
  zoom: 'Zoom',
  googleSlides: 'Google Slides',
  outlook: 'Outlook',
};
