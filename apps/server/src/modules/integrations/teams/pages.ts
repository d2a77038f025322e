import { TEAMS_APP_PATHS } from '@crowdeck/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TConfig } from '../../../config';
import { presenterAddressesOf } from '../../../http/network-addresses';
import { buildHostAppCspDirectives } from '../../../http/security';
import { dropOpenerPolicyOn, sendBuiltPage } from '../built-page';
import { buildTeamsAppPackage } from './app-package';
import { TEAMS_FRAME_HOSTS } from './framing';

/** The Teams pages as the presenter app's build writes them (Vite inputs). */
export const TEAMS_PAGES = [
  TEAMS_APP_PATHS.config,
  TEAMS_APP_PATHS.panel,
  TEAMS_APP_PATHS.stage,
  TEAMS_APP_PATHS.personal,
] as const;

/**
 * Serves the Teams app package (`/integrations/teams/app.zip`, every address on this server's
 * public one) and the app's pages, framable by Teams' and Microsoft 365's hosts only.
 */
export function registerTeamsPages(
  app: FastifyInstance,
  deps: {
    config: TConfig;
    distDir: string;
    appId: () => Promise<string>;
  },
): void {
  const { config } = deps;
  const addressesOf = presenterAddressesOf(config);
  // The app's own scripts (TeamsJS is bundled from npm, no external one), framed by Teams' and
  // Microsoft 365's hosts only, the live embed framed from our own origin on the stage.
  const cspOf = (request: FastifyRequest) =>
    buildHostAppCspDirectives(addressesOf(request), config.sentryDsn, TEAMS_FRAME_HOSTS);

  app.get(TEAMS_APP_PATHS.package, { schema: { hide: true } }, async (request, reply) => {
    const addresses = addressesOf(request);
    const zip = await buildTeamsAppPackage({
      id: await deps.appId(),
      presenterUrl: addresses.presenterUrl,
      audienceUrl: addresses.audienceUrl,
    });
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', 'attachment; filename="crowdeck-teams-app.zip"')
      .header('Cache-Control', 'no-cache')
      .send(zip);
  });

  // The side panel's sign-in window: Teams (or, outside Teams, the panel) talks to it through its
  // opener, which `Cross-Origin-Opener-Policy: same-origin` would cut off for good. So this page,
  // and the app's sign-in and connect route when on their way back to it, go without it.
  app.get(TEAMS_APP_PATHS.auth, { schema: { hide: true } }, async (request, reply) =>
    sendBuiltPage(reply, {
      distDir: deps.distDir,
      file: TEAMS_APP_PATHS.auth.slice(1),
      csp: cspOf(request),
      dropOpenerPolicy: true,
    }),
  );
  dropOpenerPolicyOn(app, isOnWayToTeamsSignIn);

  for (const page of TEAMS_PAGES) {
    app.get(page, { schema: { hide: true } }, async (request, reply) =>
      sendBuiltPage(reply, {
        distDir: deps.distDir,
        file: page.slice(1),
        csp: cspOf(request),
        // Outside Teams the panel signs in through a popup that posts back to it: its opener.
        dropOpenerPolicy: page === TEAMS_APP_PATHS.panel,
      }),
    );
  }
}

/** A document the side panel's sign-in window loads on its way back to the sign-in page. */
export function isOnWayToTeamsSignIn(url: string): boolean {
  const parsed = new URL(url, 'http://x');
  if (parsed.pathname === TEAMS_APP_PATHS.connect) return true;
  const signIn = ['/login', '/register'].includes(parsed.pathname);
  return signIn && parsed.searchParams.get('next') === TEAMS_APP_PATHS.connect;
}
