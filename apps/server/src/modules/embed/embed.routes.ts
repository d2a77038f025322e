import {
  API_ERROR_CODES,
  API_PATHS,
  ZApiErrorSchema,
  ZEmbedTokenCreateSchema,
  ZEmbedQrQuerySchema,
  ZEmbedTokenParamsSchema,
  ZEmbedTokenSchema,
  ZEmbedViewQuerySchema,
  ZEmbedViewStateSchema,
  ZIdParamsSchema,
  ZOEmbedQuerySchema,
  ZOEmbedResponseSchema,
  ZOkResponseSchema,
  type TOEmbedResponse,
} from '@crowdeck/core';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth } from '../../http/authenticate';
import { ApiError } from '../../http/api-error';
import { AUTHED_ERROR_RESPONSES, authedRoute } from '../../http/openapi-schema';
import { renderEmbedQr } from './embed-qr';
import type { TEmbedService } from './embed.service';
import { describeOEmbed } from './oembed';

const tags = ['embed'];
const errors = AUTHED_ERROR_RESPONSES;

/** A generated image, kept a few minutes by the browser (a code may change on a reset). */
function sendPng(reply: FastifyReply, png: Buffer) {
  return reply.type('image/png').header('Cache-Control', 'private, max-age=300').send(png);
}

/**
 * The live embed's routes: the owner's view tokens, the public read of one token's view (what
 * the embed page polls on reconnects and slide changes) and oEmbed.
 */
export function registerEmbedRoutes(
  app: FastifyInstance,
  deps: {
    embed: TEmbedService;
    authenticate: preHandlerAsyncHookHandler;
    /** The presenter app's and the API's public addresses for this request. */
    addressesOf(request: FastifyRequest): { presenterUrl: string; audienceUrl: string };
    providerName: string;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = authedRoute(deps.authenticate, tags, errors);
  const ownerId = (request: FastifyRequest) => getAuth(request).user.id;
  const presenterUrl = (request: FastifyRequest) => deps.addressesOf(request).presenterUrl;

  api.get(
    `${API_PATHS.embedTokens}:id/`,
    route("The presentation's live-embed view tokens, with their links", {
      params: ZIdParamsSchema,
      response: { 200: z.array(ZEmbedTokenSchema) },
    }),
    async (request) => deps.embed.list(ownerId(request), request.params.id, presenterUrl(request)),
  );

  api.post(
    `${API_PATHS.embedTokens}:id/`,
    route('A new read-only view token (a link other tools can frame) for the presentation', {
      params: ZIdParamsSchema,
      body: ZEmbedTokenCreateSchema,
      response: { 200: ZEmbedTokenSchema },
    }),
    async (request) =>
      deps.embed.create(ownerId(request), request.params.id, request.body, presenterUrl(request)),
  );

  api.delete(
    `${API_PATHS.embedTokens}:id/:tokenId/`,
    route('Revoke a view token: its link stops working and open embeds are told at once', {
      params: z.object({ id: z.string(), tokenId: z.uuid('id.invalid') }),
      response: { 200: ZOkResponseSchema },
    }),
    async (request) =>
      deps.embed.revoke(ownerId(request), request.params.id, request.params.tokenId),
  );

  api.get(
    `${API_PATHS.embedView}:token/`,
    {
      schema: {
        tags,
        summary: "What one live embed shows now (public, read-only; the token's view or ?view=)",
        params: ZEmbedTokenParamsSchema,
        querystring: ZEmbedViewQuerySchema,
        response: { 200: ZEmbedViewStateSchema, 400: ZApiErrorSchema, 404: ZApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return deps.embed.view(request.params.token, request.query);
    },
  );

  api.get(
    `${API_PATHS.embedQr}:token/`,
    {
      schema: {
        tags,
        summary: "A PNG QR code of the embed's join address (public, like the embed's join view)",
        params: ZEmbedTokenParamsSchema,
        querystring: ZEmbedQrQuerySchema,
        response: { 400: ZApiErrorSchema, 404: ZApiErrorSchema },
      },
    },
    async (request, reply) => {
      const png = await renderEmbedQr(deps.embed, {
        token: request.params.token,
        audienceUrl: deps.addressesOf(request).audienceUrl,
        size: request.query.size,
      });
      return sendPng(reply, png);
    },
  );

  api.get(
    API_PATHS.oembed,
    {
      schema: {
        tags,
        summary: 'oEmbed 1.0 for a live-embed address (type rich, JSON only)',
        querystring: ZOEmbedQuerySchema,
        response: {
          200: ZOEmbedResponseSchema,
          400: ZApiErrorSchema,
          404: ZApiErrorSchema,
          501: ZApiErrorSchema,
        },
      },
    },
    async (request): Promise<TOEmbedResponse> => {
      const { url, format, maxwidth, maxheight } = request.query;
      if (format === 'xml') {
        throw new ApiError(
          501,
          API_ERROR_CODES.notImplemented,
          'Only the json format is offered; ask for format=json.',
        );
      }
      return describeOEmbed(deps.embed, {
        url,
        ...(maxwidth === undefined ? {} : { maxwidth }),
        ...(maxheight === undefined ? {} : { maxheight }),
        presenterUrl: presenterUrl(request),
        providerName: deps.providerName,
      });
    },
  );
}
