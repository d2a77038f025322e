import { createServer, type Server } from 'node:http';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { E2E_FRAME_HOST, E2E_FRAME_ORIGIN, E2E_FRAME_PORT } from './env';

/**
 * Another site for the spec's tests: a page on another loopback address, titled `title`, that
 * frames whatever `?src=` names at `?w=` × `?h=` (400 × 300 unless told).
 */
export function serveFrameHost(title: string, frameId: string): void {
  let host: Server;
  test.beforeAll(async () => {
    host = createServer((request, response) => {
      const url = new URL(request.url ?? '/', E2E_FRAME_ORIGIN);
      const src = url.searchParams.get('src') ?? '';
      const width = Number(url.searchParams.get('w') ?? 400);
      const height = Number(url.searchParams.get('h') ?? 300);
      const escaped = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><title>${title}</title><body style="margin:0">` +
          `<iframe id="${frameId}" src="${escaped}" width="${width}" height="${height}" style="border:0"></iframe></body>`,
      );
    });
    await new Promise<void>((resolve) => host.listen(E2E_FRAME_PORT, E2E_FRAME_HOST, resolve));
  });
  test.afterAll(async () => {
    await new Promise((resolve) => host.close(resolve));
  });
}

/** Opens the host page framing `src` at this size; resolves with the framed page's frame. */
export async function frameOnHost(
  page: Page,
  src: string,
  size = { w: 400, h: 300 },
): Promise<Frame> {
  await page.setViewportSize({ width: size.w, height: size.h });
  await page.goto(`${E2E_FRAME_ORIGIN}/?src=${encodeURIComponent(src)}&w=${size.w}&h=${size.h}`);
  await expect.poll(() => page.frames().length).toBeGreaterThan(1);
  return page.frames().find((f) => f !== page.mainFrame()) as Frame;
}
