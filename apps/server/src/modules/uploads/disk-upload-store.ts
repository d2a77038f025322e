import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import send from '@fastify/send';
import {
  emptyRead,
  isUploadName,
  newUploadName,
  type TReadConditions,
  type TUploadRead,
  type TUploadStore,
} from './upload-store';

/** The uploads folder in DATA_DIR (created on the first save, so a read-only use leaves none). */
export function createDiskUploadStore(dir: string): TUploadStore & { dir: string } {
  let created: Promise<unknown> | null = null;
  const fileOf = (name: string) => {
    if (!isUploadName(name)) throw new Error(`not a stored file's name: ${name}`);
    return path.join(dir, name);
  };

  return {
    kind: 'disk',
    location: dir,
    dir,
    async save(data, ext) {
      created ??= mkdir(dir, { recursive: true });
      await created;
      const name = newUploadName(ext);
      await writeFile(fileOf(name), data, { flag: 'wx' });
      return name;
    },

    /**
     * Reads through @fastify/send, the library @fastify/static serves with, so ranges, ETag,
     * Last-Modified and 304s stay what they were when the folder was served statically.
     */
    async read(name, conditions: TReadConditions = {}) {
      if (!isUploadName(name)) return null;
      // Cast: @fastify/send reads only headers and method of the request it is given.
      const request = { headers: conditions, method: 'GET' } as unknown as Readable;
      const result = await send(request, `/${name}`, {
        root: dir,
        index: false,
        cacheControl: false,
        contentType: false,
        dotfiles: 'deny',
      });
      if (result.type !== 'file') {
        result.stream.destroy();
        if (result.type === 'directory' || result.statusCode === 404) return null;
        if (result.statusCode === 412 || result.statusCode === 416) {
          const range = result.headers['Content-Range'];
          return emptyRead(result.statusCode, range ? { 'content-range': range } : {});
        }
        throw result.metadata.error;
      }
      return {
        statusCode: result.statusCode,
        headers: lowerCased(result.headers),
        body: result.stream,
      } satisfies TUploadRead;
    },

    async exists(name) {
      if (!isUploadName(name)) return false;
      return stat(fileOf(name)).then(
        (found) => found.isFile(),
        () => false,
      );
    },

    async delete(name) {
      await rm(fileOf(name), { force: true });
    },
  };
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([key, value]) => [key.toLowerCase(), String(value)]),
  );
}
