import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ImportFailure } from '../import-failure';

const require = createRequire(import.meta.url);
/** pdfjs-dist's own data files: the 14 standard fonts, character maps, its WebAssembly decoders. */
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));

/**
 * Opens a PDF with pdfjs-dist (legacy build, the one for Node). Fonts are drawn as paths (no
 * FontFace in Node), `eval` is never used for fonts. A password-protected file throws the
 * `encrypted` ImportFailure, anything else unreadable `unreadable`.
 */
export async function openPdf(file: string): Promise<PDFDocumentProxy> {
  const data = new Uint8Array(await readFile(file));
  try {
    return await getDocument({
      data,
      standardFontDataUrl: `${PDFJS_DIR}/standard_fonts/`,
      cMapUrl: `${PDFJS_DIR}/cmaps/`,
      cMapPacked: true,
      wasmUrl: `${PDFJS_DIR}/wasm/`,
      iccUrl: `${PDFJS_DIR}/iccs/`,
      disableFontFace: true,
      isEvalSupported: false,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
  } catch (error) {
    if (Reflect.get(Object(error), 'name') === 'PasswordException') {
      throw new ImportFailure('encrypted');
    }
    throw new ImportFailure('unreadable');
  }
}
