import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { API_PATHS, EMBED_ROUTE, escapeHtml } from '@crowdeck/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NOT_BUILT_MESSAGE } from '../../http/spa';
import { embedUrlOf, type TEmbedService } from './embed.service';

/**
 * The live embed's page, `/embed/<view token>`: the presenter app's index.html (its router opens
 * the embed screen, a chunk of its own without the editor) with the oEmbed discovery link and
 * the embed's title when the token is known. Framing headers: http/spa.ts (EMBED_FRAME_ANCESTORS).
 */
export function registerEmbedPage(
  app: FastifyInstance,
  deps: {
    distDir: string;
    embed: TEmbedService;
    addressesOf(request: FastifyRequest): { presenterUrl: string; apiUrl: string };
  },
): void {
  let index: Promise<string | null> | null = null;
  const readIndex = () =>
    (index ??= readFile(path.join(deps.distDir, 'index.html'), 'utf8').catch(() => {
      index = null;
      return null;
    }));

  app.get<{ Params: { token: string } }>(
    `${EMBED_ROUTE}/:token`,
    { schema: { hide: true } },
    async (request, reply) => {
      const html = await readIndex();
      if (html === null) {
        return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
      }
      const { token } = request.params;
      const found = await deps.embed.describe(token);
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      if (!found) return reply.send(html);
      const { presenterUrl, apiUrl } = deps.addressesOf(request);
      const oembed = `${apiUrl}${API_PATHS.oembed}?url=${encodeURIComponent(
        embedUrlOf(presenterUrl, token),
      )}&format=json`;
      const head =
        `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(oembed)}" ` +
        `title="${escapeHtml(found.title)}" />\n  </head>`;
      return reply.send(html.replace('</head>', head));
    },
  );
}
