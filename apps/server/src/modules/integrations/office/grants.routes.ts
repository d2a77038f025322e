import {
  API_PATHS,
  ZOfficeAddinDeckSchema,
  ZOfficeAddinEmbedSchema,
  ZOfficeAddinSlideRequestSchema,
  ZOfficeAddinSlideResponseSchema,
  ZOfficeGrantCreatedSchema,
  ZOfficeGrantCreateSchema,
  ZOfficeGrantSchema,
  ZOkResponseSchema,
} from '@crowdeck/core';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth } from '../../../http/authenticate';
import { AUTHED_ERROR_RESPONSES, authedRoute } from '../../../http/openapi-schema';
import { createGrantAuth } from './grant-auth';
import type { TOfficeGrantsService } from './grants.service';

const tags = ['integrations'];

/**
 * The PowerPoint add-in's routes. The owner's (`/api/integrations/office/grants/`) take a
 * signed-in session (a phone remote's is refused like everywhere it is not let in). The add-in's
 * (`/api/addin/office/`) take only a grant's token, which no other route accepts.
 */
export function registerOfficeGrantRoutes(
  app: FastifyInstance,
  deps: {
    grants: TOfficeGrantsService;
    authenticate: preHandlerAsyncHookHandler;
    /** The presenter app's public address for a request (where the embed page is). */
    presenterUrlOf: (request: FastifyRequest) => string;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = authedRoute(deps.authenticate, tags, AUTHED_ERROR_RESPONSES);
  const userId = (request: FastifyRequest) => getAuth(request).user.id;

  api.get(
    API_PATHS.officeGrants,
    route("The account's PowerPoint add-in grants (one per presentation an add-in reaches)", {
      response: { 200: z.array(ZOfficeGrantSchema) },
    }),
    async (request) => deps.grants.list(userId(request)),
  );

  api.post(
    API_PATHS.officeGrants,
    route(
      'Grant the PowerPoint add-in one presentation: its slides, embed and live slide only (token shown once)',
      {
        body: ZOfficeGrantCreateSchema,
        response: { 200: ZOfficeGrantCreatedSchema },
      },
    ),
    async (request) =>
      deps.grants.create(userId(request), request.body.presentationId, request.body.client),
  );

  api.delete(
    `${API_PATHS.officeGrants}:id/`,
    route('Revoke a grant: the add-in holding it is refused from its next request', {
      params: z.object({ id: z.string() }),
      response: { 200: ZOkResponseSchema },
    }),
    async (request) => deps.grants.revoke(userId(request), request.params.id),
  );

  // The add-in's own routes: its grant is its only key.
  const { preHandler: addinAuth, caller } = createGrantAuth(deps.grants);
  const addinRoute = authedRoute(addinAuth, tags, AUTHED_ERROR_RESPONSES);
  const base = API_PATHS.officeAddin;

  api.get(
    `${base}deck/`,
    addinRoute("The add-in's presentation: title and slides in order (add-in grant)", {
      response: { 200: ZOfficeAddinDeckSchema },
    }),
    async (request) => deps.grants.deck(caller(request)),
  );

  api.post(
    `${base}embed/`,
    addinRoute("The address of the presentation's live embed (add-in grant)", {
      response: { 200: ZOfficeAddinEmbedSchema },
    }),
    async (request) => deps.grants.embed(caller(request), deps.presenterUrlOf(request)),
  );

  api.put(
    `${base}slide/`,
    addinRoute('PowerPoint shows the add-in: the room moves to its slide (add-in grant)', {
      body: ZOfficeAddinSlideRequestSchema,
      response: { 200: ZOfficeAddinSlideResponseSchema },
    }),
    async (request) => deps.grants.moveSlide(caller(request), request.body.slideId),
  );

  api.delete(
    `${base}grant/`,
    addinRoute('The add-in signs out: its grant is deleted (add-in grant)', {
      response: { 200: ZOkResponseSchema },
    }),
    async (request) => deps.grants.signOut(caller(request)),
  );
}
