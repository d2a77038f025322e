import { describeFormatResults } from './format-lines';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import type { TReportParticipant, TReportQaQuestion, TReportSlide } from '@crowdeck/core';
import { REPORT_COLOURS } from './report-style';
import type { TReportFonts } from './report-fonts';

/** Present mode's stage, in pixels. */
export const SLIDE_IMAGE = { width: 1920, height: 1080 };
const PAD = 96;
const {
  ink: INK,
  muted: MUTED,
  track: TRACK,
  brand: BRAND,
  right: RIGHT,
  first: FIRST,
} = REPORT_COLOURS;
const BOARD_PLACES = 8;
const WALL_CARDS = 12;
/** Questions a Q&A slide's image lists, most liked first. */
const QA_ROWS = 6;

/** Registered font families, by the files they were read from (each file once per process). */
const registered = new Map<string, string>();
function familyOf(file: string): string {
  let family = registered.get(file);
  if (!family) {
    family = `report-font-${registered.size}`;
    GlobalFonts.registerFromPath(file, family);
    registered.set(file, family);
  }
  return family;
}

/** Text cut to `width` with an ellipsis. */
function fit(g: SKRSContext2D, text: string, width: number): string {
  if (g.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && g.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Words wrapped to lines of at most `width`, at most `lines` of them. */
function wrap(g: SKRSContext2D, text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (g.measureText(next).width <= width || !line) line = next;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = fit(g, `${kept[lines - 1]} ${out.slice(lines).join(' ')}`, width);
  return kept;
}

/**
 * A slide of a run with its results as a 1920×1080 PNG, laid out as present mode shows it: the
 * question on top, then bars, the word cloud, the wall or the leaderboard, in the deck's font.
 */
export function renderSlidePng(
  slide: TReportSlide,
  participants: readonly TReportParticipant[],
  fonts: TReportFonts,
  /** The run's Q&A, drawn on a Q&A slide. */
  qa: readonly TReportQaQuestion[] = [],
): Buffer {
  const canvas = createCanvas(SLIDE_IMAGE.width, SLIDE_IMAGE.height);
  const g = canvas.getContext('2d');
  // Every file of the weight, in order: Skia draws each character with the first that has it.
  const regular = fonts.regular.map(familyOf).join(', ');
  const bold = fonts.bold.map(familyOf).join(', ');
  const width = SLIDE_IMAGE.width - PAD * 2;
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, SLIDE_IMAGE.width, SLIDE_IMAGE.height);
  g.textBaseline = 'top';

  g.fillStyle = INK;
  g.font = `64px ${bold}`;
  const question = wrap(g, slide.question || ' ', width, 2);
  question.forEach((line, i) => g.fillText(line, PAD, PAD + i * 78));
  let y = PAD + question.length * 78 + 24;
  g.fillStyle = MUTED;
  g.font = `30px ${regular}`;
  const facts = [`${slide.responses} responses`];
  if (slide.percentCorrect !== null) facts.push(`${slide.percentCorrect}% correct`);
  g.fillText(facts.join(' · '), PAD, y);
  y += 80;

  const formatLines = describeFormatResults(slide);
  if (formatLines.length > 0) {
    g.fillStyle = INK;
    g.font = `36px ${regular}`;
    for (const line of formatLines.slice(0, 12)) {
      g.fillText(line, PAD, y, width);
      y += 60;
    }
  } else if (slide.type === 'quiz' || slide.type === 'poll') {
    const total = slide.options.reduce((sum, o) => sum + (slide.counts[o.id] ?? 0), 0);
    const max = Math.max(1, ...slide.options.map((o) => slide.counts[o.id] ?? 0));
    const step = Math.min(150, (SLIDE_IMAGE.height - PAD - y) / Math.max(1, slide.options.length));
    const barWidth = width - 260;
    for (const option of slide.options) {
      const count = slide.counts[option.id] ?? 0;
      const right = slide.type === 'quiz' && option.isCorrect;
      g.fillStyle = right ? RIGHT : INK;
      g.font = `40px ${right ? bold : regular}`;
      g.fillText(fit(g, `${right ? '✔ ' : ''}${option.text}`, barWidth), PAD, y);
      g.fillStyle = TRACK;
      g.fillRect(PAD, y + 54, barWidth, 44);
      g.fillStyle = option.colour;
      if (count > 0) g.fillRect(PAD, y + 54, Math.max(6, (count / max) * barWidth), 44);
      g.fillStyle = INK;
      g.font = `40px ${bold}`;
      const percent = total > 0 ? Math.round((count / total) * 100) : 0;
      g.fillText(`${count}  ${percent}%`, PAD + barWidth + 32, y + 54);
      y += step;
    }
  } else if (slide.type === 'wordCloud') {
    const max = Math.max(1, ...slide.words.map((w) => w.count));
    let x = PAD;
    let lineHeight = 0;
    for (const word of slide.words) {
      const size = Math.round(36 + (word.count / max) * 84);
      g.font = `${size}px ${bold}`;
      const wordWidth = g.measureText(word.text).width + 40;
      if (x + wordWidth > PAD + width) {
        x = PAD;
        y += lineHeight;
        lineHeight = 0;
      }
      if (y + size > SLIDE_IMAGE.height - PAD) break;
      g.fillStyle = word.count === max ? BRAND : INK;
      g.fillText(word.text, x, y);
      x += wordWidth;
      lineHeight = Math.max(lineHeight, size * 1.25);
    }
  } else if (slide.type === 'openEnded') {
    const columns = 3;
    const cardWidth = (width - 48 * (columns - 1)) / columns;
    g.font = `32px ${regular}`;
    slide.entries
      .filter((entry) => !entry.hidden)
      .slice(0, WALL_CARDS)
      .forEach((entry, i) => {
        const cx = PAD + (i % columns) * (cardWidth + 48);
        const cy = y + Math.floor(i / columns) * 190;
        if (cy + 160 > SLIDE_IMAGE.height - 40) return;
        g.fillStyle = TRACK;
        g.fillRect(cx, cy, cardWidth, 160);
        g.fillStyle = INK;
        wrap(g, entry.text, cardWidth - 48, 3).forEach((line, k) =>
          g.fillText(line, cx + 24, cy + 24 + k * 42),
        );
      });
  } else if (slide.type === 'content') {
    // A content slide has no results: its heading is the image.
  } else if (slide.type === 'qa') {
    const shown = qa.filter((q) => q.status === 'live').slice(0, QA_ROWS);
    for (const q of shown) {
      g.fillStyle = TRACK;
      g.fillRect(PAD, y, width, 112);
      g.fillStyle = INK;
      g.font = `40px ${bold}`;
      g.fillText(fit(g, q.text.replace(/\s+/g, ' '), width - 64), PAD + 32, y + 14);
      g.fillStyle = MUTED;
      g.font = `28px ${regular}`;
      const likes = `${q.votes} ${q.votes === 1 ? 'like' : 'likes'}`;
      g.fillText(`${q.author ?? 'Anonymous'} · ${likes}`, PAD + 32, y + 66);
      y += 128;
    }
  } else {
    const board = participants
      .filter((p) => p.name)
      .sort((a, b) => a.rank - b.rank)
      .slice(0, BOARD_PLACES);
    for (const p of board) {
      g.fillStyle = p.rank === 1 ? FIRST : TRACK;
      g.fillRect(PAD, y, width, 80);
      g.fillStyle = INK;
      g.font = `40px ${bold}`;
      g.fillText(String(p.rank), PAD + 32, y + 18);
      g.fillText(fit(g, p.name ?? '', width - 520), PAD + 140, y + 18);
      g.font = `40px ${regular}`;
      const score = `${p.score} points`;
      g.fillText(score, PAD + width - 32 - g.measureText(score).width, y + 18);
      y += 96;
    }
  }
  return canvas.toBuffer('image/png');
}
