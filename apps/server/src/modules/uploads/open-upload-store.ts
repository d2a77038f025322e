import type { TConfig } from '../../config';
import { createDiskUploadStore } from './disk-upload-store';
import { createS3UploadStore, type TS3UploadStore } from './s3-upload-store';
import { getUploadsDir, type TUploadStore } from './upload-store';

/**
 * The bucket first, then DATA_DIR/uploads for files written before the bucket was configured
 * (until `npm run admin -- uploads-to-s3` copies them): new files only ever go to the bucket.
 */
export function withDiskFallback(bucket: TS3UploadStore, disk: TUploadStore): TS3UploadStore {
  return {
    ...bucket,
    async read(name, conditions) {
      return (await bucket.read(name, conditions)) ?? disk.read(name, conditions);
    },
    async exists(name) {
      return (await bucket.exists(name)) || disk.exists(name);
    },
    async delete(name) {
      await Promise.all([bucket.delete(name), disk.delete(name)]);
    },
  };
}

/**
 * The store the configuration asks for: the S3 bucket (checked to answer, with the local folder
 * as a read fallback) when S3_BUCKET is set, else DATA_DIR/uploads.
 */
export async function openUploadStore(config: Pick<TConfig, 's3' | 'dataDir'>): Promise<{
  store: TUploadStore;
  close(): void;
}> {
  const disk = createDiskUploadStore(getUploadsDir(config.dataDir));
  if (!config.s3) return { store: disk, close: () => undefined };
  const bucket = createS3UploadStore(config.s3);
  try {
    await bucket.verify();
  } catch (error) {
    bucket.close();
    throw error;
  }
  return { store: withDiskFallback(bucket, disk), close: () => bucket.close() };
}
