import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startTestS3, type TTestS3 } from '../../test/s3-server';
import { createS3UploadStore } from './s3-upload-store';
import { getUploadsDir } from './upload-store';

// The command line and the start touch no database: these run once, not once per driver.
const run = promisify(execFile);
const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));
const WOFF2 = path.resolve(
  SERVER_DIR,
  '../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2',
);

/** Each test starts Node processes through tsx (seconds each on a busy machine). */
const CHILD_TIMEOUT_MS = 120_000;

let s3: TTestS3;
let dataDir: string;
beforeAll(async () => {
  s3 = await startTestS3();
  dataDir = await mkdtemp(path.join(tmpdir(), 'crowdeck-migrate-'));
});
afterAll(async () => {
  await s3?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** `npm run admin -- …` (the script's command) in apps/server with `env`. */
function admin(env: Record<string, string>, ...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, ...env },
  });
}

/** A failed child process's exit code and error output. */
type TFailed = { code: number; stderr: string };

describe('npm run admin -- uploads-to-s3', { timeout: CHILD_TIMEOUT_MS }, () => {
  it('copies local uploads to the bucket once, then copies nothing; --delete-local empties the folder', async () => {
    const dir = getUploadsDir(dataDir);
    await mkdir(dir, { recursive: true });
    const tile = (background: string) =>
      sharp({ create: { width: 4, height: 4, channels: 3, background } });
    const files = {
      [`${'b2'.repeat(16)}.png`]: await tile('#26890C').png().toBuffer(),
      [`${'c3'.repeat(16)}.webp`]: await tile('#D89E00').webp().toBuffer(),
      [`${'d4'.repeat(16)}.woff2`]: await readFile(WOFF2),
    };
    for (const [name, data] of Object.entries(files)) await writeFile(path.join(dir, name), data);
    await writeFile(path.join(dir, 'notes.txt~'), 'not an upload');
    const env = s3.env('migrated/');

    const first = JSON.parse((await admin(env, 'uploads-to-s3')).stdout);
    expect(first).toEqual({
      from: dir,
      to: `s3://${s3.bucket}/migrated/ at ${s3.endpoint}`,
      found: 3,
      copied: 3,
      alreadyInBucket: 0,
      deletedLocal: 0,
      ignored: 1,
    });
    const keys = Object.keys(files).map((name) => `migrated/${name}`);
    expect(await s3.keys('migrated/')).toEqual(keys.sort());

    const second = JSON.parse((await admin(env, 'uploads-to-s3')).stdout);
    expect(second).toMatchObject({ found: 3, copied: 0, alreadyInBucket: 3, deletedLocal: 0 });
    expect((await readdir(dir)).length).toBe(4);

    const third = JSON.parse((await admin(env, 'uploads-to-s3', '--delete-local')).stdout);
    expect(third).toMatchObject({ copied: 0, alreadyInBucket: 3, deletedLocal: 3 });
    expect(await readdir(dir)).toEqual(['notes.txt~']);

    // The bucket holds each file, byte for byte, under its old name (so its address still works).
    const bucket = createS3UploadStore(loadConfig(env).s3!);
    try {
      for (const [name, data] of Object.entries(files)) {
        const read = await bucket.read(name);
        const chunks: Buffer[] = [];
        for await (const chunk of read!.body) chunks.push(chunk as Buffer);
        expect(Buffer.concat(chunks)).toEqual(data);
      }
    } finally {
      bucket.close();
    }
  });

  it('explains what is missing: no bucket configured, an unknown option', async () => {
    const failed = (env: Record<string, string>, ...args: string[]) =>
      admin(env, 'uploads-to-s3', ...args).then(
        () => ({ code: 0, stderr: '' }),
        (error: TFailed) => error,
      );
    const [withoutBucket, unknown, noBucket] = await Promise.all([
      failed({}),
      failed(s3.env(), '--delete'),
      failed({ ...s3.env(), S3_BUCKET: 'missing-bucket' }),
    ]);
    expect(withoutBucket.code).toBe(2);
    expect(withoutBucket.stderr).toContain('uploads-to-s3: S3_BUCKET is not set');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('uploads-to-s3: unknown option --delete');
    expect(noBucket.code).toBe(1);
    expect(noBucket.stderr).toContain('the bucket does not exist');
  });
});

describe('a server started with half an S3 setup', { timeout: CHILD_TIMEOUT_MS }, () => {
  it('stops with a message naming each variable to fix', async () => {
    const started = (await run(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY_ID: 'S3RVER' },
    }).catch((error: TFailed) => error)) as TFailed;
    expect(started.code).toBe(1);
    expect(started.stderr).toContain(
      'S3_BUCKET: must be set when S3_ENDPOINT, S3_ACCESS_KEY_ID are set',
    );
    expect(started.stderr).toContain(
      'S3_SECRET_ACCESS_KEY: must be set together with S3_ACCESS_KEY_ID',
    );
  });
});
