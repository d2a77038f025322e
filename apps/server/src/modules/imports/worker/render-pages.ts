import type { MessagePort } from 'node:worker_threads';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TRenderedPage } from './import-task';
import { toAltText } from './page-text';

/** The canvas pdfjs-dist makes in Node (its own copy of @napi-rs/canvas). */
interface TNodeCanvas {
  width: number;
  height: number;
  toBuffer(type: 'image/png' | 'image/jpeg', quality?: number): Buffer;
}

export interface TRenderOptions {
  pages: readonly number[];
  maxSide: number;
  maxBytes: number;
  altMax: number;
  cancel: Int32Array;
  port: MessagePort;
}

/**
 * Renders the pages one by one, each at `maxSide` pixels on its long side (its own aspect), and
 * posts each image with its text through `port` as soon as it is done. Checks `cancel` before
 * every page; returns how many pages were rendered and whether it stopped because of a cancel.
 */
export async function renderPages(
  pdf: PDFDocumentProxy,
  options: TRenderOptions,
): Promise<{ rendered: number; cancelled: boolean }> {
  let rendered = 0;
  for (const [index, pageNumber] of options.pages.entries()) {
    if (Atomics.load(options.cancel, 0) !== 0) return { rendered, cancelled: true };
    const page: TRenderedPage = { index, ...(await renderPage(pdf, pageNumber, options)) };
    // Cast: the page's pixels are a fresh Uint8Array, never over a SharedArrayBuffer.
    options.port.postMessage(page, [page.data.buffer as ArrayBuffer]);
    rendered += 1;
  }
  return { rendered, cancelled: false };
}

async function renderPage(
  pdf: PDFDocumentProxy,
  pageNumber: number,
  options: TRenderOptions,
): Promise<Omit<TRenderedPage, 'index'>> {
  const page = await pdf.getPage(pageNumber);
  try {
    const natural = page.getViewport({ scale: 1 });
    const longSide = Math.max(natural.width, natural.height, 1);
    const viewport = page.getViewport({ scale: options.maxSide / longSide });
    const width = Math.max(1, Math.round(viewport.width));
    const height = Math.max(1, Math.round(viewport.height));
    // Cast: pdfjs-dist types its canvas factory as an object; in Node it is its @napi-rs/canvas factory.
    const factory = pdf.canvasFactory as unknown as {
      create(
        width: number,
        height: number,
      ): { canvas: TNodeCanvas; context: CanvasRenderingContext2D };
    };
    const { canvas, context } = factory.create(width, height);
    await page.render({
      // Cast: pdfjs-dist draws on an @napi-rs/canvas canvas in Node, though it types the DOM's.
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context,
      viewport,
    }).promise;
    const text = await page.getTextContent();
    const parts = text.items.map((item) => ('str' in item ? item.str : ''));
    const png = canvas.toBuffer('image/png');
    // A photo-like page can outgrow the upload limit as PNG; JPEG keeps it to a fraction.
    const [data, ext] =
      png.length <= options.maxBytes
        ? ([png, 'png'] as const)
        : ([canvas.toBuffer('image/jpeg', 85), 'jpg'] as const);
    return {
      data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength).slice(),
      ext,
      width,
      height,
      alt: toAltText(parts, options.altMax),
    };
  } finally {
    page.cleanup();
  }
}
