import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Folder of uploaded images inside DATA_DIR. */
export function getUploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** Writes image files under unguessable names into the uploads folder (created if missing). */
export function createUploadStore(dir: string) {
  mkdirSync(dir, { recursive: true });
  return {
    dir,
    /** Stores the bytes and returns the new file's name (`<32 hex>.<ext>`). */
    async save(data: Buffer, ext: string): Promise<string> {
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await writeFile(path.join(dir, name), data, { flag: 'wx' });
      return name;
    },
  };
}

export type TUploadStore = ReturnType<typeof createUploadStore>;
