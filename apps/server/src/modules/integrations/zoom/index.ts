import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../../config';
import type { TDatabase } from '../../../db/client';
import { presenterAddressesOf } from '../../../http/network-addresses';
import type { TClock } from '../../../lib/clock';
import { createDeckAccess } from '../../decks/deck-access';
import { createDeckStore } from '../../decks/deck.repository';
import type { TLive } from '../../live';
import type { TEmbedAddressOf, TOfficeGrantsService } from '../office/grants.service';
import { createMeetingLinksRepository } from './meeting-links.repository';
import { registerZoomMeetingRoutes } from './meeting.routes';
import { createZoomMeetingService } from './meeting.service';
import { registerZoomPages } from './pages';

/** The Zoom app: its pages, install and meeting links (docs/integrations/zoom.md). */
export function registerZoomApp(
  app: FastifyInstance,
  deps: {
    db: TDatabase;
    config: TConfig;
    grants: Pick<TOfficeGrantsService, 'authenticate'>;
    live: Pick<TLive, 'embeds'>;
    embedAddressOf: TEmbedAddressOf;
    presenterDist: string;
    clock: TClock;
    /** Calls to Zoom's OAuth and API (tests stand Zoom in with a local server instead). */
    fetcher?: typeof fetch;
  },
): void {
  const { config } = deps;
  const addressesOf = presenterAddressesOf(config);
  registerZoomPages(app, {
    config,
    distDir: deps.presenterDist,
    now: () => deps.clock.now(),
    ...(deps.fetcher ? { fetcher: deps.fetcher } : {}),
  });
  const meetings = config.zoom
    ? createZoomMeetingService({
        zoom: config.zoom,
        repo: createMeetingLinksRepository(deps.db),
        access: createDeckAccess(createDeckStore(deps.db)),
        live: deps.live,
        embedAddressOf: deps.embedAddressOf,
        clock: deps.clock,
      })
    : null;
  registerZoomMeetingRoutes(app, { meetings, grants: deps.grants, addressesOf });
}
