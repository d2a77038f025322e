import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PATHS, type TUploadImageResponse } from '@crowdeck/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../test/live-clients';
import { startTestS3, type TTestS3 } from '../../test/s3-server';
import { bearer, createTestApp, registerUser, type TTestApp } from '../../test/test-app';
import { getUploadsDir } from './upload-store';

const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));
const OPERATOR_TOKEN = 'operator-token-of-at-least-thirty-two-characters';
const WOFF2 = path.resolve(
  SERVER_DIR,
  '../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2',
);
const PREFIX = 'uploads/';

let s3: TTestS3;
let t: TTestApp;
let url: string;
let token: string;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({
    env: { UPLOAD_URL: 'https://uploads.crowdeck.example', OPERATOR_TOKEN, ...s3.env(PREFIX) },
  });
  url = await listen(t.app);
  token = (await registerUser(t.app)).token;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

function multipart(data: Buffer, filename: string, type: string) {
  const boundary = '----crowdeck-s3-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function uploadImage(): Promise<{ name: string; bytes: Buffer }> {
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#1368CE' },
  })
    .png()
    .toBuffer();
  const body = multipart(png, 'photo.png', 'image/png');
  const response = await t.app.inject({
    method: 'POST',
    url: API_PATHS.uploadImage,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(response.statusCode).toBe(201);
  const { url: address } = response.json() as TUploadImageResponse;
  expect(address).toMatch(/^https:\/\/uploads\.crowdeck\.example\/uploads\/[0-9a-f]{32}\.png$/);
  const name = path.basename(address);
  // The bytes as stored (the server re-encodes every image), read straight from the bucket.
  const stored = await s3.client.send(
    new (await import('@aws-sdk/client-s3')).GetObjectCommand({
      Bucket: s3.bucket,
      Key: `${PREFIX}${name}`,
    }),
  );
  return { name, bytes: Buffer.from(await stored.Body!.transformToByteArray()) };
}

/** GET (or HEAD) of a stored file on the upload origin, over a real socket. */
const get = (name: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${url}/uploads/${name}`, { method, headers });

describe('uploads in an S3-compatible bucket', () => {
  it('stores an uploaded image in the bucket, not in DATA_DIR, and serves it as before', async () => {
    const { name, bytes } = await uploadImage();
    expect(await s3.keys()).toContain(`${PREFIX}${name}`);
    expect(existsSync(getUploadsDir(t.config.dataDir))).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('png');

    const served = await get(name);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
    const expected = {
      'content-type': 'image/png',
      'content-length': String(bytes.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
      'accept-ranges': 'bytes',
    };
    for (const [header, value] of Object.entries(expected)) {
      expect(served.headers.get(header)).toBe(value);
    }
    expect(served.headers.get('etag')).toBeTruthy();
    expect(served.headers.get('last-modified')).toBeTruthy();
  });

  it('answers ranges, revalidation and HEAD from the bucket', async () => {
    const { name, bytes } = await uploadImage();
    const part = await get(name, { range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(0, 10));

    // (s3rver reads no suffix range, `bytes=-4`: Amazon S3 and the disk store do.)
    const rest = await get(name, { range: 'bytes=10-' });
    expect(rest.status).toBe(206);
    expect(Buffer.from(await rest.arrayBuffer())).toEqual(bytes.subarray(10));

    const outside = await get(name, { range: `bytes=${bytes.length + 10}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    await outside.arrayBuffer();

    const etag = (await get(name, {}, 'HEAD')).headers.get('etag')!;
    const unchanged = await get(name, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect((await unchanged.arrayBuffer()).byteLength).toBe(0);
    // A range under a stale validator gets the whole (changed) file.
    const stale = await get(name, { range: 'bytes=0-9', 'if-range': '"not-the-etag"' });
    expect(stale.status).toBe(200);
    expect(Buffer.from(await stale.arrayBuffer())).toEqual(bytes);
    const fresh = await get(name, { range: 'bytes=0-9', 'if-range': etag });
    expect(fresh.status).toBe(206);
    expect(Buffer.from(await fresh.arrayBuffer())).toEqual(bytes.subarray(0, 10));

    const head = await get(name, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    expect(head.headers.get('content-type')).toBe('image/png');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('serves files still in DATA_DIR/uploads (not yet migrated) and 404s unknown names', async () => {
    const dir = getUploadsDir(t.config.dataDir);
    await mkdir(dir, { recursive: true });
    const old = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#E21B3C' } })
      .jpeg()
      .toBuffer();
    const name = `${'a1'.repeat(16)}.jpg`;
    await writeFile(path.join(dir, name), old);
    const served = await get(name);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(old);
    expect((await get(name, { range: 'bytes=2-5' })).status).toBe(206);
    expect(await t.app.uploads.exists(name)).toBe(true);

    const missing = await get(`${'0'.repeat(32)}.png`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('not_found');
    for (const bad of ['..%2Fsecret.png', 'x.exe', '.png', 'a.b.png']) {
      expect((await get(bad)).status).toBe(404);
    }
    await rm(path.join(dir, name));
  });

  it('stores an organisation font in the bucket and serves it to other origins', async () => {
    const operator = (method: 'POST' | 'PUT', address: string, payload: object) =>
      t.app.inject({ method, url: address, headers: bearer(OPERATOR_TOKEN), payload });
    const created = await operator('POST', API_PATHS.operatorOrganisations, { name: 'Font Org' });
    const id = created.json().id as string;
    const owner = await registerUser(t.app);
    const added = await operator('POST', `${API_PATHS.operatorOrganisations}${id}/members/`, {
      email: owner.email,
      role: 'owner',
    });
    expect(added.statusCode).toBe(200);
    const font = await readFile(WOFF2);
    const body = multipart(font, 'brand.woff2', 'font/woff2');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: API_PATHS.organisationBrandingFont,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(owner.token) },
    });
    expect(uploaded.statusCode).toBe(201);
    const name = path.basename(uploaded.json().url as string);
    expect(await s3.keys()).toContain(`${PREFIX}${name}`);
    const served = await get(name);
    expect(served.headers.get('content-type')).toBe('font/woff2');
    expect(served.headers.get('access-control-allow-origin')).toBe('*');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(font);
  });

  it('deletes a file from the bucket (and any local copy)', async () => {
    const { name } = await uploadImage();
    expect(await t.app.uploads.exists(name)).toBe(true);
    await t.app.uploads.delete(name);
    expect(await s3.keys()).not.toContain(`${PREFIX}${name}`);
    expect(await t.app.uploads.exists(name)).toBe(false);
    expect((await get(name)).status).toBe(404);
    // Deleting what is not there is no error.
    await t.app.uploads.delete(name);
  });
});

describe('a bucket that does not answer', () => {
  it('stops the start with what is wrong', async () => {
    await expect(
      createTestApp({ env: { ...s3.env(), S3_BUCKET: 'no-such-bucket' } }),
    ).rejects.toThrow(
      /Uploads: cannot use s3:\/\/no-such-bucket\/ at http:\/\/127\.0\.0\.1:\d+: the bucket does not exist\./,
    );
    await expect(
      createTestApp({ env: { ...s3.env(), S3_ENDPOINT: 'http://127.0.0.1:9' } }),
    ).rejects.toThrow(
      /Uploads: cannot use s3:\/\/crowdeck-test\/ at http:\/\/127\.0\.0\.1:9: no answer/,
    );
  });
});
