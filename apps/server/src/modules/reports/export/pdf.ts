import { once } from 'node:events';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { TRunReport } from '@crowdeck/core';
import { layoutSlide, type TPdfContext } from './pdf-blocks';
import { BOARD_PLACES, drawBoard, drawCover, drawQa, drawTakers, drawTeams } from './pdf-sections';
import { createPen } from './pdf-pen';
import type { TReportFonts } from './report-fonts';
import { reportLook } from './report-look';
import { createReportText, type TReportLocale } from './report-text';

/** A4 portrait, in points; the footer sits in the bottom margin. */
export const PAGE = { width: 595, height: 842, margin: 48, footer: 28 };
/** Space between two slides' blocks (a hairline in the middle). */
const GAP = 26;

/**
 * A run's report as a PDF an event host can send on: a cover (deck, date and time in the
 * presenter's zone, participants, a summary and the podium), the slides' results laid out one
 * after another (several to a page when short: bars with each option's share of the people who
 * answered, words, walls, scales, rankings), the final leaderboard, and the audience's questions
 * once. In the deck's font and brand colours, in the presenter's language; every page numbered.
 * Participant text is only ever drawn as text.
 */
export async function writePdf(
  report: TRunReport,
  fonts: TReportFonts,
  out: Writable,
  locale?: TReportLocale,
): Promise<void> {
  const text = createReportText(locale);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margin: PAGE.margin,
    bufferPages: true,
    lang: text.language,
    info: { Title: report.title || text.t('cover.untitled'), Producer: 'Crowdeck' },
  });
  const finished = once(out, 'finish');
  doc.pipe(out);
  const ctx: TPdfContext = {
    pen: createPen(doc, fonts),
    look: reportLook(report, true),
    text,
    x: PAGE.margin,
    width: PAGE.width - PAGE.margin * 2,
  };
  const bottom = PAGE.height - PAGE.margin - PAGE.footer;

  drawCover(ctx, report);

  let y = PAGE.margin;
  /**
   * A section's heading: on the current page when it and `need` points of what follows fit,
   * else on a new one. Answers where its content starts.
   */
  const section = (heading: string, need: number, newPage = false): number => {
    if (newPage || y + 60 + need > bottom) {
      doc.addPage();
      y = PAGE.margin;
    } else y += 36;
    ctx.pen.font('bold').fontSize(20).fillColor(ctx.look.ink);
    ctx.pen.text(heading, { width: ctx.width }, PAGE.margin, y);
    doc.rect(PAGE.margin, y + 30, 40, 3).fill(ctx.look.accent);
    return y + 48;
  };

  y = section(text.t('section.results'), 0, true);
  let first = true;
  for (const slide of report.slides) {
    const height = layoutSlide(ctx, slide, 0, false);
    const gap = first ? 0 : GAP;
    if (!first && y + gap + height > bottom) {
      doc.addPage();
      y = PAGE.margin;
    } else if (!first) {
      doc
        .moveTo(PAGE.margin, y + gap / 2)
        .lineTo(PAGE.width - PAGE.margin, y + gap / 2)
        .lineWidth(0.5)
        .stroke(ctx.look.track);
      y += gap;
    }
    layoutSlide(ctx, slide, y, true);
    y += height;
    first = false;
  }

  // An anonymous session's report has no leaderboard: it would name or rank people.
  if (!report.anonymous && report.slides.some((s) => s.type === 'quiz')) {
    const rows = Math.min(BOARD_PLACES, report.participants.filter((p) => p.name).length);
    y = drawBoard(ctx, report, section(text.t('section.board'), Math.max(1, rows) * 31));
  }
  if (report.teams && report.teams.standings.length > 0) {
    y = drawTeams(
      ctx,
      report,
      section(text.t('section.teams'), report.teams.standings.length * 31),
    );
  }
  // An assignment's takers with their start and finish times (never in an anonymous session).
  if (report.run.kind === 'assignment' && !report.anonymous && report.participants.length > 0) {
    y = drawTakers(ctx, report, section(text.t('section.takers'), 24), bottom);
  }
  if (report.qa.length > 0) y = drawQa(ctx, report, section(text.t('section.qa'), 40), bottom);

  // Every page's footer: the deck and its page number (written in the bottom margin).
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    const footerY = PAGE.height - PAGE.margin + 8;
    ctx.pen.font('regular').fontSize(8).fillColor('#8a889c');
    ctx.pen.text(
      report.title || text.t('cover.untitled'),
      { width: ctx.width / 2, lineBreak: false, height: 10, ellipsis: true },
      PAGE.margin,
      footerY,
    );
    ctx.pen.text(
      text.t('page', { page: i + 1, pages: count }),
      { width: ctx.width / 2, align: 'right', lineBreak: false },
      PAGE.margin + ctx.width / 2,
      footerY,
    );
  }
  doc.end();
  await finished;
}
