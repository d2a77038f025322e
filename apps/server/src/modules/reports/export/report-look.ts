import { readableTextColour, type TReportSlide, type TRunReport } from '@crowdeck/core';
import { REPORT_COLOURS } from './report-style';
import type { TReportKey } from './report-text';

/** The colours a report draws with: the deck's brand where it has one, the app's otherwise. */
export interface TReportLook {
  /** The stage's background (the slide images; the PDF's cover band). */
  background: string;
  /** Text on the background. */
  ink: string;
  muted: string;
  /** The brand colour: accents, the most frequent word, the winner's row. */
  accent: string;
  /** Text on the accent. */
  onAccent: string;
  track: string;
  right: string;
  first: string;
}

/** The app's stage background (tokens.css --color-bg) when the deck has no brand background. */
const STAGE_BACKGROUND = '#f6f6fb';
const LIGHT_INK = '#ffffff';

/**
 * The deck's look as the big screen shows it: the organisation's colours over the app's. On
 * paper (the PDF's white pages) the brand colour stays and the background is the page's.
 */
export function reportLook(report: Pick<TRunReport, 'brand'>, paper = false): TReportLook {
  const background = paper ? '#ffffff' : (report.brand?.backgroundColour ?? STAGE_BACKGROUND);
  const accent = report.brand?.primaryColour ?? REPORT_COLOURS.brand;
  const dark = readableTextColour(background).toLowerCase() === LIGHT_INK;
  return {
    background,
    ink: dark ? LIGHT_INK : REPORT_COLOURS.ink,
    muted: dark ? '#d8d6e8' : REPORT_COLOURS.muted,
    accent,
    onAccent: readableTextColour(accent),
    track: dark ? '#ffffff33' : '#e6e3f5',
    right: dark ? '#7ee2a8' : REPORT_COLOURS.right,
    first: REPORT_COLOURS.first,
  };
}

/** The catalogue key naming what a slide asked: its type, or its answer format. */
export function slideKindKey(slide: TReportSlide): TReportKey {
  const format = slide.format ?? 'choice';
  if (slide.type === 'quiz' && format === 'multi') return 'type.quizMulti';
  if ((slide.type === 'quiz' || slide.type === 'poll') && format !== 'choice') {
    return `type.${format}`;
  }
  return `type.${slide.type}`;
}

/**
 * Each option's share of the people who answered the slide, in whole percent: a poll of up to k
 * choices shows "67 %" when 2 of 3 people chose it (never a share of all picks). With one choice
 * each the shares add up to 100 (largest remainders), as the big screen rounds them.
 */
export function peopleShares(slide: TReportSlide): number[] {
  const counts = slide.options.map((o) => Math.max(0, slide.counts[o.id] ?? 0));
  const people = slide.responses;
  if (people <= 0) return counts.map(() => 0);
  if (slide.format === 'multi') return counts.map((n) => Math.round((n / people) * 100));
  const exact = counts.map((n) => (n / people) * 100);
  const shares = exact.map(Math.floor);
  let missing =
    Math.round(exact.reduce((sum, x) => sum + x, 0)) - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, index) => ({ index, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (missing <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    missing -= 1;
  }
  return shares;
}
