import { REACTION_KINDS, type TReportResponse, type TRunReport } from '@crowdeck/core';
import { slideKindKey } from './report-look';
import { QA_STATUS_NAMES, REACTION_NAMES } from './report-style';
import { createReportText } from './report-text';
import type { TExportCell, TExportColumn, TExportTable } from './table';

const text = (header: string): TExportColumn => ({ header, kind: 'text' });
const number = (header: string): TExportColumn => ({ header, kind: 'number' });
const date = (header: string): TExportColumn => ({ header, kind: 'date' });
const yesNo = (header: string): TExportColumn => ({ header, kind: 'boolean' });

/** Seconds with a tenth, from milliseconds (spreadsheets get a number, not "1.2 s"). */
const seconds = (ms: number | null): number | null =>
  ms === null ? null : Math.round(ms / 100) / 10;

/**
 * A run's report as tables: Overview (one row per participant), Questions (one row per slide)
 * and one table per slide with every response, read from the database page by page as the
 * writer asks for rows; of an anonymous session, Questions and Q&A alone.
 */
export function buildReportTables(
  report: TRunReport,
  responsesOf: (slideId: string) => AsyncIterable<TReportResponse>,
): TExportTable[] {
  // What each slide asked, by its format too ("Scale", "Ranking"), as the PDF names it.
  const { t } = createReportText();
  const kindOf = (slide: TRunReport['slides'][number]) => t(slideKindKey(slide));
  const identified = report.participants.some((p) => p.identified);
  // An assignment's participants each took it at their own time: when they started and finished.
  const assignment = report.run.kind === 'assignment';
  // Team mode: each participant's team on the Overview, and a Teams sheet of the standings.
  const teamNames = new Map(report.teams?.standings.map((team) => [team.id, team.name]) ?? []);
  const overview: TExportTable = {
    name: 'Overview',
    columns: [
      number('Rank'),
      text('Participant'),
      number('Score'),
      number('Answered'),
      number('Correct'),
      number('Wrong'),
      number('Unanswered'),
      number('Average time (s)'),
      ...(assignment ? [date('Started at'), date('Finished at')] : [date('Joined at')]),
      // Real names from the roster or the organisation's sign-in are marked as such.
      ...(identified ? [text('Identified')] : []),
      ...(report.teams ? [text('Team')] : []),
    ],
    rows: [...report.participants]
      .sort((a, b) => a.rank - b.rank)
      .map((p): TExportCell[] => [
        p.rank,
        p.name ?? '',
        p.score,
        p.answered,
        p.correct,
        p.wrong,
        p.unanswered,
        seconds(p.averageMs),
        new Date(p.joinedAt),
        ...(assignment ? [p.finishedAt ? new Date(p.finishedAt) : null] : []),
        ...(identified ? [p.identified ? 'Yes' : 'No'] : []),
        ...(report.teams ? [(p.teamId && teamNames.get(p.teamId)) || ''] : []),
      ]),
  };
  const teams: TExportTable[] = report.teams
    ? [
        {
          name: 'Teams',
          columns: [
            number('Place'),
            text('Team'),
            number(report.teams.score === 'total' ? 'Score (total)' : 'Score (average)'),
            number('Members'),
          ],
          rows: report.teams.standings.map((team): TExportCell[] => [
            team.place,
            team.name,
            team.score,
            team.members,
          ]),
        },
      ]
    : [];
  const questions: TExportTable = {
    name: 'Questions',
    columns: [
      number('#'),
      text('Question'),
      text('Type'),
      number('Responses'),
      number('% correct'),
      number('Average time (s)'),
      ...REACTION_KINDS.map((kind) => number(REACTION_NAMES[kind])),
    ],
    rows: report.slides.map((s): TExportCell[] => [
      s.position + 1,
      s.question,
      kindOf(s),
      s.responses,
      s.percentCorrect,
      seconds(s.averageMs),
      ...REACTION_KINDS.map((kind) => s.reactions[kind]),
    ]),
  };
  const perSlide = report.slides
    .filter((s) => s.type !== 'leaderboard' && s.type !== 'qa' && s.type !== 'content')
    .map((s): TExportTable => {
      const quiz = s.type === 'quiz';
      const columns = quiz
        ? [
            text('Participant'),
            text('Answer'),
            yesNo('Correct'),
            number('Time (s)'),
            number('Points'),
            date('Received at'),
          ]
        : [text('Participant'), text('Answer'), date('Received at')];
      async function* rows(): AsyncGenerator<TExportCell[]> {
        for await (const r of responsesOf(s.id)) {
          yield quiz
            ? [r.name ?? '', r.answer, r.correct, seconds(r.elapsedMs), r.points, new Date(r.at)]
            : [r.name ?? '', r.answer, new Date(r.at)];
        }
      }
      return {
        name: `${s.position + 1}. ${s.question || kindOf(s)}`,
        columns,
        rows: rows(),
      };
    });
  const qa: TExportTable[] =
    report.qa.length === 0
      ? []
      : [
          {
            name: 'Q&A',
            columns: [
              text('Question'),
              text('Asked by'),
              number('Likes'),
              text('Status'),
              date('Answered at'),
              date('Asked at'),
            ],
            rows: report.qa.map((q): TExportCell[] => [
              q.text,
              q.author ?? 'Anonymous',
              q.votes,
              QA_STATUS_NAMES[q.status],
              q.answeredAt ? new Date(q.answeredAt) : null,
              new Date(q.createdAt),
            ]),
          },
        ];
  // An anonymous session's file holds aggregates only: no row per participant or per response.
  if (report.anonymous) return [...teams, questions, ...qa];
  return [overview, ...teams, questions, ...perSlide, ...qa];
}
