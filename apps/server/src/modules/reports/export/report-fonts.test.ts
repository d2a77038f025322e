import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontRuns, isRightToLeft, reportFontFiles } from './report-fonts';

describe('report fonts', () => {
  const fonts = reportFontFiles('Poppins');
  const runsOf = (text: string) =>
    fontRuns(fonts.regular, text).map((run) => [path.basename(run.file), run.text]);

  it("tries the deck's font first, then Inter's scripts, then Noto Sans Arabic and Hebrew", () => {
    const names = fonts.regular.map((file) => path.basename(file));
    expect(names[0]).toBe('poppins-latin-400-normal.woff');
    expect(names).toContain('inter-cyrillic-400-normal.woff');
    expect(names).toContain('noto-sans-arabic-arabic-400-normal.woff');
    expect(names.at(-1)).toBe('noto-sans-hebrew-hebrew-400-normal.woff');
    expect(fonts.bold.every((file) => file.includes('-700-'))).toBe(true);
  });

  it('draws each stretch with the first file that has its characters', () => {
    expect(runsOf('Ana 7')).toEqual([['poppins-latin-400-normal.woff', 'Ana 7']]);
    expect(runsOf('Łukasz Дмитрий سارة أحمد')).toEqual([
      ['poppins-latin-ext-400-normal.woff', 'Ł'],
      ['poppins-latin-400-normal.woff', 'ukasz '],
      ['inter-cyrillic-400-normal.woff', 'Дмитрий '],
      ['noto-sans-arabic-arabic-400-normal.woff', 'سارة أحمد'],
    ]);
    expect(runsOf('שרה')).toEqual([['noto-sans-hebrew-hebrew-400-normal.woff', 'שרה']]);
  });

  it('tells right-to-left text apart', () => {
    expect(isRightToLeft('سارة')).toBe(true);
    expect(isRightToLeft('שרה')).toBe(true);
    expect(isRightToLeft('Sara')).toBe(false);
  });
});
