import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  API_PATHS,
  RATE_LIMITS,
  type TAssignment,
  type TAssignmentList,
  type TAssignmentProgress,
  type TLiveError,
  type TPresentation,
  type TRunListResponse,
  type TRunReport,
} from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { call, callOk, createDeck, getDeck } from '../../test/deck-factories';
import { markCorrect } from '../../test/live-clients';
import { createManualClock } from '../../test/manual-clock';
import { python, READ_XLSX, READ_ZIP, type TXlsxSheet } from '../../test/python-readers';
import { bearer, createTestApp, registerUser, type TTestApp } from '../../test/test-app';
import { assignmentPhone } from '../../test/assignment-play';

const MINUTE = 60_000;

describe('assignments: a deck taken at each participant’s own pace, reported as a run', () => {
  let t: TTestApp;
  let token: string;
  let strangerToken: string;
  let dir: string;
  const clock = createManualClock();

  beforeAll(async () => {
    t = await createTestApp({ deps: { clock } });
    token = (await registerUser(t.app)).token;
    strangerToken = (await registerUser(t.app)).token;
    dir = await mkdtemp(path.join(tmpdir(), 'crowdeck-assignments-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** A deck: quiz (first option right), poll, content, word cloud, open-ended, leaderboard. */
  async function quizDeck(): Promise<TPresentation> {
    const created = await createDeck(t.app, token, [
      'quiz',
      'poll',
      'content',
      'wordCloud',
      'openEnded',
      'leaderboard',
    ]);
    await markCorrect(t.app, token, created, 0);
    return getDeck(t.app, token, created.id);
  }

  async function createAssignment(
    deck: TPresentation,
    options: Partial<{
      timePerQuestionSec: number | null;
      showAnswers: boolean;
      opensIn: number;
    }> = {},
  ): Promise<TAssignment> {
    const opensAt = new Date(clock.now() + (options.opensIn ?? -MINUTE)).toISOString();
    const closesAt = new Date(clock.now() + 60 * MINUTE).toISOString();
    const response = await call(t.app, token, 'POST', API_PATHS.assignments, {
      presentationId: deck.id,
      opensAt,
      closesAt,
      timePerQuestionSec: options.timePerQuestionSec ?? null,
      showAnswers: options.showAnswers ?? true,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as TAssignment;
  }

  /** The run's report export in `format`, as the presenter. */
  const exportOf = (runId: string, format: 'xlsx' | 'csv' | 'pdf') =>
    t.app.inject({
      method: 'GET',
      url: `${API_PATHS.reportExport}${runId}/?format=${format}`,
      headers: bearer(token),
    });
  /** Saves a download as `name` in the temporary directory; answers its path. */
  const save = async (response: { rawPayload: Buffer }, name: string) => {
    const file = path.join(dir, name);
    await writeFile(file, response.rawPayload);
    return file;
  };

  /** A phone's requests: the progress on success, or the refusal with its status. */
  const { play, playOk } = assignmentPhone(() => t.app);
  /** An answer to the slide `p` shows, as a new request unless `requestId` repeats one. */
  const answerBody = (
    p: TAssignmentProgress,
    fields: object,
    requestId: string = randomUUID(),
  ) => ({
    token: p.token,
    slideId: p.slide?.id,
    requestId,
    ...fields,
  });
  /** The answer choosing option `index` of the slide `p` shows. */
  const choice = (p: TAssignmentProgress, index: number, requestId?: string) =>
    answerBody(p, { optionId: p.slide!.options[index]!.id }, requestId);
  const answer = (code: string, p: TAssignmentProgress, fields: object) =>
    playOk(code, 'answer/', answerBody(p, fields));

  /** Answers the current slide whatever it is (the quiz with its first or second option). */
  async function answerCurrent(code: string, p: TAssignmentProgress, right = true) {
    const slide = p.slide!;
    if (slide.type === 'quiz')
      return answer(code, p, { optionId: slide.options[right ? 0 : 1]!.id });
    if (slide.type === 'poll') return answer(code, p, { optionId: slide.options[1]!.id });
    if (slide.type === 'wordCloud') return answer(code, p, { words: ['tea'] });
    if (slide.type === 'openEnded') return answer(code, p, { text: 'More breaks' });
    return playOk(code, 'next/', { token: p.token, slideId: slide.id });
  }

  it('lets two participants take it at different paces, one coming back after a reload, scored by correctness; the report and its exports show it like a run', async () => {
    const deck = await quizDeck();
    const assignment = await createAssignment(deck);
    expect(assignment).toMatchObject({ status: 'open', participantCount: 0 });
    expect(assignment.code).toMatch(/^[a-z0-9]{10}$/);
    const { code } = assignment;

    // The presenter's list; a stranger sees nothing of it.
    const list = await callOk<TAssignmentList>(
      t.app,
      token,
      'GET',
      `${API_PATHS.assignments}deck/${deck.id}/`,
    );
    expect(list.assignments.map((a) => a.id)).toEqual([assignment.id]);
    const strangers = await call(
      t.app,
      strangerToken,
      'GET',
      `${API_PATHS.assignments}deck/${deck.id}/`,
    );
    expect(strangers.statusCode).toBe(404);

    const info = await play(code, '');
    expect(info.body).toMatchObject({ status: 'open', questionCount: 4, title: deck.title });

    // Ada goes through at once: five slides (the leaderboard is left out of an assignment).
    let ada = await playOk(code, 'join/', { name: 'Ada' });
    expect(ada).toMatchObject({ step: 0, total: 5, finished: false, deadline: null });
    expect(ada.slide?.type).toBe('quiz');
    while (!ada.finished) ada = await answerCurrent(code, ada);
    expect(ada.score).toBe(1000);
    expect(ada.review?.find((r) => r.type === 'quiz')).toMatchObject({
      correct: true,
      answer: 'Option A',
      correctAnswers: ['Option A'],
      points: 1000,
    });

    // Bo takes twenty minutes over the quiz, still gets its full points, then reloads.
    let bo = await playOk(code, 'join/', { name: 'Bo' });
    clock.advance(20 * MINUTE);
    bo = await answerCurrent(code, bo);
    expect(bo).toMatchObject({ step: 1, score: 1000 });
    const pollId = bo.slide?.id;
    const nameTaken = await play(code, 'join/', { name: 'bo' });
    expect(nameTaken).toMatchObject({ status: 409, body: { code: 'name_taken' } });
    const back = await playOk(code, 'join/', { token: bo.token });
    expect(back).toMatchObject({ step: 1, name: 'Bo', finished: false });
    expect(back.slide?.id).toBe(pollId);
    // The answer sent twice (the phone's retry) is the same success; once moved on, not again.
    const requestId = randomUUID();
    const voted = await playOk(code, 'answer/', choice(back, 0, requestId));
    expect(voted.step).toBe(2);
    const retried = await playOk(code, 'answer/', choice(back, 0, requestId));
    expect(retried.step).toBe(2);
    const again = await play(code, 'answer/', choice(back, 1));
    expect(again).toMatchObject({ status: 409, body: { code: 'already_answered' } });
    bo = voted;
    clock.advance(5 * MINUTE);
    while (!bo.finished) bo = await answerCurrent(code, bo);

    // Cy starts, then comes back after the closing time: the late answer is refused.
    const cy = await playOk(code, 'join/', { name: 'Cy' });
    clock.advance(60 * MINUTE);
    const late = await play(code, 'answer/', choice(cy, 0));
    expect(late).toMatchObject({ status: 409, body: { code: 'closed' } });
    const newcomer = await play(code, 'join/', { name: 'Dee' });
    expect((newcomer.body as TLiveError).code).toBe('ended');
    const cyBack = await playOk(code, 'join/', { token: cy.token });
    expect(cyBack).toMatchObject({ status: 'closed', finished: false, slide: null, score: 0 });

    // The report: a run of the deck, each participant with their start and finish.
    const runs = await callOk<TRunListResponse>(
      t.app,
      token,
      'GET',
      `${API_PATHS.reportRuns}${deck.id}/`,
    );
    expect(runs.runs.find((r) => r.id === assignment.id)).toMatchObject({
      kind: 'assignment',
      participantCount: 3,
    });
    const report = await callOk<TRunReport>(
      t.app,
      token,
      'GET',
      `${API_PATHS.reportRun}${assignment.id}/`,
    );
    expect(report.run.kind).toBe('assignment');
    const byName = new Map(report.participants.map((p) => [p.name, p]));
    expect(byName.get('Ada')).toMatchObject({ score: 1000, correct: 1 });
    expect(byName.get('Bo')).toMatchObject({ score: 1000, correct: 1 });
    expect(byName.get('Cy')).toMatchObject({ score: 0, finishedAt: null });
    expect(Date.parse(byName.get('Bo')!.finishedAt!) - Date.parse(byName.get('Bo')!.joinedAt)).toBe(
      25 * MINUTE,
    );
    const quizSlide = report.slides.find((s) => s.type === 'quiz')!;
    expect(quizSlide.responses).toBe(2);
    expect(report.slides.find((s) => s.type === 'wordCloud')!.words).toEqual([
      { text: 'tea', count: 2 },
    ]);

    const xlsx = await exportOf(assignment.id, 'xlsx');
    expect(xlsx.statusCode).toBe(200);
    const xlsxFile = await save(xlsx, 'assignment.xlsx');
    const sheets = (await python(READ_XLSX, xlsxFile)) as TXlsxSheet[];
    const overview = sheets[0]!;
    expect(overview.rows[0]!.map((c) => c.v).slice(-2)).toEqual(['Started at', 'Finished at']);
    const boRow = overview.rows.find((row) => row[1]!.v === 'Bo')!;
    expect(boRow[8]!.date).toBe(true);
    expect(boRow[9]!.date).toBe(true);
    const cyRow = overview.rows.find((row) => row[1]!.v === 'Cy')!;
    expect(cyRow[9]!.v).toBeNull();

    const zip = await exportOf(assignment.id, 'csv');
    expect(zip.statusCode).toBe(200);
    const zipFile = await save(zip, 'assignment.zip');
    const files = (await python(READ_ZIP, zipFile)) as Record<string, string[][]>;
    expect(files['Overview.csv']![0]!.slice(-2)).toEqual(['Started at', 'Finished at']);

    const pdf = await exportOf(assignment.id, 'pdf');
    expect(pdf.statusCode).toBe(200);
    const pdfFile = await save(pdf, 'assignment.pdf');
    const text = (await promisify(execFile)('/usr/bin/pdftotext', [pdfFile, '-'])).stdout;
    expect(text).toContain('3 participants');
    expect(text).toContain('Option A');
    // Each taker with their start and finish times (or that they have not finished).
    expect(text).toContain('Who took it, and when');
    expect(text).toMatch(/Participant\s+Started\s+Finished/);
    expect(text).toMatch(/Ada\s+\w+ \d+, \d{4} at [\d:]+ [AP]M\s+\w+ \d+, \d{4} at/);
    expect(text).toContain('not finished');
  }, 90_000);

  it('times questions when asked: speed counts against the time, a late answer is refused', async () => {
    const deck = await quizDeck();
    const { code } = await createAssignment(deck, { timePerQuestionSec: 20, showAnswers: false });
    let p = await playOk(code, 'join/', { name: 'Eve' });
    expect(Date.parse(p.deadline!) - Date.parse(p.now)).toBe(20_000);
    clock.advance(10_000);
    p = await answerCurrent(code, p);
    expect(p.score).toBe(750);
    const timed = await createAssignment(deck, { timePerQuestionSec: 20 });
    const fay = await playOk(timed.code, 'join/', { name: 'Fay' });
    clock.advance(30_000);
    const late = await play(timed.code, 'answer/', choice(fay, 0));
    expect(late).toMatchObject({ status: 409, body: { code: 'closed' } });
    const skipped = await playOk(timed.code, 'next/', { token: fay.token, slideId: fay.slide!.id });
    expect(skipped).toMatchObject({ step: 1, score: 0 });
    // Without the presenter's leave, the summary has no correct answers.
    while (!p.finished) p = await answerCurrent(code, p);
    expect(p.review?.find((r) => r.type === 'quiz')?.correctAnswers).toBeUndefined();
  });

  it('opens at its opening time and closes by hand', async () => {
    const deck = await quizDeck();
    const later = await createAssignment(deck, { opensIn: 10 * MINUTE });
    expect(later.status).toBe('upcoming');
    expect((await play(later.code, 'join/', { name: 'Gil' })).body).toMatchObject({
      code: 'not_open',
    });
    clock.advance(10 * MINUTE);
    const gil = await playOk(later.code, 'join/', { name: 'Gil' });
    const closed = await callOk<TAssignment>(
      t.app,
      token,
      'POST',
      `${API_PATHS.assignments}${later.id}/close/`,
    );
    expect(closed.status).toBe('closed');
    const refused = await play(later.code, 'answer/', choice(gil, 0));
    expect(refused).toMatchObject({ status: 409, body: { code: 'closed' } });
    const stranger = await call(
      t.app,
      strangerToken,
      'POST',
      `${API_PATHS.assignments}${later.id}/close/`,
    );
    expect(stranger.statusCode).toBe(404);
    expect((await play('zzzzzzzzzz', '')).status).toBe(404);
  });

  it('counts the plan’s audience limit over the whole assignment: returning participants always come back', async () => {
    const owner = await registerUser(t.app);
    await t.db
      .update(users)
      .set({ plan: 'custom', audienceLimit: 2 })
      .where(eq(users.id, owner.user.id));
    const created = await createDeck(t.app, owner.token, ['poll']);
    const response = await call(t.app, owner.token, 'POST', API_PATHS.assignments, {
      presentationId: created.id,
      opensAt: new Date(clock.now()).toISOString(),
      closesAt: new Date(clock.now() + MINUTE).toISOString(),
      timePerQuestionSec: null,
      showAnswers: false,
    });
    const { code } = response.json() as TAssignment;
    const first = await playOk(code, 'join/', { name: 'One' });
    const second = await playOk(code, 'join/', { name: 'Two' });
    // Both finished: nobody is taking it at once, yet a third is refused.
    await answerCurrent(code, first);
    await answerCurrent(code, second);
    const third = await play(code, 'join/', { name: 'Three' });
    expect(third).toMatchObject({ status: 409, body: { code: 'full', limit: 2 } });
    expect((await playOk(code, 'join/', { token: first.token })).finished).toBe(true);
  });

  it('limits starts and comebacks per address: the next one waits, another address does not', async () => {
    const deck = await quizDeck();
    const { code } = await createAssignment(deck);
    const join = (address: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `${API_PATHS.assignmentPlay}${code}/join/`,
        payload,
        remoteAddress: address,
      });
    const first = await join('203.0.113.70', { name: 'Kim' });
    expect(first.statusCode).toBe(200);
    const { token: kept } = first.json() as TAssignmentProgress;
    const { points } = RATE_LIMITS.assignmentJoinPerIp;
    for (let i = 1; i < points; i += 1) {
      expect((await join('203.0.113.70', { token: kept })).statusCode).toBe(200);
    }
    const limited = await join('203.0.113.70', { name: 'Lee' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'too_many_requests' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await join('203.0.113.71', { name: 'Lee' })).statusCode).toBe(200);
  });
});
