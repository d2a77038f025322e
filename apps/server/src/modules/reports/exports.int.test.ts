import { API_ERROR_CODES, API_PATHS, type TRunReport } from '@crowdeck/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callOk, createDeck, getDeck } from '../../test/deck-factories';
import {
  answer,
  closeAll,
  joinOk,
  listen,
  openPhone,
  type TClientSocket,
} from '../../test/live-clients';
import { bearer, createTestApp, registerUser, type TTestApp } from '../../test/test-app';
import { createReportsRepository, type TReportsRepository } from './data/reports.repository';
import { createRunResultsRepository } from './data/run-results.repository';
import { createReportsService } from './reports.service';

/** Admitted exports wait here until the test lets them all go. */
function createExportGate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const state = { waiting: 0 };
  return {
    state,
    hook: async () => {
      state.waiting += 1;
      await opened;
    },
    /** Resolves once `count` exports wait at the gate. */
    until: (count: number) => vi.waitFor(() => expect(state.waiting).toBe(count)),
    open: () => open(),
  };
}

describe('exports: a bounded queue per account and per server, rendered off the event loop', () => {
  const gate = createExportGate();
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: { EXPORT_QUEUE_PER_ACCOUNT: '2', EXPORT_QUEUE_PER_SERVER: '3', EXPORT_WORKERS: '1' },
      deps: { reportExports: { beforeRender: gate.hook } },
    });
  });
  afterAll(async () => {
    gate.open();
    await t.close();
  });

  /** An account with a deck of a poll and its current run. */
  async function account() {
    const { token } = await registerUser(t.app);
    const deck = await createDeck(t.app, token, ['poll']);
    const { runId } = await callOk<{ runId: string }>(
      t.app,
      token,
      'GET',
      `${API_PATHS.liveRun}${deck.id}/`,
    );
    const image = () =>
      t.app.inject({
        method: 'GET',
        url: `${API_PATHS.reportRun}${runId}/slide/${deck.Slides[0]!.id}/image/`,
        headers: bearer(token),
      });
    const file = (format: 'pdf' | 'xlsx' | 'csv') =>
      t.app.inject({
        method: 'GET',
        url: `${API_PATHS.reportExport}${runId}/?format=${format}`,
        headers: bearer(token),
      });
    return { image, file };
  }

  it('answers 429 with Retry-After and a JSON body beyond the account’s and then the server’s bound, and takes exports again once they are done', async () => {
    const [ada, bo, cy] = [await account(), await account(), await account()];
    const held = [ada.image(), ada.file('xlsx')];
    await gate.until(2);

    const third = await ada.file('pdf');
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(third.json()).toMatchObject({
      code: API_ERROR_CODES.tooManyRequests,
      message: expect.stringMatching(/this account already has 2 exports being prepared/i),
    });

    // Another account still has room, until the server's three places are taken.
    held.push(bo.file('csv'));
    await gate.until(3);
    const full = await cy.image();
    expect(full.statusCode).toBe(429);
    expect(Number(full.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(full.json()).toMatchObject({
      code: API_ERROR_CODES.tooManyRequests,
      message: expect.stringMatching(/the server is preparing as many exports as it can/i),
    });

    gate.open();
    const [png, xlsx, csv] = await Promise.all(held);
    expect(png!.statusCode).toBe(200);
    expect(png!.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(xlsx!.statusCode).toBe(200);
    expect(xlsx!.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(csv!.statusCode).toBe(200);
    expect(csv!.rawPayload.subarray(0, 2).toString()).toBe('PK');

    // The places are given back once the files are written out.
    await t.app.background.idle();
    const again = await Promise.all([ada.file('pdf'), ada.image(), cy.image()]);
    expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(again[0]!.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('exports: a slide image reads that slide alone', () => {
  let t: TTestApp;
  const sockets: TClientSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    closeAll(sockets);
    await t.close();
  });

  it('reads only its slide’s results (participants only for a leaderboard, Q&A only for a Q&A slide) and draws the same slide as the report', async () => {
    const url = await listen(t.app);
    const { token, user } = await registerUser(t.app);
    const created = await createDeck(t.app, token, [
      'poll',
      'poll',
      'wordCloud',
      'qa',
      'leaderboard',
    ]);
    const deck = await getDeck(t.app, token, created.id);
    const phone = await openPhone(url);
    sockets.push(phone);
    await joinOk(phone, { code: deck.uniqueCode, name: 'Ada' });
    const second = deck.Slides[1];
    await callOk(t.app, token, 'PUT', `${API_PATHS.slideNext}${deck.id}/`, {
      slideActiveId: second!.id,
      uniqueCode: deck.uniqueCode,
    });
    expect(
      await answer(phone, { slideId: second!.id, optionId: second!.options[1]!.id }),
    ).toMatchObject({
      ok: true,
    });
    const { runId } = await callOk<{ runId: string }>(
      t.app,
      token,
      'GET',
      `${API_PATHS.liveRun}${deck.id}/`,
    );
    const whole = await callOk<TRunReport>(t.app, token, 'GET', `${API_PATHS.reportRun}${runId}/`);

    const calls: { method: string; args: unknown[] }[] = [];
    const real = createReportsRepository(t.db);
    const recorded = new Proxy(real, {
      get(target, method: keyof TReportsRepository) {
        const original = target[method];
        return (...args: unknown[]) => {
          calls.push({ method, args });
          return Reflect.apply(original, target, args);
        };
      },
    });
    const runResults: (string | undefined)[][] = [];
    const reports = createReportsService({
      repo: recorded,
      runResults: (id, slideId) => {
        runResults.push([id, slideId]);
        return createRunResultsRepository(t.db, id, slideId);
      },
      eraseRuns: async () => undefined,
      retentionOf: async () => null,
    });
    const slideIds = deck.Slides.map((s) => s.id);
    for (const [index, slide] of deck.Slides.entries()) {
      calls.length = 0;
      runResults.length = 0;
      const found = await reports.slideReport(user.id, runId, slide.id);
      expect(found.index).toBe(index);
      expect(found.slide).toEqual(whole.slides[index]);
      // The image's look and footer as the report has them.
      expect([found.title, found.startedAt, found.fontFamily, found.brand]).toEqual([
        whole.title,
        whole.run.startedAt,
        whole.fontFamily,
        whole.brand,
      ]);
      const otherSlides = slideIds.filter((id) => id !== slide.id);
      for (const call of calls) {
        for (const arg of call.args) expect(otherSlides).not.toContain(arg);
      }
      const methods = calls.map((c) => c.method);
      expect(methods).not.toContain('listRuns');
      // Words, walls and answer formats are read for this slide's answers alone.
      expect(runResults).toEqual([[runId, slide.id]]);
      for (const totals of [
        'listChoiceTotals',
        'listChosenTotals',
        'listEntryTotals',
        'listReactionCounts',
      ]) {
        expect(calls.filter((c) => c.method === totals).map((c) => c.args[1])).toEqual([slide.id]);
      }
      expect(methods.includes('listParticipantTotals')).toBe(slide.type === 'leaderboard');
      expect(methods.includes('listQaQuestions')).toBe(slide.type === 'qa');
    }
  });
});
