import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { TS3UploadStore } from './s3-upload-store';
import { isUploadName } from './upload-store';

/** What one run of the migration did, file by file counted. */
export interface TUploadsCopied {
  /** Stored files found in the folder (images, imported slide images, fonts). */
  found: number;
  copied: number;
  /** Already in the bucket with the same size: left as they are. */
  alreadyInBucket: number;
  /** Local files removed after their copy was seen in the bucket (`--delete-local`). */
  deletedLocal: number;
  /** Other entries of the folder (not a stored file's name, or not a file): never touched. */
  ignored: number;
}

/** Files copied at once: enough to hide round trips, few enough for a small bucket. */
const PARALLEL = 8;

/**
 * Copies every stored file of `dir` (DATA_DIR/uploads) to the bucket under the same name, so
 * addresses already in decks keep working. Idempotent: a file already there with the same size is
 * not sent again. With `deleteLocal`, a local file is removed once the bucket holds it whole.
 */
export async function copyUploadsToBucket(deps: {
  dir: string;
  bucket: TS3UploadStore;
  deleteLocal: boolean;
}): Promise<TUploadsCopied> {
  const entries = await readdir(deps.dir, { withFileTypes: true }).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  });
  const names = entries.filter((entry) => entry.isFile() && isUploadName(entry.name));
  const result: TUploadsCopied = {
    found: names.length,
    copied: 0,
    alreadyInBucket: 0,
    deletedLocal: 0,
    ignored: entries.length - names.length,
  };
  const queue = names.map((entry) => entry.name);

  async function copyOne(name: string): Promise<void> {
    const file = path.join(deps.dir, name);
    const { size } = await stat(file);
    if ((await deps.bucket.sizeOf(name)) === size) {
      result.alreadyInBucket += 1;
    } else {
      await deps.bucket.saveAs(name, await readFile(file));
      result.copied += 1;
    }
    if (deps.deleteLocal) {
      // Removed only when the bucket answers for the whole file.
      if ((await deps.bucket.sizeOf(name)) !== size) {
        throw new Error(`${name}: the bucket does not hold the whole file; kept locally`);
      }
      await rm(file);
      result.deletedLocal += 1;
    }
  }

  async function worker(): Promise<void> {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) await copyOne(name);
  }
  await Promise.all(Array.from({ length: PARALLEL }, () => worker()));
  return result;
}
