import { ImportFailure } from '../import-failure';

/** Bounds a package must keep, read from its central directory before anything is inflated. */
export const ZIP_LIMITS = {
  /** Most entries (a deck of 500 slides with notes and media has a few thousand). */
  entriesMax: 10_000,
  /** Most bytes all entries unpack to together. */
  totalMaxBytes: 1024 * 1024 * 1024,
  /** An entry unpacking to more than this must not be more than `ratioMax` times its packed size. */
  ratioFromBytes: 1024 * 1024,
  ratioMax: 100,
} as const;

export interface TZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const EOCD_SEARCH = 22 + 0xffff;

/**
 * The entries of a zip file as its central directory declares them, refused (`unsafeArchive`)
 * when there are too many, when they unpack to too much in all or by too high a ratio (a zip
 * bomb), or when the directory is broken or ZIP64 (a presentation never needs 4 GB).
 */
export function readZipDirectory(zip: Buffer): TZipEntry[] {
  const end = findEndRecord(zip);
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const offset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff || offset + size > end) unsafe();
  if (count > ZIP_LIMITS.entriesMax) unsafe();
  const entries: TZipEntry[] = [];
  let total = 0;
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) unsafe();
    const compressedSize = zip.readUInt32LE(at + 20);
    const uncompressedSize = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) unsafe();
    if (
      uncompressedSize > ZIP_LIMITS.ratioFromBytes &&
      uncompressedSize > ZIP_LIMITS.ratioMax * Math.max(1, compressedSize)
    ) {
      unsafe();
    }
    total += uncompressedSize;
    if (total > ZIP_LIMITS.totalMaxBytes) unsafe();
    entries.push({ name, compressedSize, uncompressedSize });
    at += 46 + skip;
  }
  return entries;
}

function findEndRecord(zip: Buffer): number {
  const from = Math.max(0, zip.length - EOCD_SEARCH);
  for (let at = zip.length - 22; at >= from; at--) {
    if (zip.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  return unsafe();
}

function unsafe(): never {
  throw new ImportFailure('unsafeArchive');
}
