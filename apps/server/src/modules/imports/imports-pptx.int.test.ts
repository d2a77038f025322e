import { readFile } from 'node:fs/promises';
import { API_PATHS, type TImportCapabilities, type TImportJob } from '@crowdeck/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callOk, getDeck } from '../../test/deck-factories';
import { importAndWait, postImport } from '../../test/import-calls';
import {
  makeExternalLinkPackage,
  makeHyperlinkPackage,
  makeMacroPackage,
  makePptx,
  makeZipBomb,
  reorderSlides,
  type TTestSlide,
} from '../../test/import-files';
import { useLiveFixture } from '../../test/live-fixture';
import { createTestApp, registerUser } from '../../test/test-app';
import { HIDDEN_SLIDE_MARK } from './slide-text';

const t = useLiveFixture();

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));

/** Five slides written in this order; the deck's order is set apart from it below. */
const SLIDES: TTestSlide[] = [
  { text: 'Marker Alpha', notes: 'Alpha: fish & chips <b>bold</b> 😀\nsecond line' },
  { text: 'Marker Bravo', notes: '' },
  { text: 'Marker Charlie', notes: 'Charlie is hidden', hidden: true },
  { text: 'Marker Delta', notes: 'مرحبا بكم في العرض — Delta' },
  { text: 'Marker Echo', notes: 'Echo 🎉 ends' },
];
/** The deck's order: slide files 4, 1, 3, 5, 2 (file numbers no longer match the order). */
const ORDER = [3, 0, 2, 4, 1];

describe('PowerPoint import', () => {
  let pptx: Buffer;
  beforeAll(async () => {
    pptx = await makePptx(SLIDES, { order: ORDER, title: 'Team offsite' });
  });

  it("takes the presentation order, skips hidden slides and puts each slide's notes on it", async () => {
    const job = await importAndWait(t.app, t.token, { data: pptx, name: 'offsite.pptx' });
    expect(job).toMatchObject({
      status: 'done',
      format: 'pptx',
      pagesTotal: 4,
      pagesDone: 4,
      hiddenSkipped: 1,
    });
    const deck = await getDeck(t.app, t.token, job.presentationId ?? '');
    expect(deck.title).toBe('Team offsite');
    const expected = ORDER.map((i) => SLIDES[i] as TTestSlide).filter((s) => !s.hidden);
    // The page image's text (from LibreOffice's rendering) and the notes name the same slide.
    expect(deck.Slides.map((s) => s.imageAlt)).toEqual(expected.map((s) => s.text));
    expect(deck.Slides.map((s) => s.notes)).toEqual(expected.map((s) => s.notes));
    expect(deck.Slides.map((s) => s.layout)).toEqual([
      'imageOnly',
      'imageOnly',
      'imageOnly',
      'imageOnly',
    ]);
  });

  it('imports hidden slides too when asked, marked in their notes', async () => {
    const deck = await t.deck(['poll']);
    const job = await importAndWait(
      t.app,
      t.token,
      { data: pptx, name: 'offsite.pptx' },
      { presentationId: deck.id, includeHidden: 'true' },
    );
    expect(job).toMatchObject({ status: 'done', pagesTotal: 5, hiddenSkipped: 0 });
    const after = await getDeck(t.app, t.token, deck.id);
    const imported = after.Slides.slice(1);
    expect(imported.map((s) => s.imageAlt)).toEqual(
      ORDER.map((i) => (SLIDES[i] as TTestSlide).text),
    );
    expect(imported[2]?.notes).toBe(`${HIDDEN_SLIDE_MARK}\nCharlie is hidden`);
    expect(imported[0]?.notes).toBe('مرحبا بكم في العرض — Delta');
  });

  it('reads the notes of files PowerPoint saved, also after their slides were reordered', async () => {
    const notes = await importAndWait(t.app, t.token, {
      data: await fixture('sld-notes.pptx'),
      name: 'sld-notes.pptx',
    });
    expect(notes.status).toBe('done');
    const deck = await getDeck(t.app, t.token, notes.presentationId ?? '');
    expect(deck.Slides.map((s) => s.notes)).toEqual(['Notes', '']);

    const swapped = await importAndWait(t.app, t.token, {
      data: await reorderSlides(await fixture('sld-notes.pptx'), [1, 0]),
      name: 'swapped.pptx',
    });
    const swappedDeck = await getDeck(t.app, t.token, swapped.presentationId ?? '');
    expect(swappedDeck.Slides.map((s) => s.notes)).toEqual(['', 'Notes']);

    const plain = await importAndWait(t.app, t.token, {
      data: await fixture('sld-slides.pptx'),
      name: 'sld-slides.pptx',
    });
    expect(plain).toMatchObject({ status: 'done', pagesTotal: 3 });
    const plainDeck = await getDeck(t.app, t.token, plain.presentationId ?? '');
    expect(plainDeck.Slides.map((s) => s.notes)).toEqual(['', '', '']);
    // The title PowerPoint kept in the file's properties.
    expect(plainDeck.title).toBe('Presentation');
  });

  it('refuses macros, links to outside files and zip bombs before LibreOffice sees them', async () => {
    const small = await makePptx([{ text: 'One', notes: 'one' }]);
    const cases = [
      [await makeMacroPackage(small), 'deck.pptm', 'macros'],
      [await makeExternalLinkPackage(small), 'linked.pptx', 'externalLinks'],
      [await makeZipBomb(small), 'bomb.pptx', 'unsafeArchive'],
      [Buffer.from('PK\u0003\u0004 broken'), 'broken.pptx', 'unsafeArchive'],
    ] as const;
    for (const [data, name, code] of cases) {
      const job = await importAndWait(t.app, t.token, { data, name });
      expect([name, job.status, job.error?.code]).toEqual([name, 'failed', code]);
    }
    // A link to a web page never loads on the server: it is fine.
    const linked = await importAndWait(t.app, t.token, {
      data: await makeHyperlinkPackage(small),
      name: 'web-link.pptx',
    });
    expect(linked.status).toBe('done');
  });
});

describe('PowerPoint import without LibreOffice', () => {
  it('says so up front and answers 422 with what to do', async () => {
    const app = await createTestApp({ env: { LIBREOFFICE_PATH: '/nonexistent/soffice' } });
    try {
      const user = (await registerUser(app.app)).token;
      const caps = await callOk<TImportCapabilities>(
        app.app,
        user,
        'GET',
        API_PATHS.importCapabilities,
      );
      expect(caps.formats).toEqual({
        pdf: { available: true },
        pptx: { available: false, reason: 'converterMissing' },
      });
      const response = await postImport(app.app, user, {
        data: await fixture('sld-notes.pptx'),
        name: 'talk.pptx',
      });
      expect(response.statusCode).toBe(422);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      const body = response.json() as { code: string; message: string; fields: unknown };
      expect(body.message).toContain('install LibreOffice, or export the deck as PDF');
      expect(body.fields).toEqual({ file: { code: 'converterMissing', message: body.message } });
      expect((await app.app.inject({ method: 'GET', url: '/api/import/x/' })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

export type { TImportJob };
