import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
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
    /** Deletes a stored file by the name `save` gave (gone already: nothing to do). */
    async remove(name: string): Promise<void> {
      if (!/^[0-9a-f]{32}\.[a-z0-9]+$/.test(name)) throw new Error(`not an upload name: ${name}`);
      await rm(path.join(dir, name), { force: true });
    },
  };
}

export type TUploadStore = ReturnType<typeof createUploadStore>;
