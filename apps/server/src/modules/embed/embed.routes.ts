import {
  API_ERROR_CODES,
  API_PATHS,
  EMBED_DEFAULT_SIZE,
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
import QRCode from 'qrcode';
import { z } from 'zod';
import { getAuth } from '../../http/authenticate';
import { ApiError } from '../../http/api-error';
import { AUTHED_ERROR_RESPONSES, BEARER_SECURITY } from '../../http/openapi-schema';
import { embedGone, embedUrlOf, tokenFromEmbedUrl, type TEmbedService } from './embed.service';
import { escapeHtml } from '../../lib/escape-html';
import { deckAudienceUrl } from '../../http/deck-audience-url';

const tags = ['embed'];
const security = BEARER_SECURITY;
const errors = AUTHED_ERROR_RESPONSES;

/** A generated image, kept a few minutes by the browser (a code may change on a reset). */
function sendPng(reply: FastifyReply, png: Buffer) {
  return reply.type('image/png').header('Cache-Control', 'private, max-age=300').send(png);
}

/** How long an oEmbed consumer may keep an answer (the title may change). */
const OEMBED_CACHE_SECONDS = 3600;

/** The iframe's size within the consumer's bounds, keeping the embed's 16:9. */
export function fitEmbedSize(maxWidth?: number, maxHeight?: number) {
  const { width, height } = EMBED_DEFAULT_SIZE;
  const scale = Math.min(1, (maxWidth ?? width) / width, (maxHeight ?? height) / height);
  return {
    width: Math.max(1, Math.floor(width * scale)),
    height: Math.max(1, Math.floor(height * scale)),
  };
}

/** The iframe an embed is framed with; every value escaped for an HTML attribute. */
export function embedIframeHtml(
  url: string,
  title: string,
  size: { width: number; height: number },
) {
  return (
    `<iframe src="${escapeHtml(url)}" width="${size.width}" height="${size.height}" ` +
    `title="${escapeHtml(title)}" style="border:0" allow="fullscreen" loading="lazy"></iframe>`
  );
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
  const preHandler = deps.authenticate;
  const ownerId = (request: FastifyRequest) => getAuth(request).user.id;
  const presenterUrl = (request: FastifyRequest) => deps.addressesOf(request).presenterUrl;

  api.get(
    `${API_PATHS.embedTokens}:id/`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "The presentation's live-embed view tokens, with their links",
        params: ZIdParamsSchema,
        response: { 200: z.array(ZEmbedTokenSchema), ...errors },
      },
    },
    async (request) => deps.embed.list(ownerId(request), request.params.id, presenterUrl(request)),
  );

  api.post(
    `${API_PATHS.embedTokens}:id/`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'A new read-only view token (a link other tools can frame) for the presentation',
        params: ZIdParamsSchema,
        body: ZEmbedTokenCreateSchema,
        response: { 200: ZEmbedTokenSchema, ...errors },
      },
    },
    async (request) =>
      deps.embed.create(ownerId(request), request.params.id, request.body, presenterUrl(request)),
  );

  api.delete(
    `${API_PATHS.embedTokens}:id/:tokenId/`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Revoke a view token: its link stops working and open embeds are told at once',
        params: z.object({ id: z.string(), tokenId: z.uuid('id.invalid') }),
        response: { 200: ZOkResponseSchema, ...errors },
      },
    },
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
      const state = await deps.embed.view(request.params.token, { view: 'join' });
      const audienceUrl = deckAudienceUrl(
        deps.addressesOf(request).audienceUrl,
        state.audienceHost,
      );
      const png = await QRCode.toBuffer(`${audienceUrl}/${state.code}`, {
        type: 'png',
        width: request.query.size,
        margin: 2,
        errorCorrectionLevel: 'M',
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
      const base = presenterUrl(request);
      const token = tokenFromEmbedUrl(url, base);
      const found = token ? await deps.embed.describe(token) : null;
      if (!token || !found) throw embedGone();
      const size = fitEmbedSize(maxwidth, maxheight);
      return {
        version: '1.0',
        type: 'rich',
        title: found.title,
        provider_name: deps.providerName,
        provider_url: base,
        html: embedIframeHtml(embedUrlOf(base, token), found.title, size),
        width: size.width,
        height: size.height,
        cache_age: OEMBED_CACHE_SECONDS,
      };
    },
  );
}
