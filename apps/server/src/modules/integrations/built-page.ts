import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NOT_BUILT_MESSAGE } from '../../http/spa';
import { serializeCsp } from '../../http/security';

/**
 * Sends one page of the presenter app's build (an extra Vite input) framed by an integration's
 * host: its own CSP (`frame-ancestors` decides who may frame it, so helmet's X-Frame-Options,
 * which would contradict it, goes), and without `Cross-Origin-Opener-Policy` when the host talks
 * to the page's windows through their opener. 503 with a plain message before the app is built.
 */
export async function sendBuiltPage(
  reply: FastifyReply,
  page: {
    distDir: string;
    /** The page's path in the build (`integrations/office/addin.html`). */
    file: string;
    csp: Record<string, string[] | null>;
    dropOpenerPolicy: boolean;
  },
): Promise<FastifyReply> {
  const drop = [
    'X-Frame-Options',
    ...(page.dropOpenerPolicy ? ['Cross-Origin-Opener-Policy'] : []),
  ];
  for (const name of drop) removeHeader(reply, name);
  reply
    .header('Content-Security-Policy', serializeCsp(page.csp))
    .header('Cache-Control', 'no-cache');
  let html: string;
  try {
    html = await readFile(path.join(page.distDir, page.file), 'utf8');
  } catch {
    return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
  }
  return reply.type('text/html; charset=utf-8').send(html);
}

/**
 * Sends the documents whose address `matches` (a sign-in window on its way back to an
 * integration, which talks to it through its opener) without `Cross-Origin-Opener-Policy`.
 */
export function dropOpenerPolicyOn(app: FastifyInstance, matches: (url: string) => boolean): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (matches(request.url)) removeHeader(reply, 'Cross-Origin-Opener-Policy');
    return payload;
  });
}

/** Removes a header helmet may have written on the raw response, or one set on the reply. */
function removeHeader(reply: FastifyReply, name: string): void {
  reply.raw.removeHeader(name);
  reply.removeHeader(name);
}
