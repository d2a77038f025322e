import { fontRuns, isRightToLeft, type TReportFonts } from './report-fonts';

export type TWeight = 'regular' | 'bold';
export type TTextOptions = PDFKit.Mixins.TextOptions;

/**
 * Writes text in the report's fonts: each stretch with the first file that has its characters
 * (report-fonts.ts), as one paragraph (pdfkit's `continued`). A right-to-left stretch is shaped
 * by fontkit; its words are put in reading order from the right. Lines mixing directions are not
 * reordered further (no full bidirectional algorithm).
 */
export function createPen(doc: PDFKit.PDFDocument, fonts: TReportFonts) {
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
  // Cast: reportFontFiles lists Inter's file of each weight at least, so no list is empty.
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
    /** The height of `text` wrapped to `width` at the current size (in the primary font). */
    heightOf(text: string, width: number): number {
      doc.font(primary());
      return doc.heightOfString(text, { width });
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
export type TPen = ReturnType<typeof createPen>;
