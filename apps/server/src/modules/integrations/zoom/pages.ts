import { ZOOM_APP_PATHS } from '@crowdeck/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../../../config';
import { presenterAddressesOf } from '../../../http/network-addresses';
import { buildHostAppCspDirectives } from '../../../http/security';
import { sendBuiltPage } from '../built-page';
import { decryptZoomAppContext, ZOOM_CONTEXT_HEADER, ZoomContextError } from './app-context';
import { applyZoomHeaders, ZOOM_FRAME_HOSTS, zoomNoticePage } from './framing';
import { completeInstall, clearInstallCookie, startInstall } from './oauth';

/** The Zoom pages as the presenter app's build writes them (Vite inputs). */
export const ZOOM_PAGES = [ZOOM_APP_PATHS.home, ZOOM_APP_PATHS.connect] as const;

const NOT_SET_UP =
  'The operator of this Crowdeck server has not set Zoom up: the Zoom app needs ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET in the server’s configuration (docs/integrations/zoom.md).';

/**
 * Serves the Zoom app's pages and its install: each with the headers Zoom requires and framable
 * by Zoom's web client; the home page refuses a Zoom app context that does not verify (tampered,
 * another app's, expired); the install and its OAuth callback run on this server. Without
 * ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET every one of them says so, in plain words.
 */
export function registerZoomPages(
  app: FastifyInstance,
  deps: { config: TConfig; distDir: string; fetcher?: typeof fetch; now?: () => number },
): void {
  const { config } = deps;
  const zoom = config.zoom;
  const now = deps.now ?? Date.now;
  const addressesOf = presenterAddressesOf(config);
  // The app's own scripts (the Zoom Apps SDK is bundled from npm, no external one), framed by
  // Zoom's web client only, the live embed framed from our own origin.
  const cspOf = (request: FastifyRequest) =>
    buildHostAppCspDirectives(addressesOf(request), config.sentryDsn, ZOOM_FRAME_HOSTS);
  const headers = (request: FastifyRequest, reply: FastifyReply) =>
    applyZoomHeaders(reply, cspOf(request));
  const notice = (reply: FastifyReply, status: number, title: string, text: string) =>
    reply.status(status).type('text/html; charset=utf-8').send(zoomNoticePage(title, text));
  const notSetUp = (reply: FastifyReply) =>
    notice(reply, 503, 'Zoom is not set up on this server', NOT_SET_UP);
  const secure = (request: FastifyRequest) =>
    new URL(addressesOf(request).presenterUrl).protocol === 'https:';

  for (const page of ZOOM_PAGES) {
    app.get(page, { schema: { hide: true } }, async (request, reply) => {
      headers(request, reply);
      if (!zoom) return notSetUp(reply);
      const header = request.headers[ZOOM_CONTEXT_HEADER];
      if (typeof header === 'string' && header !== '') {
        try {
          decryptZoomAppContext(header, { ...zoom, now: now() });
        } catch (error) {
          if (!(error instanceof ZoomContextError)) throw error;
          return notice(
            reply,
            401,
            'Zoom could not be verified',
            `Zoom's app context for this page was refused (${error.reason}). Close the app and open it again from Zoom.`,
          );
        }
      }
      return sendBuiltPage(reply, {
        distDir: deps.distDir,
        file: page.slice(1),
        csp: cspOf(request),
        dropOpenerPolicy: true,
      });
    });
  }

  app.get(ZOOM_APP_PATHS.install, { schema: { hide: true } }, async (request, reply) => {
    headers(request, reply);
    if (!zoom) return notSetUp(reply);
    const to = startInstall(reply, zoom, {
      presenterUrl: addressesOf(request).presenterUrl,
      secure: secure(request),
    });
    return reply.redirect(to, 302);
  });

  app.get(ZOOM_APP_PATHS.callback, { schema: { hide: true } }, async (request, reply) => {
    headers(request, reply);
    if (!zoom) return notSetUp(reply);
    const outcome = await completeInstall(request, zoom, {
      presenterUrl: addressesOf(request).presenterUrl,
      ...(deps.fetcher ? { fetcher: deps.fetcher } : {}),
    });
    clearInstallCookie(reply, secure(request));
    if (!outcome.ok)
      return notice(reply, outcome.status, 'The Zoom app was not added', outcome.reason);
    return reply.redirect(outcome.deeplink ?? ZOOM_APP_PATHS.installed, 302);
  });

  app.get(ZOOM_APP_PATHS.installed, { schema: { hide: true } }, async (request, reply) => {
    headers(request, reply);
    if (!zoom) return notSetUp(reply);
    return notice(
      reply,
      200,
      'Crowdeck is added to Zoom',
      'Open Zoom, start or join a meeting, and open Crowdeck from the Apps button.',
    );
  });
}
