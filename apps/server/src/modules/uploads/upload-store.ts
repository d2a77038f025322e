import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';

/** Folder of uploaded files inside DATA_DIR (the disk store, and the S3 store's fallback). */
export function getUploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** Names the stores write and read: `<letters, digits, _ or ->.<lowercase extension>`, no path. */
const UPLOAD_NAME = /^[A-Za-z0-9_-]{1,128}\.[a-z0-9]{1,8}$/;

/** Whether `name` can be a stored file's name (never a path: no slash, no dot segment). */
export function isUploadName(name: string): boolean {
  return UPLOAD_NAME.test(name);
}

/** A new file's unguessable name (`<32 hex>.<ext>`). */
export function newUploadName(ext: string): string {
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  if (!isUploadName(name)) throw new Error(`not a stored file's extension: ${ext}`);
  return name;
}

/** Request headers a read honours, as HTTP names them: one byte range and revalidation. */
export interface TReadConditions {
  range?: string;
  'if-range'?: string;
  'if-none-match'?: string;
  'if-modified-since'?: string;
}

/** A stored file as read for one request: what to answer and the bytes (empty unless 200/206). */
export interface TUploadRead {
  /** 200, 206 (a range), 304 (not modified), 412 or 416 (a range outside the file). */
  statusCode: number;
  /** Content-Length, Content-Range, Accept-Ranges, ETag and Last-Modified, as they apply. */
  headers: Record<string, string>;
  body: Readable;
}

/** A read answered without the file's bytes (a 412 or 416): its status, headers, an empty body. */
export function emptyRead(statusCode: number, headers: Record<string, string>): TUploadRead {
  return { statusCode, headers, body: Readable.from([]) };
}

/**
 * Where uploads live (images, imported slide images, organisations' fonts): the disk store in
 * DATA_DIR/uploads, or an S3-compatible bucket (with the disk as a read fallback until migrated).
 */
export interface TUploadStore {
  readonly kind: 'disk' | 's3';
  /** Where the files are, for logs: the folder, or `s3://bucket/prefix/ at endpoint`. */
  readonly location: string;
  /** Stores the bytes under a new unguessable name (`<32 hex>.<ext>`) and returns that name. */
  save(data: Buffer, ext: string): Promise<string>;
  /** The file as a stream for one request's conditions; null when there is no such file. */
  read(name: string, conditions?: TReadConditions): Promise<TUploadRead | null>;
  exists(name: string): Promise<boolean>;
  /** Removes the file; a missing file is not an error. */
  delete(name: string): Promise<void>;
}
