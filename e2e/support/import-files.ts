import { PDFDocument, StandardFonts } from 'pdf-lib';
import PptxGenJS from 'pptxgenjs';

/** The MIME types the import dialog's file chooser is given. */
export const PPTX_TYPE =
  'application/vnd.openxmlformats-officedocument.presentationml.presentation';
export const PDF_TYPE = 'application/pdf';

/** A PowerPoint file made with pptxgenjs: one slide per entry, its text drawn large, its notes. */
export async function makePptx(
  slides: readonly { text: string; notes: string; hidden?: boolean }[],
): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  for (const slide of slides) {
    const added = pptx.addSlide();
    added.background = { color: 'F4F2FF' };
    added.addText(slide.text, { x: 0.5, y: 2, w: 9, h: 1.5, fontSize: 44, color: '3D24C2' });
    if (slide.notes) added.addNotes(slide.notes);
    if (slide.hidden) added.hidden = true;
  }
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}

/** A PDF made with pdf-lib: pages of the given size in points, each with its text. */
export async function makePdf(
  pages: readonly { text: string; width: number; height: number }[],
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const page of pages) {
    const added = doc.addPage([page.width, page.height]);
    added.drawText(page.text, { x: 40, y: page.height / 2, size: 36, font });
  }
  return Buffer.from(await doc.save());
}
