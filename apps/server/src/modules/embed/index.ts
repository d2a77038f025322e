import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { TDatabase } from '../../db/client';
import type { TLive } from '../live';
import { registerEmbedPage } from './embed-page';
import { registerEmbedRoutes } from './embed.routes';
import { createEmbedRepository } from './embed.repository';
import { createEmbedService, findViewToken } from './embed.service';

export { ensureViewToken } from './embed.service';

/** The live embed's socket check, wired into the live module before the service exists. */
export function createEmbedViewerLookup(db: TDatabase) {
  const repo = createEmbedRepository(db);
  return async (token: string) => {
    const found = await findViewToken(repo, token);
    return found ? { tokenId: found.row.id, code: found.code } : null;
  };
}

/** Wires the live embed: view-token routes, the public view, oEmbed and the embed page. */
export function registerEmbed(
  app: FastifyInstance,
  deps: {
    db: TDatabase;
    live: Pick<TLive, 'embeds'>;
    authenticate: preHandlerAsyncHookHandler;
    distDir: string;
    addressesOf(request: FastifyRequest): {
      presenterUrl: string;
      apiUrl: string;
      audienceUrl: string;
    };
  },
): void {
  const embed = createEmbedService({ db: deps.db, live: deps.live });
  registerEmbedRoutes(app, {
    embed,
    authenticate: deps.authenticate,
    addressesOf: deps.addressesOf,
    providerName: 'Crowdeck',
  });
  registerEmbedPage(app, { distDir: deps.distDir, embed, addressesOf: deps.addressesOf });
}
