import { brotliDecompressSync, constants } from 'node:zlib';

/** Largest font file an organisation may upload. */
export const FONT_MAX_BYTES = 2 * 1024 * 1024;

const HEADER_BYTES = 48;
const SIGNATURE = 0x774f4632; // 'wOF2'
const FLAVOURS = [0x00010000, 0x4f54544f, 0x74727565]; // TrueType, 'OTTO', 'true'
/** Known-tag indexes of glyf and loca, whose transform version 0 means "transformed". */
const GLYF_LOCA = [10, 11];

/** Reads a WOFF2 UIntBase128 at `at`; null when malformed. */
function readBase128(data: Buffer, at: number): { value: number; next: number } | null {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = data[at + i];
    if (byte === undefined || (i === 0 && byte === 0x80)) return null;
    if (value & 0xfe000000) return null;
    value = (value << 7) | (byte & 0x7f);
    if ((byte & 0x80) === 0) return { value: value >>> 0, next: at + i + 1 };
  }
  return null;
}

/**
 * Whether `data` is a WOFF2 font that parses (W3C WOFF2 §3–5): the `wOF2` signature, a sane
 * header, a readable table directory, and a Brotli stream that decompresses to exactly the
 * tables' sizes. Font collections are refused (a brand needs one font).
 */
export function isWoff2Font(data: Buffer): boolean {
  if (data.length < HEADER_BYTES || data.length > FONT_MAX_BYTES) return false;
  if (data.readUInt32BE(0) !== SIGNATURE) return false;
  if (!FLAVOURS.includes(data.readUInt32BE(4))) return false;
  if (data.readUInt32BE(8) !== data.length) return false;
  const numTables = data.readUInt16BE(12);
  if (numTables === 0 || data.readUInt16BE(14) !== 0) return false;
  const totalCompressedSize = data.readUInt32BE(20);
  let at = HEADER_BYTES;
  let expected = 0;
  for (let t = 0; t < numTables; t++) {
    const flags = data[at];
    if (flags === undefined) return false;
    at += (flags & 0x3f) === 0x3f ? 5 : 1;
    const orig = readBase128(data, at);
    if (!orig) return false;
    at = orig.next;
    const version = flags >> 6;
    const transformed = GLYF_LOCA.includes(flags & 0x3f) ? version === 0 : version !== 0;
    if (transformed) {
      const length = readBase128(data, at);
      if (!length) return false;
      at = length.next;
      expected += length.value;
    } else expected += orig.value;
  }
  if (totalCompressedSize === 0 || at + totalCompressedSize > data.length) return false;
  try {
    const tables = brotliDecompressSync(data.subarray(at, at + totalCompressedSize), {
      maxOutputLength: Math.max(expected, 1),
      params: { [constants.BROTLI_DECODER_PARAM_LARGE_WINDOW]: 0 },
    });
    return tables.length === expected;
  } catch {
    return false;
  }
}
