import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  API_PATHS,
  LIVE_LIMITS,
  type TLeaderboardResponse,
  type TPresentation,
  type TQaQueue,
  type TRunListResponse,
  type TRunReport,
  type TSlideResponses,
} from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { participants, runs } from '../../db/schema';
import { getDeck } from '../../test/deck-factories';
import { findLeftoverIds } from '../../test/leftover-ids';
import { answer, emit, joinOk, markCorrect, nextMessage } from '../../test/live-clients';
import { useLiveFixture } from '../../test/live-fixture';
import { createManualClock } from '../../test/manual-clock';
import { python, READ_XLSX, READ_ZIP } from '../../test/python-readers';
import { bearer } from '../../test/test-app';

/** Client addresses the phones come from (through a trusted proxy's X-Forwarded-For). */
const ADDRESSES = ['198.51.100.23', '203.0.113.41', '2001:db8:77:1::5'];

describe('privacy: optional nicknames, anonymous sessions, no address stored', () => {
  const clock = createManualClock();
  const t = useLiveFixture({
    env: { TRUST_PROXY: 'true' },
    deps: { liveTuning: { clock } },
    tempDir: 'crowdeck-anonymous-',
  });

  const phone = (index: number) => t.phone({ forwardedFor: ADDRESSES[index % ADDRESSES.length] });
  const setAnonymous = (deck: TPresentation, anonymousSession: boolean) =>
    t.callOk<TPresentation>('PUT', `${API_PATHS.presentationUpdate}${deck.id}/`, {
      anonymousSession,
    });
  const runsOf = async (deck: TPresentation) =>
    (await t.callOk<TRunListResponse>('GET', `${API_PATHS.reportRuns}${deck.id}/`)).runs;

  it('lets a phone join a poll deck without a nickname, and asks for one on a quiz deck', async () => {
    const polls = await t.deck(['poll', 'wordCloud', 'openEnded', 'qa']);
    const joined = await joinOk(await phone(0), { code: polls.uniqueCode });
    expect(joined.state.me.name).toBeNull();
    const quiz = await t.deck(['quiz', 'poll']);
    const refused = await emit(await phone(1), 'audience:join', { code: quiz.uniqueCode });
    expect(refused).toMatchObject({ ok: false, error: { code: 'name_required' } });
  });

  it('runs an anonymous session: nicknames dropped, Q&A and leaderboard nameless, aggregates only', async () => {
    const created = await t.deck(['quiz', 'poll', 'openEnded', 'leaderboard']);
    expect(created.anonymousSession).toBe(false);
    await markCorrect(t.app, t.token, created, 0);
    const saved = await setAnonymous(created, true);
    expect(saved.anonymousSession).toBe(true);
    const deck = await getDeck(t.app, t.token, created.id);
    expect(deck.anonymousSession).toBe(true);
    const copy = await t.callOk<TPresentation>(
      'POST',
      `${API_PATHS.presentationDuplicate}${deck.id}/`,
    );
    expect(copy.anonymousSession).toBe(true);

    // No nickname asked even with a quiz; one sent anyway is dropped.
    const ada = await phone(0);
    const first = await joinOk(ada, { code: deck.uniqueCode, name: 'Ada Lovelace' });
    expect(first.state.me.name).toBeNull();
    const bob = await phone(1);
    expect((await joinOk(bob, { code: deck.uniqueCode })).state.me.name).toBeNull();
    const rows = await t.db
      .select()
      .from(participants)
      .where(eq(participants.presentationId, deck.id));
    expect(rows.map((row) => row.name)).toEqual([null, null]);

    // Q&A: asking with names is not possible.
    const queue = await t.callOk<TQaQueue>('PUT', `${API_PATHS.liveQa}${deck.id}/settings/`, {
      enabled: true,
      names: 'named',
    });
    expect(queue.settings).toMatchObject({ names: 'anonymous', namesLocked: true });
    const asked = await emit(ada, 'qa:ask', { requestId: crypto.randomUUID(), text: 'Slides?' });
    if (!asked.ok) throw new Error(`qa:ask refused: ${asked.error.code}`);
    expect(asked.data.question.author).toBeNull();

    const [quiz, poll, wall, board] = deck.Slides;
    const open = nextMessage(ada, 'question', (m) => m.question.phase === 'open');
    await t.callOk('POST', `${API_PATHS.slideGame}${quiz!.id}/`, { action: 'start' });
    clock.advance(LIVE_LIMITS.questionIntroSec * 1000);
    await open;
    clock.advance(1_000);
    const right = quiz!.options[0]!;
    expect(await answer(ada, { slideId: quiz!.id, optionId: right.id })).toMatchObject({
      ok: true,
    });
    await t.callOk('POST', `${API_PATHS.slideGame}${quiz!.id}/`, { action: 'close' });
    const goTo = (slideActiveId: string) =>
      t.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, {
        slideActiveId,
        uniqueCode: deck.uniqueCode,
      });
    await goTo(poll!.id);
    for (const socket of [ada, bob]) {
      expect(
        await answer(socket, { slideId: poll!.id, optionId: poll!.options[1]!.id }),
      ).toMatchObject({ ok: true });
    }
    await goTo(wall!.id);
    expect(await answer(bob, { slideId: wall!.id, text: 'more demos' })).toMatchObject({
      ok: true,
    });
    await goTo(board!.id);
    const leaderboard = await t.callOk<TLeaderboardResponse>(
      'GET',
      `${API_PATHS.slideLeaderboard}${board!.id}/`,
    );
    expect(leaderboard.entries).toEqual([]);
    await t.callOk('POST', `${API_PATHS.liveEnd}${deck.id}/`);

    const [run] = await runsOf(deck);
    expect(run).toMatchObject({ participantCount: 2 });
    const report = await t.callOk<TRunReport>('GET', `${API_PATHS.reportRun}${run!.id}/`);
    expect(report.anonymous).toBe(true);
    expect(report.participants).toEqual([]);
    expect(report.qa.map((q) => [q.text, q.author])).toEqual([['Slides?', null]]);
    expect(report.slides[1]!.counts[poll!.options[1]!.id]).toBe(2);
    const details = await t.callOk<TSlideResponses>(
      'GET',
      `${API_PATHS.reportRun}${run!.id}/slide/${poll!.id}/`,
    );
    expect(details.responses).toEqual([]);

    const download = (format: string) =>
      t.app.inject({
        method: 'GET',
        url: `${API_PATHS.reportExport}${run!.id}/?format=${format}`,
        headers: bearer(t.token),
      });
    const xlsxFile = await t.file('run.xlsx', (await download('xlsx')).rawPayload);
    const sheets = (await python(READ_XLSX, xlsxFile)) as { name: string; rows: unknown[][] }[];
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Questions', 'Q&A']);
    expect(JSON.stringify(sheets)).not.toContain('Ada');
    const zipFile = await t.file('run.zip', (await download('csv')).rawPayload);
    const files = (await python(READ_ZIP, zipFile)) as Record<string, string[][]>;
    expect(Object.keys(files)).toEqual(['Questions.csv', 'Q&A.csv']);
    const pdfFile = await t.file('run.pdf', (await download('pdf')).rawPayload);
    const text = (await promisify(execFile)('/usr/bin/pdftotext', ['-layout', pdfFile, '-']))
      .stdout;
    expect(text).toContain('2 participants');
    expect(text).not.toContain('Final leaderboard');
    expect(text).not.toContain('Ada');
  });

  it('turned on during a session, erases the nicknames given so far and keeps the run anonymous', async () => {
    const deck = await t.deck(['poll']);
    await joinOk(await phone(2), { code: deck.uniqueCode, name: 'Grace' });
    await setAnonymous(deck, true);
    await setAnonymous(deck, false);
    const rows = await t.db
      .select()
      .from(participants)
      .where(eq(participants.presentationId, deck.id));
    expect(rows.map((row) => [row.name, row.nameKey])).toEqual([[null, null]]);
    const [run] = await runsOf(deck);
    const [stored] = await t.db.select().from(runs).where(eq(runs.id, run!.id));
    expect(stored!.anonymous).toBe(true);
  });

  it('stores no client address in any table after joins, answers and likes', async () => {
    const deck = await t.deck(['poll']);
    await t.callOk('PUT', `${API_PATHS.liveQa}${deck.id}/settings/`, { enabled: true });
    const phones = [await phone(0), await phone(1), await phone(2)];
    let questionId = '';
    for (const [index, socket] of phones.entries()) {
      await joinOk(socket, { code: deck.uniqueCode, name: `Phone ${index}` });
      const poll = deck.Slides[0]!;
      await answer(socket, { slideId: poll.id, optionId: poll.options[0]!.id });
      if (index === 0) {
        const asked = await emit(socket, 'qa:ask', { requestId: crypto.randomUUID(), text: 'Hi?' });
        if (!asked.ok) throw new Error(`qa:ask refused: ${asked.error.code}`);
        questionId = asked.data.question.id;
      } else {
        expect(await emit(socket, 'qa:vote', { questionId, up: true })).toMatchObject({ ok: true });
      }
    }
    expect(await findLeftoverIds(t.db, [...ADDRESSES, '2001:db8:77:1', '127.0.0.1'])).toEqual([]);
  });
});
