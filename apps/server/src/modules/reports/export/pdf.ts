import { describeFormatResults } from './format-lines';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { REACTION_KINDS, type TReportSlide, type TRunReport } from '@crowdeck/core';
import { fontRuns, isRightToLeft, type TReportFonts } from './report-fonts';
import { QA_STATUS_NAMES, REACTION_NAMES, REPORT_COLOURS, SLIDE_TYPE_NAMES } from './report-style';

/** A4 landscape, in points. */
const PAGE = { width: 842, height: 595, margin: 48 };
const {
  ink: INK,
  muted: MUTED,
  track: TRACK,
  brand: BRAND,
  right: RIGHT,
  first: FIRST,
} = REPORT_COLOURS;
/** Lines of an open-ended wall and places of a leaderboard a page shows. */
const WALL_LINES = 18;
const BOARD_PLACES = 10;

type TWeight = 'regular' | 'bold';
type TTextOptions = PDFKit.Mixins.TextOptions;

/**
 * Writes text in the report's fonts: each stretch with the first file that has its characters
 * (report-fonts.ts), as one paragraph (pdfkit's `continued`). A right-to-left stretch is shaped
 * by fontkit; its words are put in reading order from the right. Lines mixing directions are not
 * reordered further (no full bidirectional algorithm).
 */
function createPen(doc: PDFKit.PDFDocument, fonts: TReportFonts) {
  const names = new Map<string, string>();
  const nameOf = (file: string) => {
    let name = names.get(file);
    if (!name) {
      name = `font-${names.size}`;
      doc.registerFont(name, file);
      names.set(file, name);
    }
    return name;
  };
  let weight: TWeight = 'regular';
  const runsOf = (text: string) =>
    fontRuns(fonts[weight], text).map((run) => ({
      name: nameOf(run.file),
      // pdfkit drops the spaces of a right-to-left run (its glyphs come back reversed from
      // fontkit); no-break spaces keep their width.
      text: isRightToLeft(run.text) ? run.text.replaceAll(' ', '\u00a0') : run.text,
    }));
  const primary = () => nameOf(fonts[weight][0] as string);
  return {
    doc,
    /** Chooses the weight of the text written next (returns the document, for chaining). */
    font(next: TWeight): PDFKit.PDFDocument {
      weight = next;
      return doc.font(primary());
    },
    /** doc.text, with the runs of `text`; at (x, y) when given, else where the last text ended. */
    text(text: string, options: TTextOptions = {}, x?: number, y?: number): PDFKit.PDFDocument {
      const runs = runsOf(text);
      runs.forEach((run, i) => {
        doc.font(run.name);
        const more = { continued: i < runs.length - 1 };
        if (i > 0) doc.text(run.text, more);
        else if (x === undefined) doc.text(run.text, { ...options, ...more });
        else doc.text(run.text, x, y, { ...options, ...more });
      });
      return doc.font(primary());
    },
    /** The width of `text` at the current size. */
    widthOf(text: string): number {
      const width = runsOf(text).reduce(
        (sum, run) => sum + doc.font(run.name).widthOfString(run.text),
        0,
      );
      doc.font(primary());
      return width;
    },
  };
}
type TPen = ReturnType<typeof createPen>;

/** "2026-11-25 09:30 UTC": the server does not know the reader's time zone, so it says which. */
const toUtc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * A run's report as a PDF: a title page (deck, date, participants), a page per slide with its
 * results drawn as vectors (bars, a word cloud in sized words, the wall, the leaderboard), and the
 * final leaderboard. Fonts are embedded (the glyphs used); participant text is only ever drawn as
 * text.
 */
export async function writePdf(
  report: TRunReport,
  fonts: TReportFonts,
  out: Writable,
): Promise<void> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: PAGE.margin,
    info: { Title: report.title || 'Presentation', Producer: 'Crowdeck' },
  });
  const pen = createPen(doc, fonts);
  const finished = once(out, 'finish');
  doc.pipe(out);
  const width = PAGE.width - PAGE.margin * 2;

  // Title page.
  pen.font('bold').fontSize(34).fillColor(INK);
  pen.text(report.title || 'Untitled presentation', { width }, PAGE.margin, 170);
  doc.moveDown(0.6);
  pen.font('regular').fontSize(16).fillColor(MUTED);
  pen.text(`Session of ${toUtc(report.run.startedAt)}`, { width });
  pen.text(
    `${report.run.participantCount} participants · ${report.run.responseCount} responses` +
      (report.run.endedAt ? ` · ended ${toUtc(report.run.endedAt)}` : ' · still running'),
    { width },
  );

  for (const slide of report.slides) {
    doc.addPage();
    pen.font('regular').fontSize(11).fillColor(MUTED);
    pen.text(
      `Slide ${slide.position + 1} · ${SLIDE_TYPE_NAMES[slide.type]}`,
      {},
      PAGE.margin,
      PAGE.margin,
    );
    doc.moveDown(0.3);
    pen.font('bold').fontSize(22).fillColor(INK);
    pen.text(slide.question || SLIDE_TYPE_NAMES[slide.type], { width });
    const facts = [`${slide.responses} responses`];
    if (slide.percentCorrect !== null) facts.push(`${slide.percentCorrect}% correct`);
    if (slide.averageMs !== null) facts.push(`average ${(slide.averageMs / 1000).toFixed(1)} s`);
    for (const kind of REACTION_KINDS) {
      const n = slide.reactions[kind];
      if (n > 0) facts.push(`${n} ${REACTION_NAMES[kind].toLowerCase()}`);
    }
    doc.moveDown(0.3);
    pen.font('regular').fontSize(12).fillColor(MUTED);
    pen.text(facts.join(' · '));
    doc.moveDown(1);
    const formatLines = describeFormatResults(slide);
    if (formatLines.length > 0) {
      pen.font('regular').fontSize(13).fillColor(INK);
      for (const line of formatLines.slice(0, WALL_LINES)) pen.text(line, { width }).moveDown(0.3);
    } else if (slide.type === 'quiz' || slide.type === 'poll') drawBars(pen, slide, width);
    else if (slide.type === 'wordCloud') drawWords(pen, slide, width);
    else if (slide.type === 'openEnded') drawWall(pen, slide, width);
    else if (slide.type === 'qa') drawQa(pen, report, width);
    else if (slide.type === 'content') pen.text('A content slide: it collects no answers.');
    else drawBoard(pen, report, width);
  }

  if (report.slides.some((s) => s.type === 'quiz')) {
    doc.addPage();
    pen.font('bold').fontSize(26).fillColor(INK);
    pen.text('Final leaderboard', {}, PAGE.margin, PAGE.margin);
    doc.moveDown(1);
    drawBoard(pen, report, width);
  }
  if (report.qa.length > 0) {
    doc.addPage();
    pen.font('bold').fontSize(26).fillColor(INK);
    pen.text('Questions from the audience', {}, PAGE.margin, PAGE.margin);
    doc.moveDown(1);
    drawQa(pen, report, width);
  }
  doc.end();
  await finished;
}

/** Horizontal bars, one per option, with counts and shares; right answers marked on quizzes. */
function drawBars(pen: TPen, slide: TReportSlide, width: number): void {
  const { doc } = pen;
  const total = slide.options.reduce((sum, o) => sum + (slide.counts[o.id] ?? 0), 0);
  const max = Math.max(1, ...slide.options.map((o) => slide.counts[o.id] ?? 0));
  const barWidth = width - 160;
  let y = doc.y;
  for (const option of slide.options) {
    const count = slide.counts[option.id] ?? 0;
    const percent = total > 0 ? Math.round((count / total) * 100) : 0;
    const right = slide.type === 'quiz' && option.isCorrect;
    pen
      .font(right ? 'bold' : 'regular')
      .fontSize(13)
      .fillColor(right ? RIGHT : INK);
    pen.text(
      `${option.text || '—'}${right ? '  (correct)' : ''}`,
      { width: barWidth },
      PAGE.margin,
      y,
    );
    y = doc.y + 4;
    doc.rect(PAGE.margin, y, barWidth, 18).fill(TRACK);
    if (count > 0)
      doc.rect(PAGE.margin, y, Math.max(3, (count / max) * barWidth), 18).fill(option.colour);
    pen.font('regular').fontSize(12).fillColor(INK);
    pen.text(`${count}  (${percent}%)`, { width: 140 }, PAGE.margin + barWidth + 12, y + 2);
    y += 34;
  }
  doc.y = y;
}

/** The cloud's words left to right, sized by how often each was sent. */
function drawWords(pen: TPen, slide: TReportSlide, width: number): void {
  const { doc } = pen;
  if (slide.words.length === 0) {
    pen.font('regular').fontSize(13).fillColor(MUTED);
    pen.text('No words were sent.');
    return;
  }
  const max = Math.max(...slide.words.map((w) => w.count));
  let x = PAGE.margin;
  let y = doc.y;
  let lineHeight = 0;
  for (const word of slide.words) {
    const size = 12 + (word.count / max) * 28;
    pen.font('bold').fontSize(size);
    const wordWidth = pen.widthOf(word.text) + 14;
    if (x + wordWidth > PAGE.margin + width) {
      x = PAGE.margin;
      y += lineHeight + 6;
      lineHeight = 0;
    }
    if (y + size > PAGE.height - PAGE.margin) break;
    doc.fillColor(word.count === max ? BRAND : INK);
    pen.text(word.text, { lineBreak: false }, x, y);
    x += wordWidth;
    lineHeight = Math.max(lineHeight, size * 1.2);
  }
  doc.y = y + lineHeight;
}

/** The open-ended answers, newest first; the presenter's hidden ones marked. */
function drawWall(pen: TPen, slide: TReportSlide, width: number): void {
  const { doc } = pen;
  if (slide.entries.length === 0) {
    pen.font('regular').fontSize(13).fillColor(MUTED);
    pen.text('No answers were sent.');
    return;
  }
  for (const entry of slide.entries.slice(0, WALL_LINES)) {
    pen
      .font('regular')
      .fontSize(12)
      .fillColor(entry.hidden ? MUTED : INK);
    pen.text(
      `${entry.hidden ? '[hidden] ' : ''}${entry.text}`,
      { width, height: 40, ellipsis: true },
      PAGE.margin,
      doc.y,
    );
    doc.moveDown(0.4);
  }
  const more = slide.entries.length - WALL_LINES;
  if (more > 0) {
    doc.fillColor(MUTED);
    pen.text(`… and ${more} more (in the Excel and CSV exports)`);
  }
}

/** The Q&A, most liked first, one page at most; their state after each. */
function drawQa(pen: TPen, report: TRunReport, width: number): void {
  const { doc } = pen;
  const shown = report.qa.slice(0, WALL_LINES);
  for (const q of shown) {
    const state = q.answeredAt ? 'answered' : QA_STATUS_NAMES[q.status].toLowerCase();
    pen
      .font('regular')
      .fontSize(12)
      .fillColor(q.status === 'dismissed' ? MUTED : INK);
    pen.text(q.text, { width, height: 40, ellipsis: true }, PAGE.margin, doc.y);
    doc.fontSize(10).fillColor(MUTED);
    pen.text(
      `${q.author ?? 'Anonymous'} · ${q.votes} ${q.votes === 1 ? 'like' : 'likes'} · ${state}`,
      { width },
    );
    doc.moveDown(0.4);
  }
  const more = report.qa.length - shown.length;
  if (more > 0) {
    doc.fillColor(MUTED);
    pen.text(`… and ${more} more (in the Excel and CSV exports)`);
  }
}

/** The top of the run's standings: rank, name, score. */
function drawBoard(pen: TPen, report: TRunReport, width: number): void {
  const { doc } = pen;
  const board = report.participants
    .filter((p) => p.name)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, BOARD_PLACES);
  if (board.length === 0) {
    pen.font('regular').fontSize(13).fillColor(MUTED);
    pen.text('Nobody is on the leaderboard.');
    return;
  }
  let y = doc.y;
  for (const p of board) {
    doc.rect(PAGE.margin, y, width, 28).fill(p.rank === 1 ? FIRST : TRACK);
    pen.font('bold').fontSize(14).fillColor(INK);
    pen.text(String(p.rank), {}, PAGE.margin + 12, y + 7);
    pen.text(p.name ?? '', { width: width - 220, lineBreak: false }, PAGE.margin + 60, y + 7);
    pen.font('regular');
    pen.text(`${p.score} points`, { width: 138, align: 'right' }, PAGE.margin + width - 150, y + 7);
    y += 34;
  }
  doc.y = y;
}
