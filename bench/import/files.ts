import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import PptxGenJS from 'pptxgenjs';

/** A talk-like PDF: 16:9 pages with a heading, a few lines of text and coloured shapes. */
export async function makeTalkPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([960, 540]);
    page.drawRectangle({ x: 0, y: 460, width: 960, height: 80, color: rgb(0.07, 0.41, 0.81) });
    page.drawText(`Section ${Math.floor(i / 10) + 1} · page ${i + 1}`, {
      x: 40,
      y: 485,
      size: 32,
      font: bold,
      color: rgb(1, 1, 1),
    });
    for (let line = 0; line < 6; line++) {
      page.drawText(`Point ${line + 1}: what the speaker says about page ${i + 1} of the talk.`, {
        x: 60,
        y: 400 - line * 48,
        size: 22,
        font,
      });
    }
    page.drawCircle({ x: 860, y: 120, size: 60, color: rgb(0.85, 0.62, 0) });
  }
  return Buffer.from(await doc.save());
}

/** A talk-like PowerPoint file: slides with a title, bullets, a shape and speaker notes. */
export async function makeTalkPptx(slides: number): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  pptx.title = 'Import benchmark';
  for (let i = 0; i < slides; i++) {
    const slide = pptx.addSlide();
    slide.addText(`Slide ${i + 1}`, { x: 0.5, y: 0.3, w: 9, h: 0.8, fontSize: 32, bold: true });
    slide.addText(
      [1, 2, 3, 4].map((n) => ({
        text: `Point ${n} of slide ${i + 1}`,
        options: { bullet: true },
      })),
      { x: 0.7, y: 1.3, w: 6, h: 3, fontSize: 20 },
    );
    slide.addShape(pptx.ShapeType.ellipse, {
      x: 7.5,
      y: 3.2,
      w: 1.5,
      h: 1.5,
      fill: { color: 'D89E00' },
    });
    slide.addNotes(`Notes of slide ${i + 1}: say this & that.`);
  }
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}
