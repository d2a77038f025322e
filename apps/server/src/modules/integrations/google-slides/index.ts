import { GOOGLE_SLIDES_ADDON_PATHS } from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../../config';
import { getNetworkAddresses } from '../../../http/network-addresses';
import { resolveAddresses } from '../../../http/public-addresses';
import { buildGoogleSlidesProject, zipGoogleSlidesProject } from './project';

/**
 * The Google Slides add-on (docs/integrations/google-slides.md): the Apps Script project,
 * generated from this server's public addresses. The add-on signs in with an integration grant
 * (client `googleSlides`) and uses the integrations' grant routes; it needs no route of its own.
 */
export function registerGoogleSlidesAddon(app: FastifyInstance, deps: { config: TConfig }): void {
  app.get(GOOGLE_SLIDES_ADDON_PATHS.project, { schema: { hide: true } }, async (request, reply) => {
    const addresses = resolveAddresses(deps.config, 'presenter', request, () =>
      getNetworkAddresses(deps.config),
    );
    const zip = await zipGoogleSlidesProject(
      await buildGoogleSlidesProject({
        presenterUrl: addresses.presenterUrl,
        audienceUrl: addresses.audienceUrl,
      }),
    );
    return reply
      .type('application/zip')
      .header('Content-Disposition', 'attachment; filename="crowdeck-google-slides.zip"')
      .header('Cache-Control', 'no-cache')
      .send(zip);
  });
}
