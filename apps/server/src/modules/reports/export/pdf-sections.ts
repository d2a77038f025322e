import type { TReportParticipant, TRunReport } from '@crowdeck/core';
import type { TPdfContext } from './pdf-blocks';
import { formatDuration } from './report-text';

const COVER_BAND = 280;
/** Places the final leaderboard lists. */
export const BOARD_PLACES = 10;

/** The run's top `n` named participants by rank. */
export function topOf(report: TRunReport, n: number): TReportParticipant[] {
  return report.participants
    .filter((p) => p.name)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, n);
}

/** The sentences of the cover's summary: right answers, the winner, the most answered slide. */
function summaryOf(ctx: TPdfContext, report: TRunReport): string[] {
  const { t } = ctx.text;
  const lines: string[] = [];
  const quizzes = report.slides.filter((s) => s.percentCorrect !== null);
  if (quizzes.length > 0) {
    const percent = Math.round(
      quizzes.reduce((sum, s) => sum + (s.percentCorrect ?? 0), 0) / quizzes.length,
    );
    lines.push(t('cover.quizCorrect', { percent }));
  }
  const [winner] = topOf(report, 1);
  if (winner && report.slides.some((s) => s.type === 'quiz')) {
    lines.push(
      t('cover.winner', { name: winner.name, points: t('points', { count: winner.score }) }),
    );
  }
  const most = [...report.slides].sort((a, b) => b.responses - a.responses)[0];
  if (most && most.responses > 0 && most.question) {
    lines.push(
      t('cover.mostAnswered', {
        question: most.question,
        responses: t('responses', { count: most.responses }),
      }),
    );
  }
  return lines;
}

/**
 * The cover: a band in the brand colour with the deck's title and the session's date, time and
 * zone; the run's figures as tiles; a summary in sentences and the podium.
 */
export function drawCover(ctx: TPdfContext, report: TRunReport): void {
  const { pen, look, text, x, width } = ctx;
  const { t } = text;
  const { doc } = pen;
  doc.rect(0, 0, doc.page.width, COVER_BAND).fill(look.accent);
  pen.font('bold').fontSize(10).fillColor(look.onAccent);
  pen.text(t('cover.kicker').toUpperCase(), { width, characterSpacing: 1.2 }, x, 96);
  pen.font('bold').fontSize(30);
  pen.text(report.title || t('cover.untitled'), { width, height: 110, ellipsis: true }, x, 116);
  const when = [text.dateTime(report.run.startedAt)];
  when.push(
    report.run.endedAt
      ? t('cover.lasted', { duration: formatDuration(report.run.startedAt, report.run.endedAt) })
      : t('cover.running'),
  );
  pen.font('regular').fontSize(12);
  pen.text(when.join(' · '), { width }, x, COVER_BAND - 62);
  doc.fontSize(9.5);
  pen.text(
    t('cover.zone', { zone: text.zone(report.run.startedAt) }),
    { width },
    x,
    COVER_BAND - 42,
  );

  const tiles = [
    t('cover.participants', { count: report.run.participantCount }),
    t('cover.responses', { count: report.run.responseCount }),
    t('cover.slides', { count: report.slides.length }),
    t('cover.questions', { count: report.qa.length }),
  ];
  const gap = 12;
  const tileWidth = (width - gap * (tiles.length - 1)) / tiles.length;
  tiles.forEach((tile, i) => {
    const tx = x + i * (tileWidth + gap);
    doc.roundedRect(tx, COVER_BAND + 32, tileWidth, 58, 8).fill('#f4f3fa');
    doc.rect(tx, COVER_BAND + 32, 4, 58).fill(look.accent);
    pen.font('bold').fontSize(12).fillColor('#15132b');
    pen.text(tile, { width: tileWidth - 24 }, tx + 14, COVER_BAND + 44);
  });

  let y = COVER_BAND + 122;
  const summary = summaryOf(ctx, report);
  if (summary.length > 0) {
    pen.font('bold').fontSize(15).fillColor('#15132b');
    pen.text(t('cover.summary'), { width }, x, y);
    y += 26;
    pen.font('regular').fontSize(11).fillColor('#15132b');
    for (const line of summary) {
      pen.text(line, { width }, x, y);
      y = doc.y + 6;
    }
  }
  const podium = topOf(report, 3);
  if (podium.length > 0 && report.slides.some((s) => s.type === 'quiz')) {
    y += 14;
    pen.font('bold').fontSize(15).fillColor('#15132b');
    pen.text(t('cover.podium'), { width }, x, y);
    drawBoardRows(ctx, podium, y + 28);
  }
}

/** Leaderboard rows from `y`: rank, name, points; the winner's row in gold. */
function drawBoardRows(
  ctx: TPdfContext,
  rows: readonly Pick<TReportParticipant, 'rank' | 'name' | 'score'>[],
  y: number,
): number {
  const { pen, look, x, width } = ctx;
  for (const p of rows) {
    pen.doc.roundedRect(x, y, width, 26, 6).fill(p.rank === 1 ? look.first : '#f4f3fa');
    pen.font('bold').fontSize(11.5).fillColor('#15132b');
    pen.text(String(p.rank), { width: 30, lineBreak: false }, x + 12, y + 7);
    pen.text(
      p.name ?? '',
      { width: width - 200, lineBreak: false, height: 14, ellipsis: true },
      x + 48,
      y + 7,
    );
    pen.font('regular');
    pen.text(
      ctx.text.t('points', { count: p.score }),
      { width: 130, align: 'right', lineBreak: false },
      x + width - 142,
      y + 7,
    );
    y += 31;
  }
  return y;
}

/** The final leaderboard: the top ten. Answers where it ends. */
export function drawBoard(ctx: TPdfContext, report: TRunReport, y: number): number {
  const board = topOf(report, BOARD_PLACES);
  if (board.length === 0) {
    ctx.pen.font('regular').fontSize(11).fillColor(ctx.look.muted);
    ctx.pen.text(ctx.text.t('nobody'), { width: ctx.width }, ctx.x, y);
    return y + 20;
  }
  return drawBoardRows(ctx, board, y);
}

/** Team mode: every team by its final score (place, name, points). Answers where it ends. */
export function drawTeams(ctx: TPdfContext, report: TRunReport, y: number): number {
  const rows = (report.teams?.standings ?? []).map((team) => ({
    rank: team.place,
    name: team.name,
    score: team.score,
  }));
  return drawBoardRows(ctx, rows, y);
}

/**
 * The audience's questions, most liked first, with who asked, likes and what became of them,
 * onto new pages as needed. Answers where they end.
 */
export function drawQa(ctx: TPdfContext, report: TRunReport, y: number, bottom: number): number {
  const { pen, look, x, width, text } = ctx;
  const { t } = text;
  for (const q of report.qa) {
    pen.font('regular').fontSize(11);
    const height = pen.heightOf(q.text, width - 16) + 26;
    if (y + height > bottom) {
      pen.doc.addPage();
      y = pen.doc.page.margins.top;
    }
    pen.doc.rect(x, y, 3, height - 10).fill(q.status === 'dismissed' ? look.track : look.accent);
    pen
      .font('regular')
      .fontSize(11)
      .fillColor(q.status === 'dismissed' ? look.muted : look.ink);
    pen.text(q.text, { width: width - 16 }, x + 12, y);
    const state = q.answeredAt ? t('qa.answered') : t(`qa.${q.status}`);
    pen.font('regular').fontSize(9).fillColor(look.muted);
    pen.text(
      `${q.author ?? t('anonymous')} · ${t('likes', { count: q.votes })} · ${state}`,
      { width: width - 16 },
      x + 12,
      pen.doc.y + 2,
    );
    y = pen.doc.y + 12;
  }
  return y;
}

/**
 * An assignment's participants in the order they started, each with their start and finish time
 * (or that they have not finished), under a header row, onto new pages as needed. Answers where
 * the list ends.
 */
export function drawTakers(
  ctx: TPdfContext,
  report: TRunReport,
  y: number,
  bottom: number,
): number {
  const { pen, look, x, width, text } = ctx;
  const { t } = text;
  const columns = [
    { at: x, width: width * 0.34 },
    { at: x + width * 0.36, width: width * 0.31 },
    { at: x + width * 0.69, width: width * 0.31 },
  ] as const;
  const row = (cells: readonly string[], rowY: number) =>
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      pen.text(
        cell,
        { width: column.width, lineBreak: false, height: 13, ellipsis: true },
        column.at,
        rowY,
      );
    });
  const header = () => {
    pen.font('bold').fontSize(9).fillColor(look.muted);
    row([t('takers.participant'), t('takers.started'), t('takers.finished')], y);
    y += 18;
  };
  header();
  const takers = [...report.participants].sort((a, b) => a.joinedAt.localeCompare(b.joinedAt));
  for (const p of takers) {
    if (y + 22 > bottom) {
      pen.doc.addPage();
      y = pen.doc.page.margins.top;
      header();
    }
    pen.font('regular').fontSize(10).fillColor(look.ink);
    row(
      [
        p.name ?? t('anonymous'),
        text.dateTime(p.joinedAt),
        p.finishedAt ? text.dateTime(p.finishedAt) : t('takers.notFinished'),
      ],
      y,
    );
    y += 20;
  }
  return y;
}
