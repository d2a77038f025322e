import type { TImportFormat } from '@crowdeck/core';
import { open } from 'node:fs/promises';

/** Bytes read from the start of a file to recognise it. */
const HEAD_BYTES = 1024;
const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The import format of a file by its content, never its name: a PDF starts with `%PDF-` (readers
 * accept it anywhere in the first kilobyte), a PowerPoint package is a zip (the package itself
 * is checked later). Anything else: null.
 */
export async function detectImportFormat(file: string): Promise<TImportFormat | null> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    const bytes = head.subarray(0, bytesRead);
    if (bytes.indexOf(PDF_MAGIC) !== -1) return 'pdf';
    if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return 'pptx';
    return null;
  } finally {
    await handle.close();
  }
}
