import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_PATHS, type TAnswerFormat, type TPresentation, type TSlideType } from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { answers, qaQuestions, runs } from '../../db/schema/index';
import { createDeckOf } from '../../test/deck-factories';
import { useLiveFixture } from '../../test/live-fixture';
import { python, READ_XLSX } from '../../test/python-readers';
import { expectSlidePng } from '../../test/report-exports';
import { addParticipants, currentRunId } from '../../test/runs';
import { bearer } from '../../test/test-app';

const run = promisify(execFile);
const STARTED = new Date('2026-11-25T09:30:00.000Z');

describe('reports: the PDF and slide images read as a finished report', () => {
  const t = useLiveFixture({ tempDir: 'crowdeck-report-pdf-' });
  let runId: string;
  let deck: TPresentation;

  beforeAll(async () => {
    const kinds: { type: TSlideType; format?: TAnswerFormat }[] = [
      { type: 'poll', format: 'multi' },
      { type: 'poll', format: 'scales' },
      { type: 'poll', format: 'ranking' },
      { type: 'qa' },
      { type: 'quiz' },
    ];
    deck = await createDeckOf(t.app, t.token, kinds, ['Tea', 'Coffee', 'Juice'], 'Team day');
    runId = await currentRunId(t.db, deck.id);
    await t.db.update(runs).set({ startedAt: STARTED }).where(eq(runs.id, runId));
    const [ada, bo, cy] = (await addParticipants(
      t.db,
      deck.id,
      runId,
      ['Ada', 'Bo', 'Cy'],
      (name) => ({
        score: name === 'Ada' ? 900 : 0,
      }),
    )) as [{ id: string }, { id: string }, { id: string }];
    const [multi, scale, rank, , quiz] = deck.Slides;
    const [tea, coffee, juice] = multi!.options.map((o) => o.id) as [string, string, string];
    const s = scale!.options.map((o) => o.id) as [string, string, string];
    const r = rank!.options.map((o) => o.id) as [string, string, string];
    const answer = (who: { id: string }, slideId: string, rest: object) => ({
      participantId: who.id,
      slideId,
      runId,
      requestId: randomUUID(),
      ...rest,
    });
    await t.db.insert(answers).values([
      // Up to 3 choices: Coffee chosen by all three people, Tea by one.
      answer(ada, multi!.id, { value: { optionIds: [tea, coffee] } }),
      answer(bo, multi!.id, { value: { optionIds: [coffee] } }),
      answer(cy, multi!.id, { value: { optionIds: [coffee] } }),
      answer(ada, scale!.id, { value: { ratings: { [s[0]]: 4, [s[1]]: 2, [s[2]]: null } } }),
      answer(ada, rank!.id, { value: { order: [r[1], r[0], r[2]] } }),
      answer(bo, rank!.id, { value: { order: [r[1], r[2], r[0]] } }),
      answer(ada, quiz!.id, { optionId: quiz!.options[0]!.id, correct: true, points: 900 }),
    ]);
    void juice;
    await t.db.insert(qaQuestions).values({
      presentationId: deck.id,
      runId,
      participantId: ada.id,
      requestId: randomUUID(),
      text: 'Will the slides be shared afterwards?',
      authorName: 'Ada',
      status: 'live',
      votes: 1,
    });
  });

  async function pdfText(query: string, headers: Record<string, string> = {}) {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.reportExport}${runId}/?format=pdf${query}`,
      headers: { ...bearer(t.token), ...headers },
    });
    expect(response.statusCode).toBe(200);
    const file = path.join(t.dir, `${randomUUID()}.pdf`);
    await writeFile(file, response.rawPayload);
    return (await run('/usr/bin/pdftotext', ['-layout', file, '-'])).stdout;
  }

  it('names each format, counts responses in the plural the number takes, and lists the Q&A once', async () => {
    const text = await pdfText('&tz=Asia/Tokyo');
    expect(text).toContain('Team day');
    expect(text).toMatch(/Slide 2 · Scale/);
    expect(text).toMatch(/Slide 3 · Ranking/);
    expect(text).toMatch(/Slide 1 · Several answers/);
    expect(text).not.toMatch(/· Poll\b/);
    // The scale had one response, the ranking two: never "1 responses".
    expect(text).toMatch(/\b1 response\b/);
    expect(text).toMatch(/\b2 responses\b/);
    expect(text).not.toMatch(/\b1 responses\b/);
    expect(text).toMatch(/\b3 participants\b/);
    // Several answers: shares of the people who answered (3 of 3, 1 of 3), not of the 4 picks.
    expect(text).toMatch(/3 people · 100 %/);
    expect(text).toMatch(/1 person · 33 %/);
    expect(text).not.toMatch(/75 %|25 %/);
    // The audience's question is written once, in its own section.
    expect(text.match(/Will the slides be shared afterwards\?/g)).toHaveLength(1);
    expect(text.match(/Questions from the audience/g)).toHaveLength(1);
    expect(text).toMatch(/Ada · 1 like · shown/);
    expect(text).toMatch(/1\s+Ada\s+900 points/);
    // Times in the presenter's zone, and the zone named: 09:30 UTC is 18:30 in Tokyo.
    expect(text).toContain('November 25, 2026 at 6:30 PM');
    expect(text).toContain('Asia/Tokyo (GMT+9)');
    expect(text).not.toContain('UTC');
  });

  it('says UTC without a zone, refuses an unknown zone, and writes in the reader’s language', async () => {
    const utc = await pdfText('');
    expect(utc).toContain('November 25, 2026 at 9:30 AM');
    expect(utc).toContain('Times in UTC');
    const bad = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.reportExport}${runId}/?format=pdf&tz=Mars%2FOlympus`,
      headers: bearer(t.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('timeZone.invalid');
    const german = await pdfText('&tz=Europe/Berlin', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german).toMatch(/Folie 2 · Skala/);
    expect(german).toMatch(/\b1 Antwort\b/);
    expect(german).toMatch(/\b2 Antworten\b/);
    expect(german).toContain('Europe/Berlin (GMT+1)');
  });

  it('names each slide’s format in the workbook’s Questions sheet too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.reportExport}${runId}/?format=xlsx`,
      headers: bearer(t.token),
    });
    expect(response.statusCode).toBe(200);
    const file = await t.file('report.xlsx', response.rawPayload);
    const sheets = (await python(READ_XLSX, file)) as { name: string; rows: { v: unknown }[][] }[];
    const questions = sheets.find((sheet) => sheet.name === 'Questions')!;
    expect(questions.rows.slice(1).map((row) => row[2]?.v)).toEqual([
      'Several answers',
      'Scale',
      'Ranking',
      'Q&A',
      'Quiz',
    ]);
  });

  it('draws a slide image in the presenter’s zone, and refuses an unknown zone', async () => {
    const slide = deck.Slides[1]!;
    const url = `${API_PATHS.reportRun}${runId}/slide/${slide.id}/image/`;
    const image = await t.app.inject({
      method: 'GET',
      url: `${url}?tz=Europe/Paris`,
      headers: bearer(t.token),
    });
    expect(image.statusCode).toBe(200);
    await expectSlidePng(t, 'slide.png', image.rawPayload);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${url}?tz=nowhere`,
      headers: bearer(t.token),
    });
    expect(bad.statusCode).toBe(400);
  });
});
