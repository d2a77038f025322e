import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  API_PATHS,
  LIVE_LIMITS,
  type TPresentation,
  type TRunListResponse,
  type TRunReport,
  type TSlide,
  type TSlideResponses,
} from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { call, getDeck } from '../../test/deck-factories';
import { answer, emit, joinOk, markCorrect, nextMessage } from '../../test/live-clients';
import { useLiveFixture } from '../../test/live-fixture';
import { createManualClock } from '../../test/manual-clock';
import { python, READ_XLSX, READ_ZIP, type TXlsxSheet } from '../../test/python-readers';
import { expectSlidePng } from '../../test/report-exports';
import { bearer } from '../../test/test-app';

const HOSTILE_NAME = '=HYPERLINK("http://x")';

describe('reports: a run outlives the room, in the app and as Excel and CSV', () => {
  const clock = createManualClock();
  const t = useLiveFixture({
    deps: { liveTuning: { clock } },
    stranger: true,
    tempDir: 'crowdeck-reports-',
  });

  /** Quiz, poll, word cloud, open-ended: Ada right, the hostile name wrong, Cy silent on the quiz. */
  /** A deck played by three phones (the first answers right, the second wrong, the third not). */
  async function playedDeck(names: [string, string, string] = ['Ada', HOSTILE_NAME, 'Cy']) {
    const created = await t.deck(['quiz', 'poll', 'wordCloud', 'openEnded']);
    const quiz = await markCorrect(t.app, t.token, created, 0);
    const deck = await getDeck(t.app, t.token, created.id);
    const [ada, evil, cy] = [await t.phone(), await t.phone(), await t.phone()];
    await joinOk(ada, { code: deck.uniqueCode, name: names[0] });
    await joinOk(evil, { code: deck.uniqueCode, name: names[1] });
    await joinOk(cy, { code: deck.uniqueCode, name: names[2] });
    // Q&A: Ada asks, Cy likes it; the hostile name asks anonymously.
    await t.callOk('PUT', `${API_PATHS.liveQa}${deck.id}/settings/`, { enabled: true });
    const asked = await emit(ada, 'qa:ask', { requestId: crypto.randomUUID(), text: 'Slides?' });
    if (!asked.ok) throw new Error(`qa:ask refused: ${asked.error.code}`);
    await emit(cy, 'qa:vote', { questionId: asked.data.question.id, up: true });
    await emit(evil, 'qa:ask', { requestId: crypto.randomUUID(), text: '=1+1', anonymous: true });
    const open = nextMessage(ada, 'question', (m) => m.question.phase === 'open');
    await t.callOk('POST', `${API_PATHS.slideGame}${quiz.id}/`, { action: 'start' });
    clock.advance(LIVE_LIMITS.questionIntroSec * 1000);
    await open;
    const [right, wrong] = deck.Slides[0]!.options;
    clock.advance(1_000);
    expect(await answer(ada, { slideId: quiz.id, optionId: right!.id })).toMatchObject({
      ok: true,
    });
    clock.advance(2_000);
    expect(await answer(evil, { slideId: quiz.id, optionId: wrong!.id })).toMatchObject({
      ok: true,
    });
    await t.callOk('POST', `${API_PATHS.slideGame}${quiz.id}/`, { action: 'close' });
    const goTo = async (index: number) =>
      t.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, {
        slideActiveId: deck.Slides[index]!.id,
        uniqueCode: deck.uniqueCode,
      });
    await goTo(1);
    const poll = deck.Slides[1]!;
    for (const [socket, kind] of [
      [ada, 'heart'],
      [ada, 'heart'],
      [cy, 'like'],
    ] as const) {
      expect(await emit(socket, 'reaction:send', { kind })).toMatchObject({ ok: true });
    }
    for (const socket of [ada, evil, cy]) {
      const ack = await answer(socket, { slideId: poll.id, optionId: poll.options[1]!.id });
      expect(ack).toMatchObject({ ok: true });
    }
    await goTo(2);
    const words = deck.Slides[2]!;
    expect(await answer(ada, { slideId: words.id, words: ['Sunny', 'calm'] })).toMatchObject({
      ok: true,
    });
    expect(await answer(cy, { slideId: words.id, words: ['sunny'] })).toMatchObject({ ok: true });
    await goTo(3);
    const open2 = deck.Slides[3]!;
    expect(await answer(evil, { slideId: open2.id, text: '@SUM(A1) more demos' })).toMatchObject({
      ok: true,
    });
    await t.callOk('POST', `${API_PATHS.liveEnd}${deck.id}/`);
    return { deck };
  }

  const runsOf = async (deck: TPresentation) =>
    (await t.callOk<TRunListResponse>('GET', `${API_PATHS.reportRuns}${deck.id}/`)).runs;

  const download = async (runId: string, format: string, as = t.token) =>
    t.app.inject({
      method: 'GET',
      url: `${API_PATHS.reportExport}${runId}/?format=${format}`,
      headers: bearer(as),
    });

  it('lists the run and reports its participants, slides and responses', async () => {
    const { deck } = await playedDeck();
    const runs = await runsOf(deck);
    expect(runs).toHaveLength(1);
    const [run] = runs;
    expect(run).toMatchObject({ participantCount: 3, responseCount: 9, isCurrent: true });
    expect(run!.endedAt).not.toBeNull();

    const report = await t.callOk<TRunReport>('GET', `${API_PATHS.reportRun}${run!.id}/`);
    const byName = new Map(report.participants.map((p) => [p.name, p]));
    expect(byName.get('Ada')).toMatchObject({
      rank: 1,
      answered: 3,
      correct: 1,
      wrong: 0,
      unanswered: 0,
    });
    expect(byName.get('Ada')!.score).toBeGreaterThan(0);
    expect(byName.get('Ada')!.averageMs).toBe(1_000);
    expect(byName.get(HOSTILE_NAME)).toMatchObject({ answered: 3, correct: 0, wrong: 1, score: 0 });
    expect(byName.get(HOSTILE_NAME)!.averageMs).toBe(3_000);
    expect(byName.get('Cy')).toMatchObject({ answered: 2, correct: 0, wrong: 0, unanswered: 1 });
    const [quiz, poll, words, wall] = report.slides;
    expect(quiz).toMatchObject({
      type: 'quiz',
      responses: 2,
      percentCorrect: 50,
      averageMs: 2_000,
    });
    expect(poll!.counts[deck.Slides[1]!.options[1]!.id]).toBe(3);
    // Counted against the slide on screen, written when the session ended.
    expect(poll!.reactions).toEqual({ heart: 2, smile: 0, like: 1, sad: 0 });
    expect(quiz!.reactions).toEqual({ heart: 0, smile: 0, like: 0, sad: 0 });
    expect(report.qa.map((q) => [q.text, q.author, q.votes, q.status])).toEqual([
      ['Slides?', 'Ada', 1, 'live'],
      ['=1+1', null, 0, 'live'],
    ]);
    expect(words!.words).toEqual([
      { text: 'sunny', count: 2 },
      { text: 'calm', count: 1 },
    ]);
    expect(words!.responses).toBe(2);
    expect(wall!.entries).toEqual([
      expect.objectContaining({ text: '@SUM(A1) more demos', hidden: false }),
    ]);

    const details = await t.callOk<TSlideResponses>(
      'GET',
      `${API_PATHS.reportRun}${run!.id}/slide/${quiz!.id}/`,
    );
    expect(details.responses.map((r) => [r.name, r.correct, r.elapsedMs])).toEqual([
      ['Ada', true, 1_000],
      [HOSTILE_NAME, false, 3_000],
    ]);
  });

  it('exports the run as a workbook and a zip of CSVs that other readers open as text and numbers', async () => {
    const { deck } = await playedDeck();
    const runId = (await runsOf(deck))[0]!.id;

    const xlsx = await download(runId, 'xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toMatch(/attachment; filename=".+\.xlsx"/);
    const xlsxFile = await t.file(`${runId}.xlsx`, xlsx.rawPayload);
    const sheets = (await python(READ_XLSX, xlsxFile)) as TXlsxSheet[];
    expect(sheets.map((s) => s.name).slice(0, 2)).toEqual(['Overview', 'Questions']);
    expect(sheets).toHaveLength(7);
    const qaSheet = sheets[6]!;
    expect(qaSheet.name).toBe('Q&A');
    expect(
      qaSheet.rows.slice(1).map((row) => [row[0]!.v, row[0]!.t, row[1]!.v, row[2]!.v]),
    ).toEqual([
      ['Slides?', 's', 'Ada', 1],
      ['=1+1', 's', 'Anonymous', 0],
    ]);
    const overview = sheets[0]!;
    expect(overview.freeze).toBe('A2');
    expect(overview.rows[0]!.map((c) => c.v)).toEqual([
      'Rank',
      'Participant',
      'Score',
      'Answered',
      'Correct',
      'Wrong',
      'Unanswered',
      'Average time (s)',
      'Joined at',
    ]);
    const evilRow = overview.rows.find((row) => row[1]!.v === HOSTILE_NAME)!;
    expect(evilRow[1]!.t).toBe('s');
    expect(evilRow[0]).toMatchObject({ t: 'n' });
    expect(evilRow[7]).toMatchObject({ t: 'n', v: 3 });
    expect(evilRow[8]!.date).toBe(true);
    const questions = sheets[1]!;
    expect(questions.rows[0]!.slice(-4).map((c) => c.v)).toEqual([
      'Hearts',
      'Smiles',
      'Likes',
      'Sad',
    ]);
    expect(questions.rows[2]!.slice(-4).map((c) => c.v)).toEqual([2, 0, 1, 0]);
    const quizSheet = sheets[2]!;
    expect(quizSheet.rows.slice(1).map((row) => [row[0]!.v, row[2]!.v, row[3]!.v])).toEqual([
      ['Ada', true, 1],
      [HOSTILE_NAME, false, 3],
    ]);

    const zip = await download(runId, 'csv');
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const zipFile = await t.file(`${runId}.zip`, zip.rawPayload);
    const files = (await python(READ_ZIP, zipFile)) as Record<string, string[][]>;
    expect(Object.keys(files).slice(0, 2)).toEqual(['Overview.csv', 'Questions.csv']);
    const csvRow = files['Overview.csv']!.find((row) => row[1]?.includes('HYPERLINK'))!;
    expect(csvRow[1]).toBe(`'${HOSTILE_NAME}`);
    const openEnded = Object.entries(files).find(([name]) => name.startsWith('4.'))![1];
    expect(openEnded[1]![1]).toBe("'@SUM(A1) more demos");

    const bad = await download(runId, 'pdfx');
    expect(bad.statusCode).toBe(400);
  });

  it('exports the run as a PDF report with its fonts embedded, read back by poppler', async () => {
    const { deck } = await playedDeck();
    await t.callOk('PUT', `${API_PATHS.presentationUpdate}${deck.id}/`, {
      title: 'Friday quiz',
    });
    const runId = (await runsOf(deck))[0]!.id;
    const pdf = await download(runId, 'pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /filename="Friday-quiz-\d{4}-\d\d-\d\d\.pdf"/,
    );
    const file = await t.file(`${runId}.pdf`, pdf.rawPayload);
    const run = promisify(execFile);
    const info = (await run('/usr/bin/pdfinfo', [file])).stdout;
    // A cover, then the four slides' results, the final leaderboard and the Q&A laid out
    // compactly: several to a page, not a mostly empty page each.
    expect(info).toMatch(/Pages:\s+[23]\b/);
    const text = (await run('/usr/bin/pdftotext', ['-layout', file, '-'])).stdout;
    expect(text).toContain('Friday quiz');
    expect(text).toContain('3 participants');
    expect(text).toContain('Option B');
    expect(text).toContain('(correct)');
    expect(text).toContain('sunny');
    expect(text).toContain('@SUM(A1) more demos');
    expect(text).toContain('Final leaderboard');
    expect(text).toMatch(/1\s+Ada\s+\d+ points/);
    expect(text).toContain('Questions from the audience');
    expect(text).toMatch(/Ada · 1 like · shown/);
    const fonts = (await run('/usr/bin/pdffonts', [file])).stdout;
    const rows = fonts.split('\n').slice(2).filter(Boolean);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row).toMatch(/Inter/);
      // Columns: name type encoding emb sub uni object ID — every font embedded.
      expect(row).toMatch(/\byes\s+yes\s+yes\b/);
    }
  });

  it('draws names and titles in other scripts in the PDF, not blanks', async () => {
    const { deck } = await playedDeck(['Łukasz Żółć', 'Дмитрий', 'سارة أحمد']);
    await t.callOk('PUT', `${API_PATHS.presentationUpdate}${deck.id}/`, {
      title: 'Αθήνα · Hà Nội',
    });
    const runId = (await runsOf(deck))[0]!.id;
    const pdf = await download(runId, 'pdf');
    expect(pdf.statusCode).toBe(200);
    const file = await t.file(`${runId}-scripts.pdf`, pdf.rawPayload);
    const run = promisify(execFile);
    const text = (await run('/usr/bin/pdftotext', [file, '-'])).stdout;
    // Latin Extended, Cyrillic, Greek, Vietnamese and Arabic (shaped, read right to left).
    for (const name of ['Αθήνα · Hà Nội', 'Łukasz Żółć', 'Дмитрий', 'سارة أحمد']) {
      expect(text).toContain(name);
    }
    const fonts = (await run('/usr/bin/pdffonts', [file])).stdout;
    expect(fonts).toMatch(/NotoSansArabic/);
  });

  it('draws any slide with its results as a 1920×1080 PNG', async () => {
    const { deck } = await playedDeck();
    const runId = (await runsOf(deck))[0]!.id;
    for (const [index, slide] of deck.Slides.entries()) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API_PATHS.reportRun}${runId}/slide/${slide.id}/image/`,
        headers: bearer(t.token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-disposition']).toContain(`-slide-${index + 1}.png`);
      await expectSlidePng(t, `${slide.id}.png`, response.rawPayload);
    }
    const stranger = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.reportRun}${runId}/slide/${deck.Slides[0]!.id}/image/`,
      headers: bearer(t.strangerToken),
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('keeps the first run unchanged when the deck runs again, deletes runs, and is the owner’s only', async () => {
    const { deck } = await playedDeck();
    const runsUrl = `${API_PATHS.reportRuns}${deck.id}/`;
    const first = (await t.callOk<TRunListResponse>('GET', runsUrl)).runs[0]!;
    const before = await t.callOk<TRunReport>('GET', `${API_PATHS.reportRun}${first.id}/`);

    await t.callOk('POST', `${API_PATHS.liveRun}${deck.id}/`, { mode: 'new' });
    const second = await t.phone();
    await joinOk(second, { code: deck.uniqueCode, name: 'Dee' });
    const runs = (await t.callOk<TRunListResponse>('GET', runsUrl)).runs;
    expect(runs).toHaveLength(2);
    expect(runs[0]).toMatchObject({ participantCount: 1, isCurrent: true, endedAt: null });
    const after = await t.callOk<TRunReport>('GET', `${API_PATHS.reportRun}${first.id}/`);
    expect({ ...after, run: { ...after.run, isCurrent: true } }).toEqual(before);

    // Editing the deck afterwards (a question reworded, the poll deleted) changes the new run's
    // slides, never the ended run's report or its files.
    const [quiz, poll] = deck.Slides as [TSlide, TSlide];
    await t.callOk('PUT', `${API_PATHS.slideUpdate}${quiz.id}/`, {
      question: 'Reworded later',
    });
    await t.callOk('DELETE', `${API_PATHS.slideDelete}${poll.id}/`);
    const edited = await t.callOk<TRunReport>('GET', `${API_PATHS.reportRun}${first.id}/`);
    expect({ ...edited, run: { ...edited.run, isCurrent: true } }).toEqual(before);
    const pollDetails = await t.callOk<TSlideResponses>(
      'GET',
      `${API_PATHS.reportRun}${first.id}/slide/${poll.id}/`,
    );
    expect(pollDetails.responses).toHaveLength(3);
    const workbook = await download(first.id, 'xlsx');
    expect(workbook.statusCode).toBe(200);
    const workbookFile = await t.file(`${first.id}-edited.xlsx`, workbook.rawPayload);
    const sheets = (await python(READ_XLSX, workbookFile)) as TXlsxSheet[];
    // Overview, Questions, the four slides (the deleted poll included), Q&A.
    expect(sheets).toHaveLength(7);
    const current = await t.callOk<TRunReport>('GET', `${API_PATHS.reportRun}${runs[0]!.id}/`);
    expect(current.slides.map((s) => s.id)).not.toContain(poll.id);

    // Everyone else gets the 404 of a missing run, whatever they ask.
    for (const [method, target] of [
      ['GET', runsUrl],
      ['GET', `${API_PATHS.reportRun}${first.id}/`],
      ['GET', `${API_PATHS.reportRun}${first.id}/slide/${deck.Slides[0]!.id}/`],
      ['DELETE', `${API_PATHS.reportRun}${first.id}/`],
      ['GET', `${API_PATHS.reportRun}not-a-uuid/`],
    ] as const) {
      expect((await call(t.app, t.strangerToken, method, target)).statusCode).toBe(404);
    }
    expect((await download(first.id, 'xlsx', t.strangerToken)).statusCode).toBe(404);

    // The run phones are in cannot be deleted while it runs; the first one can.
    const running = await t.call('DELETE', `${API_PATHS.reportRun}${runs[0]!.id}/`);
    expect(running.statusCode).toBe(409);
    expect(running.json()).toMatchObject({ code: 'conflict' });
    const deleted = await t.call('DELETE', `${API_PATHS.reportRun}${first.id}/`);
    expect(deleted.statusCode).toBe(204);
    const left = (await t.callOk<TRunListResponse>('GET', runsUrl)).runs;
    expect(left.map((r) => r.id)).toEqual([runs[0]!.id]);
    expect((await t.call('GET', `${API_PATHS.reportRun}${first.id}/`)).statusCode).toBe(404);
  });
});
