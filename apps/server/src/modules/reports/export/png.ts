import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import type {
  TReportParticipant,
  TReportQaQuestion,
  TReportSlide,
  TRunReport,
} from '@crowdeck/core';
import { slideRows } from './result-rows';
import type { TReportFonts } from './report-fonts';
import { reportLook, slideKindKey } from './report-look';
import { createReportText, type TReportLocale } from './report-text';

/** Present mode's stage, in pixels. */
export const SLIDE_IMAGE = { width: 1920, height: 1080 };
const PAD = 96;
/** Room the footer (deck, date and zone) keeps at the bottom. */
const FOOTER = 84;
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

/** The run a slide image belongs to, for its look and its footer. */
export type TSlideImageRun = Pick<TRunReport, 'title' | 'brand'> & {
  startedAt: string;
  locale?: TReportLocale;
};

/**
 * A slide of a run with its results as a 1920×1080 PNG, laid out as present mode shows it, in
 * the deck's look (its brand background and colour, its font): the slide's number and kind, the
 * question, then bars with each option's share of the people who answered (scales, rankings and
 * typed answers too), the word cloud, the wall, the Q&A or the leaderboard; a footer names the
 * deck and the session's date in the presenter's zone.
 */
export function renderSlidePng(
  slide: TReportSlide,
  participants: readonly TReportParticipant[],
  fonts: TReportFonts,
  /** The run's Q&A, drawn on a Q&A slide. */
  qa: readonly TReportQaQuestion[] = [],
  run: TSlideImageRun = { title: '', startedAt: new Date(0).toISOString() },
): Buffer {
  const canvas = createCanvas(SLIDE_IMAGE.width, SLIDE_IMAGE.height);
  const g = canvas.getContext('2d');
  const look = reportLook(run);
  const text = createReportText(run.locale);
  const { t } = text;
  // Every file of the weight, in order: Skia draws each character with the first that has it.
  const regular = fonts.regular.map(familyOf).join(', ');
  const bold = fonts.bold.map(familyOf).join(', ');
  const width = SLIDE_IMAGE.width - PAD * 2;
  const bottom = SLIDE_IMAGE.height - FOOTER;
  g.fillStyle = look.background;
  g.fillRect(0, 0, SLIDE_IMAGE.width, SLIDE_IMAGE.height);
  g.fillStyle = look.accent;
  g.fillRect(0, 0, SLIDE_IMAGE.width, 12);
  g.textBaseline = 'top';

  g.fillStyle = look.accent;
  g.font = `28px ${bold}`;
  const kicker = `${t('slide.number', { number: slide.position + 1 })} · ${t(slideKindKey(slide))}`;
  g.fillText(kicker, PAD, 72);
  g.fillStyle = look.ink;
  g.font = `64px ${bold}`;
  const question = wrap(g, slide.question || t(slideKindKey(slide)), width, 2);
  question.forEach((line, i) => g.fillText(line, PAD, 120 + i * 78));
  let y = 120 + question.length * 78 + 16;
  const answerable = !['qa', 'leaderboard', 'content'].includes(slide.type);
  if (answerable) {
    g.fillStyle = look.muted;
    g.font = `30px ${regular}`;
    const facts = [t('responses', { count: slide.responses })];
    if (slide.percentCorrect !== null) {
      facts.push(t('percentCorrect', { percent: slide.percentCorrect }));
    }
    g.fillText(facts.join(' · '), PAD, y);
  }
  y += 84;

  const rows = slideRows(slide, text);
  if (rows) {
    const step = Math.min(130, (bottom - y) / Math.max(1, rows.bars.length + (rows.note ? 1 : 0)));
    const labelWidth = width * 0.3;
    const valueWidth = 560;
    const barX = PAD + labelWidth + 32;
    const barWidth = width - labelWidth - valueWidth - 64;
    const barHeight = Math.min(44, step * 0.45);
    for (const bar of rows.bars) {
      g.fillStyle = bar.strong ? look.right : look.ink;
      g.font = `${Math.min(40, step * 0.36)}px ${bar.strong ? bold : regular}`;
      g.textBaseline = 'middle';
      g.fillText(fit(g, bar.label, labelWidth), PAD, y + step / 2 - 8);
      g.fillStyle = look.track;
      roundRect(g, barX, y + step / 2 - 8 - barHeight / 2, barWidth, barHeight);
      if (bar.share > 0) {
        g.fillStyle = bar.colour ?? look.accent;
        const filled = Math.max(barHeight, (Math.min(100, bar.share) / 100) * barWidth);
        roundRect(g, barX, y + step / 2 - 8 - barHeight / 2, filled, barHeight);
      }
      g.fillStyle = look.ink;
      g.font = `${Math.min(36, step * 0.32)}px ${bold}`;
      const value = fit(g, bar.value, valueWidth);
      g.fillText(value, PAD + width - g.measureText(value).width, y + step / 2 - 8);
      g.textBaseline = 'top';
      y += step;
    }
    if (rows.note) {
      g.fillStyle = look.muted;
      g.font = `28px ${regular}`;
      g.fillText(fit(g, rows.note, width), PAD, y + 8);
    }
  } else if (slide.type === 'wordCloud') {
    // Words in lines, each line centred and its words on one baseline, as the big screen's cloud.
    const max = Math.max(1, ...slide.words.map((w) => w.count));
    const lines: { text: string; size: number; width: number; top: boolean }[][] = [[]];
    let lineWidth = 0;
    for (const word of slide.words) {
      const size = Math.round(36 + (word.count / max) * 84);
      g.font = `${size}px ${bold}`;
      const wordWidth = g.measureText(word.text).width + 40;
      if (lineWidth + wordWidth > width && lineWidth > 0) {
        lines.push([]);
        lineWidth = 0;
      }
      lines.at(-1)?.push({ text: word.text, size, width: wordWidth, top: word.count === max });
      lineWidth += wordWidth;
    }
    g.textBaseline = 'alphabetic';
    for (const line of lines) {
      const height = Math.max(0, ...line.map((w) => w.size)) * 1.2;
      if (y + height > bottom) break;
      let x = PAD + (width - line.reduce((sum, w) => sum + w.width, 0)) / 2;
      for (const word of line) {
        g.font = `${word.size}px ${bold}`;
        g.fillStyle = word.top ? look.accent : look.ink;
        g.fillText(word.text, x + 20, y + height * 0.85);
        x += word.width;
      }
      y += height;
    }
    g.textBaseline = 'top';
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
        if (cy + 160 > bottom) return;
        g.fillStyle = look.track;
        roundRect(g, cx, cy, cardWidth, 160);
        g.fillStyle = look.ink;
        wrap(g, entry.text, cardWidth - 48, 3).forEach((line, k) =>
          g.fillText(line, cx + 24, cy + 24 + k * 42),
        );
      });
  } else if (slide.type === 'qa') {
    const shown = qa.filter((q) => q.status === 'live').slice(0, QA_ROWS);
    for (const q of shown) {
      if (y + 112 > bottom) break;
      g.fillStyle = look.track;
      roundRect(g, PAD, y, width, 112);
      g.fillStyle = look.ink;
      g.font = `40px ${bold}`;
      g.fillText(fit(g, q.text.replace(/\s+/g, ' '), width - 64), PAD + 32, y + 14);
      g.fillStyle = look.muted;
      g.font = `28px ${regular}`;
      g.fillText(
        `${q.author ?? t('anonymous')} · ${t('likes', { count: q.votes })}`,
        PAD + 32,
        y + 66,
      );
      y += 128;
    }
  } else if (slide.type === 'leaderboard') {
    const board = participants
      .filter((p) => p.name)
      .sort((a, b) => a.rank - b.rank)
      .slice(0, BOARD_PLACES);
    for (const p of board) {
      if (y + 80 > bottom) break;
      g.fillStyle = p.rank === 1 ? look.first : look.track;
      roundRect(g, PAD, y, width, 80);
      g.fillStyle = p.rank === 1 ? '#15132b' : look.ink;
      g.font = `40px ${bold}`;
      g.fillText(String(p.rank), PAD + 32, y + 18);
      g.fillText(fit(g, p.name ?? '', width - 520), PAD + 140, y + 18);
      g.font = `40px ${regular}`;
      const score = t('points', { count: p.score });
      g.fillText(score, PAD + width - 32 - g.measureText(score).width, y + 18);
      y += 96;
    }
  }
  // A content slide has no results: its heading is the image.

  g.fillStyle = look.muted;
  g.font = `24px ${regular}`;
  const footer = [run.title, text.dateTime(run.startedAt), text.zone(run.startedAt)]
    .filter(Boolean)
    .join(' · ');
  g.fillText(fit(g, footer, width), PAD, SLIDE_IMAGE.height - 60);
  return canvas.toBuffer('image/png');
}

/** A filled rectangle with round corners. */
function roundRect(g: SKRSContext2D, x: number, y: number, w: number, h: number): void {
  g.beginPath();
  g.roundRect(x, y, w, h, Math.min(16, h / 2));
  g.fill();
}
