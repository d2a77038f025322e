import path from 'node:path';
import { API_PATHS, type TUploadImageResponse } from '@crowdeck/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useLiveFixture } from '../../test/live-fixture';
import { call } from '../../test/deck-factories';
import { bearer } from '../../test/test-app';

const t = useLiveFixture({ env: { UPLOAD_URL: 'https://uploads.crowdeck.example' } });

/** A multipart/form-data body with one file part. */
function multipart(data: Buffer, filename: string, type: string, field = 'file') {
  const boundary = '----crowdeck-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...bearer(t.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(data: Buffer, filename = 'image.png', type = 'image/png', field?: string) {
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.uploadImage,
    ...multipart(data, filename, type, field),
  });
}

/** Fetches a stored upload through the server by the path of its public URL. */
function fetchUpload(url: string) {
  return t.app.inject({ method: 'GET', url: new URL(url).pathname });
}

const solid = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#1368CE' } })
    .toFormat(format)
    .toBuffer();

describe('image uploads', () => {
  it.each(['png', 'jpeg', 'webp'] as const)(
    'stores a %s and serves it with long caching',
    async (format) => {
      const response = await upload(await solid(format), `photo.${format}`, `image/${format}`);
      expect(response.statusCode).toBe(201);
      const body = response.json() as TUploadImageResponse;
      expect(body.url).toMatch(
        /^https:\/\/uploads\.crowdeck\.example\/uploads\/[0-9a-f]{32}\.(png|jpg|webp)$/,
      );
      expect(body).toMatchObject({ width: 64, height: 48 });

      const served = await fetchUpload(body.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${format}`);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(served.rawPayload).metadata()).format).toBe(format);
    },
  );

  it('strips EXIF (and GPS) from a JPEG but keeps its orientation', async () => {
    const withExif = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#E21B3C' },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'Spycam' }, IFD3: { GPSLatitudeRef: 'N' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(withExif).metadata()).orientation).toBe(6);
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const body = (await upload(withExif, 'photo.jpg', 'image/jpeg')).json() as TUploadImageResponse;
    const stored = (await fetchUpload(body.url)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('Spycam')).toBe(false);
    expect([meta.width, meta.height]).toEqual([20, 40]);
  });

  it('keeps every frame of an animated GIF', async () => {
    const source = await makeAnimatedGif();
    expect((await sharp(source, { animated: true }).metadata()).pages).toBe(3);
    const body = (await upload(source, 'party.gif', 'image/gif')).json() as TUploadImageResponse;
    const stored = (await fetchUpload(body.url)).rawPayload;
    const meta = await sharp(stored, { animated: true }).metadata();
    expect(meta.format).toBe('gif');
    expect(meta.pages).toBe(3);
    expect(body).toMatchObject({ width: 16, height: 16 });
  });

  it('refuses a text file named .png, an empty request and a wrong field', async () => {
    const fake = await upload(
      Buffer.from('not an image at all, just text'),
      'evil.png',
      'image/png',
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({
      code: 'unsupported_media_type',
      message: 'Upload a PNG, JPEG, WebP or GIF image.',
    });
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>'),
      'x.svg',
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(415);
    const wrongField = await upload(await solid('png'), 'a.png', 'image/png', 'picture');
    expect(wrongField.statusCode).toBe(400);
    const none = await call(t.app, t.token, 'POST', API_PATHS.uploadImage);
    expect(none.statusCode).toBe(400);
  });

  it('refuses an 11 MB file with 413 JSON and anonymous uploads with 401', async () => {
    const big = await upload(Buffer.alloc(11 * 1024 * 1024, 1), 'big.png', 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('payload_too_large');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: API_PATHS.uploadImage,
      ...multipart(await solid('png'), 'a.png', 'image/png'),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers ranges, revalidation and HEAD from DATA_DIR/uploads', async () => {
    const body = (await upload(await solid('png'))).json() as TUploadImageResponse;
    const whole = await fetchUpload(body.url);
    const size = whole.rawPayload.length;
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe(String(size));
    const url = new URL(body.url).pathname;
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-4' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${size - 4}-${size - 1}/${size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(-4));
    const outside = await t.app.inject({
      method: 'GET',
      url,
      headers: { range: `bytes=${size}-` },
    });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${size}`);
    const etag = String(whole.headers.etag);
    const unchanged = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(size));
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.rawPayload.length).toBe(0);
    expect(t.app.uploads.kind).toBe('disk');
    await t.app.uploads.delete(path.basename(body.url));
    expect((await fetchUpload(body.url)).statusCode).toBe(404);
  });

  it('answers 404 JSON for an unknown upload', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/0000.png' });
    expect(missing.statusCode).toBe(404);
  });
});

/** A 3-frame GIF built by joining frames vertically and declaring the page height. */
async function makeAnimatedGif(): Promise<Buffer> {
  const colours = ['#E21B3C', '#1368CE', '#D89E00'];
  const frames = await Promise.all(
    colours.map((background) =>
      sharp({ create: { width: 16, height: 16, channels: 4, background } })
        .raw()
        .toBuffer(),
    ),
  );
  return sharp(Buffer.concat(frames), {
    raw: { width: 16, height: 48, channels: 4, pageHeight: 16 },
  })
    .gif({ delay: [100, 100, 100], loop: 0 })
    .toBuffer();
}
