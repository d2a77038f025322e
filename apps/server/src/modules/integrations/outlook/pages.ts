import { OUTLOOK_ADDIN_PATHS } from '@crowdeck/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TAddinPagesDeps } from '../office/pages';
import { presenterAddressesOf } from '../../../http/network-addresses';
import { sendBuiltPage } from '../built-page';
import { buildAddinCspDirectives } from '../office/framing';
import { buildOutlookAppPackage } from './app-package';
import { drawOutlookIcons, OUTLOOK_RIBBON_SIZES } from './icons';
import { buildOutlookManifest } from './manifest';

const RIBBON_ICON_PATHS = {
  16: OUTLOOK_ADDIN_PATHS.icon16,
  32: OUTLOOK_ADDIN_PATHS.icon32,
  80: OUTLOOK_ADDIN_PATHS.icon80,
} as const;

/**
 * Serves the Outlook add-in: its manifest and package (every address on this server's public
 * one), the ribbon's icons, and the task pane, framable by Office's hosts (Outlook on the web
 * frames it from outlook.office.com, outlook.office365.com, outlook.live.com or
 * outlook.cloud.microsoft) as the PowerPoint add-in's pages are, Office's script allowed, and
 * without `Cross-Origin-Opener-Policy` (Office's sign-in dialog talks to its opener).
 */
export function registerOutlookPages(app: FastifyInstance, deps: TAddinPagesDeps): void {
  const { config } = deps;
  const addressesOf = presenterAddressesOf(config);
  const manifestInput = async (request: FastifyRequest) => {
    const addresses = addressesOf(request);
    return {
      id: await deps.addinId(),
      presenterUrl: addresses.presenterUrl,
      audienceUrl: addresses.audienceUrl,
    };
  };

  app.get(OUTLOOK_ADDIN_PATHS.manifest, { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(`${JSON.stringify(buildOutlookManifest(await manifestInput(request)), null, 2)}\n`),
  );

  app.get(OUTLOOK_ADDIN_PATHS.package, { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', 'attachment; filename="crowdeck-outlook-app.zip"')
      .header('Cache-Control', 'no-cache')
      .send(await buildOutlookAppPackage(await manifestInput(request))),
  );

  for (const size of OUTLOOK_RIBBON_SIZES) {
    app.get(RIBBON_ICON_PATHS[size], { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('image/png')
        .header('Cache-Control', 'public, max-age=86400')
        .send((await drawOutlookIcons()).ribbon[size]),
    );
  }

  app.get(OUTLOOK_ADDIN_PATHS.taskpane, { schema: { hide: true } }, async (request, reply) =>
    sendBuiltPage(reply, {
      distDir: deps.distDir,
      file: OUTLOOK_ADDIN_PATHS.taskpane.slice(1),
      csp: buildAddinCspDirectives(addressesOf(request), {
        sentryDsn: config.sentryDsn,
        extraAncestors: config.officeAddinFrameAncestors,
      }),
      dropOpenerPolicy: true,
    }),
  );
}
