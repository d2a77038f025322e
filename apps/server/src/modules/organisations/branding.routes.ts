import {
  API_PATHS,
  ZFontUploadResponseSchema,
  ZOrganisationBrandingRequestSchema,
  ZOrganisationBrandingSchema,
} from '@crowdeck/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth } from '../../http/authenticate';
import { MULTIPART_BODY, readUploadedFile, registerMultipartRoutes } from '../../http/multipart';
import type { TBrandingService } from './branding.service';
import { FONT_MAX_BYTES } from './woff2-check';
import { organisationRoute } from './organisation-route';

/** GET/PUT the organisation's branding and POST a WOFF2 font (owners and admins). */
export async function registerBrandingRoutes(
  app: FastifyInstance,
  deps: { service: TBrandingService; authenticate: preHandlerAsyncHookHandler },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = organisationRoute(deps.authenticate);

  api.get(
    API_PATHS.organisationBranding,
    route('Theme, lock, white label and own audience domain (owners and admins)', {
      response: { 200: ZOrganisationBrandingSchema },
    }),
    async (request) => deps.service.read(getAuth(request)),
  );

  api.put(
    API_PATHS.organisationBranding,
    route('Change the branding (white label and own domain on Custom only)', {
      body: ZOrganisationBrandingRequestSchema,
      response: { 200: ZOrganisationBrandingSchema },
    }),
    async (request) => deps.service.update(getAuth(request), request.body),
  );

  api.post(
    API_PATHS.organisationBrandingVerifyHost,
    route(
      'Verify the own audience domain by its TXT record at _crowdeck.<host> (it takes effect then)',
      {
        response: { 200: ZOrganisationBrandingSchema },
      },
    ),
    async (request) => deps.service.verifyAudienceHost(getAuth(request)),
  );

  await registerMultipartRoutes(app, FONT_MAX_BYTES, (multipartApi) => {
    multipartApi.post(
      API_PATHS.organisationBrandingFont,
      route('Upload a WOFF2 font for the theme (multipart field "file", at most 2 MB)', {
        ...MULTIPART_BODY,
        response: { 201: ZFontUploadResponseSchema },
      }),
      async (request, reply) => {
        const data = await readUploadedFile(request, 'The font is larger than 2 MB.');
        return reply.status(201).send(await deps.service.uploadFont(getAuth(request), data));
      },
    );
  });
}
