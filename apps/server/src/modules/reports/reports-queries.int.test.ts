import { randomUUID } from 'node:crypto';
import {
  type TAnswerFormat,
  type TAnswerValue,
  type TPresentation,
  type TSlideType,
} from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { answers, entries } from '../../db/schema/index';
import { createDeckOf } from '../../test/deck-factories';
import { useLiveFixture } from '../../test/live-fixture';
import { withQueryLog } from '../../test/query-log';
import { addParticipants, currentRunId } from '../../test/runs';
import { createFormatResultsRepository } from '../live/results/format-results.repository';
import { buildFormatResults } from '../live/results/format-results';
import { createReportsRepository } from './data/reports.repository';
import { createRunResultsRepository } from './data/run-results.repository';
import { createReportsService } from './reports.service';

type TKind = { type: TSlideType; format?: TAnswerFormat };

/** Every kind of slide a report draws differently. */
const EVERY_KIND: TKind[] = [
  { type: 'quiz' },
  { type: 'poll', format: 'multi' },
  { type: 'poll', format: 'scales' },
  { type: 'poll', format: 'ranking' },
  { type: 'quiz', format: 'typeAnswer' },
  { type: 'quiz', format: 'numeric' },
  { type: 'wordCloud' },
  { type: 'openEnded' },
  { type: 'qa' },
  { type: 'leaderboard' },
  { type: 'content' },
];

describe('reports: the report of a run reads a fixed number of statements, whatever its slides', () => {
  const t = useLiveFixture();

  /** A deck of the given slides, its run played by three participants who answer every slide. */
  async function playedDeck(kinds: TKind[]): Promise<{ deck: TPresentation; runId: string }> {
    const deck = await createDeckOf(t.app, t.token, kinds, ['Red', 'Blue', 'Green']);
    const runId = await currentRunId(t.db, deck.id);
    const people = await addParticipants(t.db, deck.id, runId, ['Ada', 'Bo', 'Cy']);
    for (const slide of deck.Slides) {
      const [a, b, c] = slide.options.map((o) => o.id) as [string, string, string];
      for (const [i, person] of people.entries()) {
        const base = {
          participantId: person.id,
          slideId: slide.id,
          runId,
          requestId: randomUUID(),
        };
        if (slide.type === 'wordCloud' || slide.type === 'openEnded') {
          const text = ['sunny', 'calm', 'sunny'][i] as string;
          const kind = slide.type === 'wordCloud' ? 'word' : 'open';
          // A second apart: the wall is newest first, and PGlite's clock can give two inserts the
          // same time.
          const createdAt = new Date(Date.UTC(2026, 0, 1, 12, 0, i));
          await t.db
            .insert(entries)
            .values({ ...base, kind, text, raw: text, hidden: i === 1, createdAt });
          continue;
        }
        if (slide.type !== 'quiz' && slide.type !== 'poll') continue;
        const values: Partial<Record<TAnswerFormat, TAnswerValue>> = {
          multi: { optionIds: i === 0 ? [a, b] : [b] },
          scales: { ratings: { [a]: i + 2, [b]: i === 2 ? null : 4 } },
          ranking: { order: i === 0 ? [c, a, b] : [a, b, c] },
          typeAnswer: {
            text: ['Paris', 'paris', 'Lyon'][i] as string,
            key: i < 2 ? 'paris' : 'lyon',
          },
          numeric: { number: [3, 4, 10][i] as number },
        };
        const value = values[slide.format ?? 'choice'];
        await t.db.insert(answers).values({
          ...base,
          optionId: value ? null : [a, b, b][i],
          value: value ?? null,
          correct: i === 0,
        });
      }
    }
    return { deck, runId };
  }

  /** The run's report through a database handle that counts its statements. */
  async function countedReport(runId: string) {
    const { db, queries } = withQueryLog(t.db);
    const service = createReportsService({
      repo: createReportsRepository(db),
      runResults: (id) => createRunResultsRepository(db, id),
      eraseRuns: async () => undefined,
      retentionOf: async () => null,
    });
    const report = await service.report(t.userId, runId);
    return { report, queries };
  }

  it('asks the same number of statements for 2 slides and for 20', async () => {
    const few = await playedDeck([{ type: 'wordCloud' }, { type: 'poll', format: 'scales' }]);
    const many = await playedDeck(
      Array.from({ length: 10 }, (): TKind[] => [
        { type: 'wordCloud' },
        { type: 'poll', format: 'scales' },
      ]).flat(),
    );
    const small = await countedReport(few.runId);
    const large = await countedReport(many.runId);
    expect(small.report.slides).toHaveLength(2);
    expect(large.report.slides).toHaveLength(20);
    expect(large.queries.length).toBe(small.queries.length);
    // Each of the 20 slides still has its own results.
    for (const slide of large.report.slides) {
      if (slide.type === 'wordCloud') {
        expect(slide.words).toEqual([{ text: 'sunny', count: 2 }]);
      } else {
        expect(slide.formatResults?.scales?.[0]).toMatchObject({ counts: [0, 1, 1, 1, 0] });
      }
    }
  });

  it('asks a bounded number for every kind of slide, once or twice over, with the live results', async () => {
    const once = await playedDeck(EVERY_KIND);
    const twice = await playedDeck([...EVERY_KIND, ...EVERY_KIND]);
    const one = await countedReport(once.runId);
    const two = await countedReport(twice.runId);
    expect(two.report.slides).toHaveLength(22);
    expect(two.queries.length).toBe(one.queries.length);
    expect(one.queries.length).toBeLessThanOrEqual(20);

    // Every format's results are those the live engine builds slide by slide.
    const live = createFormatResultsRepository(t.db);
    const rows = await createReportsRepository(t.db).listSlides(twice.deck.id);
    for (const slide of two.report.slides) {
      if (!slide.formatResults) continue;
      const row = rows.slides.find((r) => r.id === slide.id)!;
      const expected = await buildFormatResults(live, {
        runId: twice.runId,
        slide: row,
        options: rows.options.filter((o) => o.slideId === row.id),
        closed: true,
        profanityFilter: false,
      });
      expect(slide.formatResults).toEqual(expected);
    }
    const wall = two.report.slides.find((s) => s.type === 'openEnded')!;
    expect(wall.entries.map((e) => [e.text, e.hidden])).toEqual([
      ['sunny', false],
      ['calm', true],
      ['sunny', false],
    ]);
  });
});
