import { describeFormatResults } from './format-lines';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { FONT_FAMILIES, REACTION_KINDS, type TReportSlide, type TRunReport } from '@crowdeck/core';
import { QA_STATUS_NAMES, REACTION_NAMES, REPORT_COLOURS, SLIDE_TYPE_NAMES } from './report-style';

const require = createRequire(import.meta.url);

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

/**
 * The regular and bold files of the deck's font (Inter when it has none), embedded in the PDF.
 * Self-hosted @fontsource files, Latin subset: characters outside it show as blanks.
 */
export function reportFontFiles(family: string | null): { regular: string; bold: string } {
  const slug = FONT_FAMILIES.find((f) => f.family === family)?.slug ?? 'inter';
  const dir = path.join(path.dirname(require.resolve(`@fontsource/${slug}/package.json`)), 'files');
  return {
    regular: path.join(dir, `${slug}-latin-400-normal.woff`),
    bold: path.join(dir, `${slug}-latin-700-normal.woff`),
  };
}

/** "2026-11-25 09:30 UTC": the server does not know the reader's time zone, so it says which. */
const toUtc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * A run's report as a PDF: a title page (deck, date, participants), a page per slide with its
 * results drawn as vectors (bars, a word cloud in sized words, the wall, the leaderboard), and the
 * final leaderboard. Fonts are embedded; participant text is only ever drawn as text.
 */
export async function writePdf(
  report: TRunReport,
  fonts: { regular: string; bold: string },
  out: Writable,
): Promise<void> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: PAGE.margin,
    info: { Title: report.title || 'Presentation', Producer: 'Crowdeck' },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const finished = once(out, 'finish');
  doc.pipe(out);
  const width = PAGE.width - PAGE.margin * 2;

  // Title page.
  doc.font('bold').fontSize(34).fillColor(INK);
  doc.text(report.title || 'Untitled presentation', PAGE.margin, 170, { width });
  doc.moveDown(0.6).font('regular').fontSize(16).fillColor(MUTED);
  doc.text(`Session of ${toUtc(report.run.startedAt)}`, { width });
  doc.text(
    `${report.run.participantCount} participants · ${report.run.responseCount} responses` +
      (report.run.endedAt ? ` · ended ${toUtc(report.run.endedAt)}` : ' · still running'),
    { width },
  );

  for (const slide of report.slides) {
    doc.addPage();
    doc.font('regular').fontSize(11).fillColor(MUTED);
    doc.text(
      `Slide ${slide.position + 1} · ${SLIDE_TYPE_NAMES[slide.type]}`,
      PAGE.margin,
      PAGE.margin,
    );
    doc.moveDown(0.3).font('bold').fontSize(22).fillColor(INK);
    doc.text(slide.question || SLIDE_TYPE_NAMES[slide.type], { width });
    const facts = [`${slide.responses} responses`];
    if (slide.percentCorrect !== null) facts.push(`${slide.percentCorrect}% correct`);
    if (slide.averageMs !== null) facts.push(`average ${(slide.averageMs / 1000).toFixed(1)} s`);
    for (const kind of REACTION_KINDS) {
      const n = slide.reactions[kind];
      if (n > 0) facts.push(`${n} ${REACTION_NAMES[kind].toLowerCase()}`);
    }
    doc.moveDown(0.3).font('regular').fontSize(12).fillColor(MUTED).text(facts.join(' · '));
    doc.moveDown(1);
    const formatLines = describeFormatResults(slide);
    if (formatLines.length > 0) {
      doc.font('regular').fontSize(13).fillColor(INK);
      for (const line of formatLines.slice(0, WALL_LINES)) doc.text(line, { width }).moveDown(0.3);
    } else if (slide.type === 'quiz' || slide.type === 'poll') drawBars(doc, slide, width);
    else if (slide.type === 'wordCloud') drawWords(doc, slide, width);
    else if (slide.type === 'openEnded') drawWall(doc, slide, width);
    else if (slide.type === 'qa') drawQa(doc, report, width);
    else if (slide.type === 'content') doc.text('A content slide: it collects no answers.');
    else drawBoard(doc, report, width);
  }

  if (report.slides.some((s) => s.type === 'quiz')) {
    doc.addPage();
    doc
      .font('bold')
      .fontSize(26)
      .fillColor(INK)
      .text('Final leaderboard', PAGE.margin, PAGE.margin);
    doc.moveDown(1);
    drawBoard(doc, report, width);
  }
  if (report.qa.length > 0) {
    doc.addPage();
    doc
      .font('bold')
      .fontSize(26)
      .fillColor(INK)
      .text('Questions from the audience', PAGE.margin, PAGE.margin);
    doc.moveDown(1);
    drawQa(doc, report, width);
  }
  doc.end();
  await finished;
}

/** Horizontal bars, one per option, with counts and shares; right answers marked on quizzes. */
function drawBars(doc: PDFKit.PDFDocument, slide: TReportSlide, width: number): void {
  const total = slide.options.reduce((sum, o) => sum + (slide.counts[o.id] ?? 0), 0);
  const max = Math.max(1, ...slide.options.map((o) => slide.counts[o.id] ?? 0));
  const barWidth = width - 160;
  let y = doc.y;
  for (const option of slide.options) {
    const count = slide.counts[option.id] ?? 0;
    const percent = total > 0 ? Math.round((count / total) * 100) : 0;
    const right = slide.type === 'quiz' && option.isCorrect;
    doc
      .font(right ? 'bold' : 'regular')
      .fontSize(13)
      .fillColor(right ? RIGHT : INK);
    doc.text(`${option.text || '—'}${right ? '  (correct)' : ''}`, PAGE.margin, y, {
      width: barWidth,
    });
    y = doc.y + 4;
    doc.rect(PAGE.margin, y, barWidth, 18).fill(TRACK);
    if (count > 0)
      doc.rect(PAGE.margin, y, Math.max(3, (count / max) * barWidth), 18).fill(option.colour);
    doc.font('regular').fontSize(12).fillColor(INK);
    doc.text(`${count}  (${percent}%)`, PAGE.margin + barWidth + 12, y + 2, { width: 140 });
    y += 34;
  }
  doc.y = y;
}

/** The cloud's words left to right, sized by how often each was sent. */
function drawWords(doc: PDFKit.PDFDocument, slide: TReportSlide, width: number): void {
  if (slide.words.length === 0) {
    doc.font('regular').fontSize(13).fillColor(MUTED).text('No words were sent.');
    return;
  }
  const max = Math.max(...slide.words.map((w) => w.count));
  let x = PAGE.margin;
  let y = doc.y;
  let lineHeight = 0;
  for (const word of slide.words) {
    const size = 12 + (word.count / max) * 28;
    doc.font('bold').fontSize(size);
    const wordWidth = doc.widthOfString(word.text) + 14;
    if (x + wordWidth > PAGE.margin + width) {
      x = PAGE.margin;
      y += lineHeight + 6;
      lineHeight = 0;
    }
    if (y + size > PAGE.height - PAGE.margin) break;
    doc.fillColor(word.count === max ? BRAND : INK).text(word.text, x, y, { lineBreak: false });
    x += wordWidth;
    lineHeight = Math.max(lineHeight, size * 1.2);
  }
  doc.y = y + lineHeight;
}

/** The open-ended answers, newest first; the presenter's hidden ones marked. */
function drawWall(doc: PDFKit.PDFDocument, slide: TReportSlide, width: number): void {
  if (slide.entries.length === 0) {
    doc.font('regular').fontSize(13).fillColor(MUTED).text('No answers were sent.');
    return;
  }
  for (const entry of slide.entries.slice(0, WALL_LINES)) {
    doc
      .font('regular')
      .fontSize(12)
      .fillColor(entry.hidden ? MUTED : INK);
    doc.text(`${entry.hidden ? '[hidden] ' : ''}${entry.text}`, PAGE.margin, doc.y, {
      width,
      height: 40,
      ellipsis: true,
    });
    doc.moveDown(0.4);
  }
  const more = slide.entries.length - WALL_LINES;
  if (more > 0) doc.fillColor(MUTED).text(`… and ${more} more (in the Excel and CSV exports)`);
}

/** The Q&A, most liked first, one page at most; their state after each. */
function drawQa(doc: PDFKit.PDFDocument, report: TRunReport, width: number): void {
  const shown = report.qa.slice(0, WALL_LINES);
  for (const q of shown) {
    const state = q.answeredAt ? 'answered' : QA_STATUS_NAMES[q.status].toLowerCase();
    doc
      .font('regular')
      .fontSize(12)
      .fillColor(q.status === 'dismissed' ? MUTED : INK);
    doc.text(q.text, PAGE.margin, doc.y, { width, height: 40, ellipsis: true });
    doc
      .fontSize(10)
      .fillColor(MUTED)
      .text(
        `${q.author ?? 'Anonymous'} · ${q.votes} ${q.votes === 1 ? 'like' : 'likes'} · ${state}`,
        { width },
      );
    doc.moveDown(0.4);
  }
  const more = report.qa.length - shown.length;
  if (more > 0) doc.fillColor(MUTED).text(`… and ${more} more (in the Excel and CSV exports)`);
}

/** The top of the run's standings: rank, name, score. */
function drawBoard(doc: PDFKit.PDFDocument, report: TRunReport, width: number): void {
  const board = report.participants
    .filter((p) => p.name)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, BOARD_PLACES);
  if (board.length === 0) {
    doc.font('regular').fontSize(13).fillColor(MUTED).text('Nobody is on the leaderboard.');
    return;
  }
  let y = doc.y;
  for (const p of board) {
    doc.rect(PAGE.margin, y, width, 28).fill(p.rank === 1 ? FIRST : TRACK);
    doc
      .font('bold')
      .fontSize(14)
      .fillColor(INK)
      .text(String(p.rank), PAGE.margin + 12, y + 7);
    doc.text(p.name ?? '', PAGE.margin + 60, y + 7, { width: width - 220, lineBreak: false });
    doc.font('regular').text(`${p.score} points`, PAGE.margin + width - 150, y + 7, {
      width: 138,
      align: 'right',
    });
    y += 34;
  }
  doc.y = y;
}
