import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandInput,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { z } from 'zod';
import { ConfigError, type TS3Config } from '../../config';
import { contentTypeOfUpload } from './image-processing';
import {
  emptyRead,
  isUploadName,
  newUploadName,
  type TReadConditions,
  type TUploadStore,
} from './upload-store';

/** Stored files never change (new content gets a new name), so caches may keep them for good. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The S3 store's extras: writing under a given name (migration), sizes, and a reachability check. */
export interface TS3UploadStore extends TUploadStore {
  readonly kind: 's3';
  /** Writes `data` under `name` (the migration keeps local names). */
  saveAs(name: string, data: Buffer): Promise<void>;
  /** The stored object's size in bytes, or null when there is none. */
  sizeOf(name: string): Promise<number | null>;
  /** Throws a message an operator can act on unless the bucket answers with these credentials. */
  verify(): Promise<void>;
  close(): void;
}

/** The HTTP status of an SDK error (404, 304, 412, 416…), if it came from the bucket. */
function statusOf(error: unknown): number | undefined {
  return ZSdkErrorSchema.safeParse(error).data?.$metadata.httpStatusCode;
}

/** What the SDK's service errors carry: the response's metadata. */
const ZSdkErrorSchema = z.object({
  $metadata: z.object({ httpStatusCode: z.number().optional() }),
});

/** An S3-compatible bucket through the AWS SDK v3; keys are `S3_PREFIX` + the file's name. */
export function createS3UploadStore(config: TS3Config): TS3UploadStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
    // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's default
    // CRC32 trailers (aws-chunked bodies), and each save is small and sent whole.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const { bucket } = config;
  const keyOf = (name: string) => {
    if (!isUploadName(name)) throw new Error(`not a stored file's name: ${name}`);
    return `${config.prefix}${name}`;
  };
  const location = `s3://${bucket}/${config.prefix}${config.endpoint ? ` at ${config.endpoint}` : ''}`;

  async function saveAs(name: string, data: Buffer): Promise<void> {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: keyOf(name),
        Body: data,
        ContentLength: data.length,
        ContentType: contentTypeOfUpload(name) ?? 'application/octet-stream',
        CacheControl: UPLOAD_CACHE_CONTROL,
      }),
    );
  }

  async function get(input: GetObjectCommandInput): Promise<GetObjectCommandOutput | number> {
    try {
      return await client.send(new GetObjectCommand(input));
    } catch (error) {
      const status = statusOf(error);
      if (status === 304 || status === 404 || status === 412 || status === 416) return status;
      throw error;
    }
  }

  async function sizeOf(name: string): Promise<number | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  /** Whether an If-Range validator (a strong ETag or a date) still names the stored object. */
  async function rangeStillValid(name: string, ifRange: string): Promise<boolean> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
      if (ifRange.startsWith('"')) return head.ETag === ifRange;
      const date = parseDate(ifRange);
      return Boolean(
        date &&
        head.LastModified &&
        Math.floor(head.LastModified.getTime() / 1000) === date.getTime() / 1000,
      );
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  return {
    kind: 's3',
    location,
    saveAs,
    sizeOf,
    async save(data, ext) {
      const name = newUploadName(ext);
      await saveAs(name, data);
      return name;
    },

    /**
     * A GET with the request's conditions, answered by the bucket itself (ranges, 304). S3 has no
     * If-Range: the object's validators are read first (a rare request: resuming a download), and
     * a range of a file that changed since is not asked for — the whole file is read, as HTTP says.
     */
    async read(name, conditions: TReadConditions = {}) {
      if (!isUploadName(name)) return null;
      const input: GetObjectCommandInput = { Bucket: bucket, Key: keyOf(name) };
      const { range } = conditions;
      const ifRange = conditions['if-range'];
      if (range && (!ifRange || (await rangeStillValid(name, ifRange)))) input.Range = range;
      if (conditions['if-none-match']) input.IfNoneMatch = conditions['if-none-match'];
      else if (conditions['if-modified-since']) {
        input.IfModifiedSince = parseDate(conditions['if-modified-since']);
      }
      const answer = await get(input);
      if (answer === 404) return null;
      if (answer === 416) {
        const size = await sizeOf(name);
        return emptyRead(416, size === null ? {} : { 'content-range': `bytes */${size}` });
      }
      if (typeof answer === 'number') return emptyRead(answer, {});
      const headers: Record<string, string> = { 'accept-ranges': 'bytes' };
      if (answer.ContentLength !== undefined)
        headers['content-length'] = String(answer.ContentLength);
      if (answer.ContentRange) headers['content-range'] = answer.ContentRange;
      if (answer.ETag) headers.etag = answer.ETag;
      if (answer.LastModified) headers['last-modified'] = answer.LastModified.toUTCString();
      return {
        statusCode: answer.ContentRange ? 206 : 200,
        headers,
        // Cast: in Node the SDK's GetObject body is a Readable (its type spans browsers' streams too).
        body: answer.Body as Readable,
      };
    },

    async exists(name) {
      return isUploadName(name) && (await sizeOf(name)) !== null;
    },

    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
    },

    async verify() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const status = statusOf(error);
        const why =
          status === 404
            ? 'the bucket does not exist'
            : status === 403
              ? 'access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
              : status === 301
                ? 'the bucket is in another region (check S3_REGION)'
                : status
                  ? `the bucket answered HTTP ${status}`
                  : `no answer (${error instanceof Error ? error.message || error.name : String(error)})`;
        throw new ConfigError(`Uploads: cannot use ${location}: ${why}.`, { cause: error });
      }
    },

    close() {
      client.destroy();
    },
  };
}

/** An HTTP date; an unreadable one is ignored by the bucket (as a server ignores it). */
function parseDate(value: string): Date | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
