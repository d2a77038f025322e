import { OFFICE_ADDIN_PATHS } from '@crowdeck/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../../../config';
import { presenterAddressesOf } from '../../../http/network-addresses';
import { dropOpenerPolicyOn, sendBuiltPage } from '../built-page';
import { buildAddinCspDirectives } from './framing';
import { buildOfficeManifest, OFFICE_ADDIN_VERSION } from './manifest';

/** The add-in's two pages as the presenter app's build writes them (Vite inputs). */
const PAGES = [OFFICE_ADDIN_PATHS.addin, OFFICE_ADDIN_PATHS.dialog] as const;

/** What an Office add-in's pages need: the config, the presenter app's build and the add-in's id. */
export interface TAddinPagesDeps {
  config: TConfig;
  distDir: string;
  addinId: () => Promise<string>;
}

/**
 * Serves the manifest (`/integrations/office/manifest.xml`, every address on this server's public
 * one) and the add-in's pages with their own headers: framable by Office's hosts, Office's
 * script allowed, and no `Cross-Origin-Opener-Policy` (Office's dialog talks to its opener).
 */
export function registerOfficePages(app: FastifyInstance, deps: TAddinPagesDeps): void {
  const { config } = deps;
  const addressesOf = presenterAddressesOf(config);

  app.get(OFFICE_ADDIN_PATHS.manifest, { schema: { hide: true } }, async (request, reply) => {
    const xml = buildOfficeManifest({
      id: await deps.addinId(),
      presenterUrl: addressesOf(request).presenterUrl,
      version: OFFICE_ADDIN_VERSION,
    });
    return reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="crowdeck-powerpoint-manifest.xml"')
      .header('Cache-Control', 'no-cache')
      .send(xml);
  });

  // Office's dialog talks to its opener: no Cross-Origin-Opener-Policy on these pages.
  const sendPage = (file: string, request: FastifyRequest, reply: FastifyReply) =>
    sendBuiltPage(reply, {
      distDir: deps.distDir,
      file,
      csp: buildAddinCspDirectives(addressesOf(request), {
        sentryDsn: config.sentryDsn,
        extraAncestors: config.officeAddinFrameAncestors,
      }),
      dropOpenerPolicy: true,
    });
  // The sign-in window passes through the app's own sign-in (`/login?next=<connect route>`) and
  // the connect route back to dialog.html. Office talks to that window through its opener, which a
  // page with `Cross-Origin-Opener-Policy: same-origin` cuts off for good; so these documents, and
  // only when they are on the way back to the add-in, go without it.
  dropOpenerPolicyOn(app, isOnWayToAddin);

  for (const page of PAGES) {
    app.get(page, { schema: { hide: true } }, async (request, reply) =>
      sendPage(page.slice(1), request, reply),
    );
  }
}

/** A document the add-in's sign-in window loads on its way back to the add-in. */
export function isOnWayToAddin(url: string): boolean {
  const parsed = new URL(url, 'http://x');
  if (parsed.pathname === OFFICE_ADDIN_PATHS.connect) return true;
  const signIn = ['/login', '/register'].includes(parsed.pathname);
  return signIn && parsed.searchParams.get('next') === OFFICE_ADDIN_PATHS.connect;
}
