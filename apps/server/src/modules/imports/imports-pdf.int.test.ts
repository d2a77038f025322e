import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import {
  API_PATHS,
  DECK_LIMITS,
  IMPORT_LIMITS,
  type TImportCapabilities,
  type TImportJob,
  type TPresentation,
} from '@crowdeck/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createDeckStore } from '../decks/deck.repository';
import { buildNewSlide } from '../decks/slide-defaults';
import { getUploadsDir } from '../uploads/upload-store';
import { call, createDeck, getDeck } from '../../test/deck-factories';
import {
  importAndWait,
  importBody,
  postImport,
  readJob,
  waitForJob,
} from '../../test/import-calls';
import { makeBlankPdf, makeEncryptedPdf, makePdf } from '../../test/import-files';
import { joinOk, listen, nextMessage } from '../../test/live-clients';
import { useLiveFixture } from '../../test/live-fixture';
import { bearer, createTestApp, registerUser } from '../../test/test-app';

const t = useLiveFixture({ env: { UPLOAD_URL: 'https://uploads.crowdeck.example' } });

const uploads = () => readdir(getUploadsDir(t.config.dataDir)).catch(() => [] as string[]);
/** Starts importing a PDF of `pages` pages into the deck; returns its job once a page is done. */
async function importUnderway(presentationId: string, pages: number, name: string) {
  const response = await postImport(
    t.app,
    t.token,
    { data: await makePdf(pagesOf(pages)), name },
    { presentationId },
  );
  const { id } = response.json() as TImportJob;
  await waitForJob(t.app, t.token, id, (job) => job.pagesDone >= 1);
  return id;
}
const imageOf = async (url: string | null) => {
  const served = await t.app.inject({ method: 'GET', url: new URL(url ?? '').pathname });
  expect(served.statusCode).toBe(200);
  return sharp(served.rawPayload).metadata();
};
/** A deck with `count` content slides, written straight to the database (fast). */
async function deckWithSlides(count: number): Promise<TPresentation> {
  const deck = await t.deck(['poll']);
  const store = createDeckStore(t.db);
  await store.slides.insertMany(
    Array.from({ length: count - 1 }, (_, i) => buildNewSlide(deck.id, 'content', i + 1)),
  );
  return getDeck(t.app, t.token, deck.id);
}

describe('PDF import', () => {
  it('says what this server imports', async () => {
    const caps = await t.callOk<TImportCapabilities>('GET', API_PATHS.importCapabilities);
    expect(caps).toEqual({
      formats: { pdf: { available: true }, pptx: { available: true, reason: null } },
      fileMaxBytes: IMPORT_LIMITS.fileMaxBytes,
      pagesMax: IMPORT_LIMITS.pagesMax,
    });
    const anonymous = await t.app.inject({ method: 'GET', url: API_PATHS.importCapabilities });
    expect(anonymous.statusCode).toBe(401);
  });

  it('adds each page as a whole-slide image after the chosen slide, in order, with its text as alt text', async () => {
    const deck = await t.deck(['poll', 'quiz', 'wordCloud']);
    const [poll, quiz, word] = deck.Slides;
    const pdf = await makePdf([
      { width: 960, height: 540, text: 'First   page\tof the talk' },
      { width: 595, height: 842, text: 'Second page (portrait) & <more>' },
      { width: 800, height: 600, text: 'Third page' },
    ]);
    const response = await postImport(
      t.app,
      t.token,
      { data: pdf, name: 'talk.pdf' },
      {
        presentationId: deck.id,
        afterSlideId: poll?.id ?? '',
      },
    );
    expect(response.statusCode).toBe(202);
    const started = response.json() as TImportJob;
    expect(started).toMatchObject({ format: 'pdf', fileName: 'talk.pdf', presentationId: deck.id });
    const job = await waitForJob(t.app, t.token, started.id);
    expect(job).toMatchObject({ status: 'done', pagesTotal: 3, pagesDone: 3, error: null });

    const after = await getDeck(t.app, t.token, deck.id);
    expect(after.Slides.map((s) => s.id)).toEqual([poll?.id, ...job.slideIds, quiz?.id, word?.id]);
    expect(after.Slides.map((s) => s.position)).toEqual([0, 1, 2, 3, 4, 5]);
    const imported = after.Slides.slice(1, 4);
    expect(imported.map((s) => [s.type, s.layout, s.notes])).toEqual([
      ['content', 'imageOnly', ''],
      ['content', 'imageOnly', ''],
      ['content', 'imageOnly', ''],
    ]);
    expect(imported.map((s) => s.imageAlt)).toEqual([
      'First page of the talk',
      'Second page (portrait) & <more>',
      'Third page',
    ]);
    // The active slide of a deck being presented is left alone.
    expect(after.slideActiveId).toBe(deck.slideActiveId);
    const sizes = await Promise.all(imported.map((s) => imageOf(s.imageUrl)));
    expect(sizes.map((m) => [m.format, m.width, m.height])).toEqual([
      ['png', 1920, 1080],
      ['png', 1357, 1920],
      ['png', 1920, 1440],
    ]);
  });

  it('makes a new deck titled after the file when no deck is given', async () => {
    const pdf = await makePdf([
      { width: 960, height: 540, text: 'Only page' },
      { width: 960, height: 540, text: 'Last page' },
    ]);
    const job = await importAndWait(t.app, t.token, { data: pdf, name: 'Quarterly review.pdf' });
    expect(job.status).toBe('done');
    expect(job.presentationId).not.toBeNull();
    const deck = await getDeck(t.app, t.token, job.presentationId ?? '');
    expect(deck.title).toBe('Quarterly review');
    expect(deck.Slides.map((s) => s.id)).toEqual(job.slideIds);
    expect(deck.slideActiveId).toBe(job.slideIds[0]);
    expect(deck.uniqueCode).toMatch(/^\d{8}$/);
  });

  it('keeps fields sent before or after the file, and refuses unknown ones', async () => {
    const pdf = await makePdf([{ width: 400, height: 300, text: 'x' }]);
    const wrong = await postImport(t.app, t.token, { data: pdf, name: 'a.pdf' }, { colour: 'red' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toHaveProperty('colour');
    const hidden = await postImport(
      t.app,
      t.token,
      { data: pdf, name: 'a.pdf' },
      {
        includeHidden: 'maybe',
      },
    );
    expect(hidden.statusCode).toBe(400);
  });

  it('refuses a password-protected PDF', async () => {
    const job = await importAndWait(t.app, t.token, {
      data: makeEncryptedPdf(),
      name: 'secret.pdf',
    });
    expect(job.status).toBe('failed');
    expect(job.error?.code).toBe('encrypted');
    expect(job.error?.message).toMatch(/password/);
  });

  it('refuses a 2,000-page file before rendering anything, fast', async () => {
    const before = await uploads();
    const started = Date.now();
    const job = await importAndWait(t.app, t.token, {
      data: await makeBlankPdf(2000),
      name: 'huge.pdf',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(job).toMatchObject({ status: 'failed', pagesDone: 0 });
    expect(job.error?.code).toBe('tooManyPages');
    expect(job.error?.message).toContain('2000 pages');
    expect(await uploads()).toEqual(before);
  });

  it('refuses more pages than the deck has room for', async () => {
    const deck = await deckWithSlides(DECK_LIMITS.slidesMax - 2);
    const job = await importAndWait(
      t.app,
      t.token,
      { data: await makeBlankPdf(3), name: 'three.pdf' },
      { presentationId: deck.id },
    );
    expect(job.error?.code).toBe('tooManyPages');
    expect(job.error?.message).toContain('room for 2 more');
    expect((await getDeck(t.app, t.token, deck.id)).Slides).toHaveLength(DECK_LIMITS.slidesMax - 2);
  });

  it('refuses a file over the size limit with 413, and what is no PDF by its content', async () => {
    const big = Buffer.alloc(IMPORT_LIMITS.fileMaxBytes + 1, 0x20);
    big.write('%PDF-1.4\n');
    const tooBig = await postImport(t.app, t.token, { data: big, name: 'big.pdf' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      code: 'payload_too_large',
      fields: { file: { code: 'tooLarge' } },
    });
    const text = await postImport(t.app, t.token, {
      data: Buffer.from('just text'),
      name: 'a.pdf',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().fields.file.code).toBe('unsupportedFormat');
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    expect((await postImport(t.app, t.token, { data: png, name: 'deck.pptx' })).statusCode).toBe(
      415,
    );
  });

  it('leaves the deck as it was, and deletes the images, when the import fails at the end', async () => {
    const deck = await deckWithSlides(85);
    const before = await uploads();
    const id = await importUnderway(deck.id, 10, 'ten.pdf');
    // Meanwhile the deck fills up: the import's transaction finds no room and adds nothing.
    await createDeckStore(t.db).slides.insertMany(
      Array.from({ length: 15 }, (_, i) => buildNewSlide(deck.id, 'content', 85 + i)),
    );
    const job = await waitForJob(t.app, t.token, id);
    expect(job).toMatchObject({ status: 'failed', slideIds: [] });
    expect(job.error?.code).toBe('tooManyPages');
    const after = await getDeck(t.app, t.token, deck.id);
    expect(after.Slides).toHaveLength(100);
    expect(after.Slides.every((s) => s.layout !== 'imageOnly')).toBe(true);
    expect(await uploads()).toEqual(before);
  });

  it('stops between pages when cancelled, and leaves nothing behind', async () => {
    const deck = await t.deck(['poll']);
    const before = await uploads();
    const id = await importUnderway(deck.id, 60, 'sixty.pdf');
    const cancelling = await t.call('DELETE', `${API_PATHS.importJobs}${id}/`);
    expect(cancelling.statusCode).toBe(200);
    const job = await waitForJob(t.app, t.token, id);
    expect(job.status).toBe('cancelled');
    expect(job.pagesDone).toBeLessThan(60);
    expect((await getDeck(t.app, t.token, deck.id)).Slides).toHaveLength(1);
    expect(await uploads()).toEqual(before);
  });

  it("answers 404 for someone else's job and deck", async () => {
    const deck = await t.deck(['poll']);
    const job = await importAndWait(
      t.app,
      t.token,
      { data: await makePdf(pagesOf(1)), name: 'mine.pdf' },
      { presentationId: deck.id },
    );
    const other = (await registerUser(t.app)).token;
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `${API_PATHS.importJobs}${job.id}/`,
        headers: bearer(other),
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await call(t.app, other, 'GET', `${API_PATHS.importJobs}not-an-id/`)).statusCode).toBe(
      404,
    );
    const intoTheirs = await postImport(
      t.app,
      other,
      { data: await makePdf(pagesOf(1)), name: 'x.pdf' },
      { presentationId: deck.id },
    );
    expect(intoTheirs.statusCode).toBe(404);
    const theirDeck = await createDeck(t.app, other, ['poll']);
    const afterTheirs = await postImport(
      t.app,
      other,
      { data: await makePdf(pagesOf(1)), name: 'x.pdf' },
      { presentationId: theirDeck.id, afterSlideId: deck.Slides[0]?.id ?? '' },
    );
    expect(afterTheirs.statusCode).toBe(400);
    expect(afterTheirs.json().fields).toHaveProperty('afterSlideId');
    expect((await readJob(t.app, t.token, job.id)).status).toBe('done');
  });
});

describe('PDF import into a live room', () => {
  it('lets the room move to an imported slide at once; phones get its image', async () => {
    const deck = await t.deck(['poll']);
    await t.presenter(deck.id);
    const phone = await t.phone();
    await joinOk(phone, { code: deck.uniqueCode, name: 'Ada' });
    const job = await importAndWait(
      t.app,
      t.token,
      { data: await makePdf(pagesOf(2)), name: 'live.pdf' },
      { presentationId: deck.id },
    );
    const [first] = job.slideIds;
    const shown = nextMessage(phone, 'state', (m) => m.state.slide?.id === first);
    await t.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, {
      slideActiveId: first,
    });
    const { state } = await shown;
    expect(state.slide).toMatchObject({ type: 'content', layout: 'imageOnly' });
    expect(state.slide?.imageUrl).toMatch(/\/uploads\/[0-9a-f]{32}\.png$/);
  });
});

describe('PDF import time limit', () => {
  it('fails with timeout when the import takes too long', async () => {
    const slow = await createTestApp({ deps: { imports: { timeoutMs: 1 } } });
    try {
      const user = (await registerUser(slow.app)).token;
      const job = await importAndWait(slow.app, user, {
        data: await makePdf(pagesOf(3)),
        name: 'slow.pdf',
      });
      expect(job.status).toBe('failed');
      expect(job.error?.code).toBe('timeout');
    } finally {
      await slow.close();
    }
  });
});

function pagesOf(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    width: 960,
    height: 540,
    text: `Page ${i + 1}`,
  }));
}

describe('PDF import whose browser gave up', () => {
  it('cancels a job when the connection closes before the job is answered', async () => {
    let started: ((jobId: string) => void) | undefined;
    const jobStarted = new Promise<string>((resolve) => (started = resolve));
    const app = await createTestApp({
      deps: {
        imports: {
          // The client hangs up once the job exists; the answer goes out after the socket closed.
          beforeAnswer: (jobId, raw) =>
            new Promise<void>((resolve) => {
              raw.socket.once('close', () => resolve());
              started?.(jobId);
            }),
        },
      },
    });
    try {
      const user = (await registerUser(app.app)).token;
      const deck = await createDeck(app.app, user, ['poll']);
      const url = await listen(app.app);
      const body = importBody(
        { data: await makePdf(pagesOf(40)), name: 'gave-up.pdf' },
        { presentationId: deck.id },
      );
      const request = httpRequest(`${url}${API_PATHS.importJobs}`, {
        method: 'POST',
        headers: { ...bearer(user), 'content-type': body.contentType },
      });
      request.on('error', () => undefined);
      request.end(body.payload);
      const jobId = await jobStarted;
      request.destroy();
      const job = await waitForJob(app.app, user, jobId);
      expect(job.status).toBe('cancelled');
      expect((await getDeck(app.app, user, deck.id)).Slides).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
