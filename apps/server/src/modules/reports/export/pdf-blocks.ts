import { REACTION_KINDS, type TReportSlide } from '@crowdeck/core';
import type { TPen } from './pdf-pen';
import { slideKindKey, type TReportLook } from './report-look';
import { slideRows } from './result-rows';
import type { TReportKey, TReportText } from './report-text';

/** What a block draws with and where: the pen, the look, the texts, its column. */
export interface TPdfContext {
  pen: TPen;
  look: TReportLook;
  text: TReportText;
  x: number;
  width: number;
}

/** Rows a block lists at most (the Excel and CSV exports have every answer). */
const ROWS_SHOWN = 10;
const ROW = 19;
const LABEL_SHARE = 0.3;
const VALUE_WIDTH = 175;

/**
 * Lays a block out from `y`: draws it when `draw`, and answers its height either way, so the
 * page flow can measure a block before it places it.
 */
type TLayout = (ctx: TPdfContext, slide: TReportSlide, y: number, draw: boolean) => number;

/** One labelled bar: text on the left, the bar, the value on the right. */
function barRow(
  ctx: TPdfContext,
  y: number,
  row: { label: string; share: number; colour: string; value: string; strong?: boolean },
): void {
  const { pen, look, x, width } = ctx;
  const labelWidth = width * LABEL_SHARE;
  const barX = x + labelWidth + 8;
  const barWidth = width - labelWidth - VALUE_WIDTH - 16;
  pen
    .font(row.strong ? 'bold' : 'regular')
    .fontSize(10)
    .fillColor(row.strong ? look.right : look.ink);
  pen.text(
    row.label,
    { width: labelWidth, height: 13, ellipsis: true, lineBreak: false },
    x,
    y + 2,
  );
  pen.doc.roundedRect(barX, y + 3, barWidth, 10, 5).fill(look.track);
  if (row.share > 0) {
    const filled = Math.max(10, (Math.min(100, row.share) / 100) * barWidth);
    pen.doc.roundedRect(barX, y + 3, filled, 10, 5).fill(row.colour);
  }
  pen.font('regular').fontSize(9.5).fillColor(look.muted);
  pen.text(
    row.value,
    { width: VALUE_WIDTH, align: 'right', lineBreak: false },
    x + width - VALUE_WIDTH,
    y + 2,
  );
}

/** A muted line of text (a note, an empty result); its height. */
function note(ctx: TPdfContext, line: string, y: number, draw: boolean): number {
  ctx.pen.font('regular').fontSize(10);
  const height = ctx.pen.heightOf(line, ctx.width) + 4;
  if (draw) {
    ctx.pen.doc.fillColor(ctx.look.muted);
    ctx.pen.text(line, { width: ctx.width }, ctx.x, y);
  }
  return height;
}

/** A quiz's or poll's results as bars (result-rows.ts), with the line under them. */
const layoutRows: TLayout = (ctx, slide, y, draw) => {
  const rows = slideRows(slide, ctx.text);
  if (!rows || slide.responses === 0) return note(ctx, ctx.text.t('noResponses'), y, draw);
  let height = 0;
  for (const bar of rows.bars) {
    if (draw) barRow(ctx, y + height, { ...bar, colour: bar.colour ?? ctx.look.accent });
    height += ROW;
  }
  if (rows.note) height += note(ctx, rows.note, y + height + 2, draw) + 2;
  return height;
};

/** Words sized by how often they were sent, the most frequent in the brand colour. */
const layoutWords: TLayout = (ctx, slide, y, draw) => {
  if (slide.words.length === 0) return note(ctx, ctx.text.t('noWords'), y, draw);
  const { pen, look, x, width } = ctx;
  const max = Math.max(...slide.words.map((w) => w.count));
  let cx = x;
  let line = 0;
  let top = 0;
  let lines = 1;
  for (const word of slide.words) {
    const size = 10 + (word.count / max) * 16;
    pen.font('bold').fontSize(size);
    const wordWidth = pen.widthOf(word.text) + 12;
    if (cx + wordWidth > x + width && cx > x) {
      if (lines === 4) break;
      cx = x;
      top += line + 4;
      line = 0;
      lines += 1;
    }
    if (draw) {
      pen.doc.fillColor(word.count === max ? look.accent : look.ink);
      pen.text(word.text, { lineBreak: false }, cx, y + top + (26 - size) * 0.6);
    }
    cx += wordWidth;
    line = Math.max(line, 28);
  }
  return top + line;
};

/** A list of texts with a muted remark each; the rest counted. */
function layoutList(
  ctx: TPdfContext,
  rows: readonly { text: string; remark?: string; muted?: boolean }[],
  y: number,
  draw: boolean,
): number {
  const { pen, look, x, width } = ctx;
  let height = 0;
  for (const row of rows.slice(0, ROWS_SHOWN)) {
    pen.font('regular').fontSize(10);
    const line = row.remark ? `${row.text} — ${row.remark}` : row.text;
    const h = Math.min(pen.heightOf(`• ${line}`, width), 28) + 4;
    if (draw) {
      pen.doc.fillColor(row.muted ? look.muted : look.ink);
      pen.text(`• ${line}`, { width, height: 28, ellipsis: true }, x, y + height);
    }
    height += h;
  }
  const more = rows.length - ROWS_SHOWN;
  if (more > 0) height += note(ctx, ctx.text.t('more', { count: more }), y + height, draw);
  return height;
}

/** The open-ended answers, newest first; hidden ones marked. */
const layoutWall: TLayout = (ctx, slide, y, draw) => {
  if (slide.entries.length === 0) return note(ctx, ctx.text.t('noResponses'), y, draw);
  const rows = slide.entries.map((e) => ({
    text: e.text,
    ...(e.hidden ? { remark: ctx.text.t('hidden'), muted: true } : {}),
  }));
  return layoutList(ctx, rows, y, draw);
};

/** What a slide's block shows under its question. */
function layoutOf(slide: TReportSlide): TLayout | TReportKey {
  if (slide.type === 'leaderboard') return 'boardSlide';
  if (slide.type === 'qa') return 'qaSlide';
  if (slide.type === 'content') return 'contentSlide';
  if (slide.type === 'wordCloud') return layoutWords;
  if (slide.type === 'openEnded') return layoutWall;
  return layoutRows;
}

/** The facts under a question: responses, right answers, time, reactions. */
function factsOf(ctx: TPdfContext, slide: TReportSlide): string {
  const { t } = ctx.text;
  const facts = [t('responses', { count: slide.responses })];
  const one = (n: number) => ctx.text.number(n);
  if (slide.percentCorrect !== null)
    facts.push(t('percentCorrect', { percent: slide.percentCorrect }));
  if (slide.averageMs !== null)
    facts.push(t('averageTime', { seconds: one(slide.averageMs / 1000) }));
  for (const kind of REACTION_KINDS) {
    const n = slide.reactions[kind];
    if (n > 0) facts.push(t(`reaction.${kind}`, { count: n }));
  }
  return facts.join(' · ');
}

/**
 * A slide's block: its number and kind, the question, its facts and its results. Draws it at `y`
 * when `draw`; answers its height either way.
 */
export function layoutSlide(
  ctx: TPdfContext,
  slide: TReportSlide,
  y: number,
  draw: boolean,
): number {
  const { pen, look, x, width, text } = ctx;
  const kicker = `${text.t('slide.number', { number: slide.position + 1 })} · ${text.t(slideKindKey(slide))}`;
  const question = slide.question || text.t(slideKindKey(slide));
  pen.font('bold').fontSize(13.5);
  const questionHeight = pen.heightOf(question, width);
  const layout = layoutOf(slide);
  if (draw) {
    pen.font('bold').fontSize(9).fillColor(look.accent);
    pen.text(kicker, { width, characterSpacing: 0.3 }, x, y);
    pen.font('bold').fontSize(13.5).fillColor(look.ink);
    pen.text(question, { width }, x, y + 13);
  }
  let height = 13 + questionHeight + 3;
  if (typeof layout !== 'string') {
    const facts = factsOf(ctx, slide);
    if (draw) {
      pen.font('regular').fontSize(9.5).fillColor(look.muted);
      pen.text(facts, { width }, x, y + height);
    }
    height += 18;
    height += layout(ctx, slide, y + height, draw);
  } else {
    height += note(ctx, text.t(layout), y + height, draw);
  }
  return height;
}
