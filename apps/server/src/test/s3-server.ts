import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** A real S3-compatible server (s3rver) on a loopback port, with its files in a temporary folder. */
export interface TTestS3 {
  bucket: string;
  endpoint: string;
  /** The S3_* variables of a server storing its uploads there (under `prefix`). */
  env(prefix?: string): Record<string, string>;
  client: S3Client;
  /** Every key in the bucket (under `prefix`), sorted. */
  keys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

/** s3rver's fixed credentials. */
const KEY = 'S3RVER';

/** Starts s3rver on 127.0.0.1 (a free port) with one empty bucket. */
export async function startTestS3(bucket = 'crowdeck-test'): Promise<TTestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'crowdeck-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  return {
    bucket,
    endpoint,
    client,
    env: (prefix) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
      ...(prefix ? { S3_PREFIX: prefix } : {}),
    }),
    async keys(prefix) {
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }),
      );
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
