import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { FONT_FAMILIES } from '@crowdeck/core';

const require = createRequire(import.meta.url);

/**
 * The files a report draws text with, per weight, in the order they are tried for a character:
 * the deck's font (Inter when it has none) in every script @fontsource ships it in, then Inter's
 * for the scripts the deck's font lacks, then Noto Sans Arabic and Noto Sans Hebrew. A name in
 * Polish, Ukrainian, Greek, Vietnamese, Arabic or Hebrew is drawn, not left blank. Chinese,
 * Japanese and Korean are not covered (their fonts are tens of megabytes).
 */
export interface TReportFonts {
  regular: string[];
  bold: string[];
}

/** @fontsource's subsets, in the order they are tried. */
const SUBSETS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
  'arabic',
  'hebrew',
];

function filesOf(slug: string, weight: 400 | 700): string[] {
  const dir = path.join(path.dirname(require.resolve(`@fontsource/${slug}/package.json`)), 'files');
  return SUBSETS.map((subset) => path.join(dir, `${slug}-${subset}-${weight}-normal.woff`)).filter(
    (file) => existsSync(file),
  );
}

/** The deck's font files, then the fallbacks (see TReportFonts). */
export function reportFontFiles(family: string | null): TReportFonts {
  const slug = FONT_FAMILIES.find((f) => f.family === family)?.slug ?? 'inter';
  const chain = (weight: 400 | 700) => [
    ...new Set([
      ...filesOf(slug, weight),
      ...filesOf('inter', weight),
      ...filesOf('noto-sans-arabic', weight),
      ...filesOf('noto-sans-hebrew', weight),
    ]),
  ];
  return { regular: chain(400), bold: chain(700) };
}

/** Fonts read once per process, by file. */
const opened = new Map<string, fontkit.Font>();
function fontOf(file: string): fontkit.Font {
  let font = opened.get(file);
  if (!font) {
    // Cast: the report's fonts are single-font files (.ttf, .otf, .woff, .woff2), never collections.
    font = fontkit.openSync(file) as fontkit.Font;
    opened.set(file, font);
  }
  return font;
}

/** A stretch of text drawn with one file. */
export interface TFontRun {
  file: string;
  text: string;
}

/** Whether a character belongs to a right-to-left script (Arabic, Hebrew, Syriac, Thaana…). */
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
export const isRightToLeft = (text: string) => RTL.test(text);

/**
 * Splits a text into runs, each drawn with the first file of `files` that has its characters. A
 * character no file has stays with the run it is in (it shows as the font's blank). Spaces,
 * digits and punctuation the current file has stay in its run, so a name is one run.
 */
export function fontRuns(files: readonly string[], text: string): TFontRun[] {
  const first = files[0];
  if (first === undefined) return [{ file: '', text }];
  const runs: TFontRun[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    if (last && fontOf(last.file).hasGlyphForCodePoint(code)) {
      last.text += char;
      continue;
    }
    const file = files.find((f) => fontOf(f).hasGlyphForCodePoint(code)) ?? last?.file ?? first;
    if (last && last.file === file) last.text += char;
    else runs.push({ file, text: char });
  }
  return runs.length > 0 ? runs : [{ file: first, text }];
}
