import {
  API_PATHS,
  ZApiErrorSchema,
  ZIdParamsSchema,
  ZPresentationSchema,
  ZPublishTemplateRequestSchema,
  ZTemplateGalleryQuerySchema,
  ZTemplateGalleryResponseSchema,
  ZUseTemplateRequestSchema,
} from '@crowdeck/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth } from '../../http/authenticate';
import { AUTHED_ERROR_RESPONSES, authedRoute } from '../../http/openapi-schema';
import type { TTemplatesService } from './templates.service';

const errors = AUTHED_ERROR_RESPONSES;

/** The template gallery, starting a deck from a template, publishing an organisation's own. */
export function registerTemplateRoutes(
  app: FastifyInstance,
  deps: { templates: TTemplatesService; authenticate: preHandlerAsyncHookHandler },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = authedRoute(deps.authenticate, ['templates'], errors);

  api.get(
    API_PATHS.templateGallery,
    route(
      'The template gallery: built-in templates in a language (the account’s when left out), and the organisation’s',
      {
        querystring: ZTemplateGalleryQuerySchema,
        response: { 200: ZTemplateGalleryResponseSchema },
      },
    ),
    async (request) => {
      const { user } = getAuth(request);
      return deps.templates.gallery(user.id, request.query.lang ?? user.language ?? 'en');
    },
  );

  api.post(
    API_PATHS.templateUse,
    route('Create a deck of the caller’s from a built-in or an organisation template', {
      body: ZUseTemplateRequestSchema,
      response: { 201: ZPresentationSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await deps.templates.use(getAuth(request).user.id, request.body)),
  );

  api.put(
    `${API_PATHS.templatePublish}:id/`,
    route(
      'Publish one’s deck as a template for the organisation’s members, or take a published one back (owners and admins)',
      {
        params: ZIdParamsSchema,
        body: ZPublishTemplateRequestSchema,
        response: { 200: z.object({ published: z.boolean() }), 403: ZApiErrorSchema },
      },
    ),
    async (request) =>
      deps.templates.publish(getAuth(request).user.id, request.params.id, request.body.published),
  );
}
