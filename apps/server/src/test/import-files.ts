import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import PptxGenJS from 'pptxgenjs';

/** One page of a test PDF: its size in points and the text drawn on it. */
export interface TTestPage {
  width: number;
  height: number;
  text: string;
}

/** A PDF made with pdf-lib: each page its size, its text in Helvetica. */
export async function makePdf(pages: readonly TTestPage[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const page of pages) {
    const added = doc.addPage([page.width, page.height]);
    added.drawText(page.text, { x: 40, y: page.height - 80, size: 28, font });
  }
  return Buffer.from(await doc.save());
}

/** A PDF of `count` blank pages (fast even for thousands). */
export async function makeBlankPdf(count: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < count; i++) doc.addPage([200, 200]);
  return Buffer.from(await doc.save());
}

/**
 * A one-page PDF protected by a password (standard security handler, revision 2): its /U entry
 * matches no empty password, so a reader must ask for one.
 */
export function makeEncryptedPdf(): Buffer {
  const hex32 = 'a1'.repeat(32);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex32}> /U <${'b2'.repeat(32)}> /P -4 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${'0f'.repeat(16)}> <${'0f'.repeat(16)}>] >>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** One slide of a test PowerPoint file. */
export interface TTestSlide {
  /** Drawn on the slide (so its rendered page can be told apart). */
  text: string;
  notes: string;
  hidden?: boolean;
}

/**
 * A PowerPoint file made with pptxgenjs, then its slide list put in `order` (indexes of
 * `slides`): the files stay slide1.xml… in the order given, so file numbers no longer match
 * the presentation's order (as after moving slides in PowerPoint).
 */
export async function makePptx(
  slides: readonly TTestSlide[],
  options: { order?: readonly number[]; title?: string } = {},
): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  if (options.title) pptx.title = options.title;
  for (const slide of slides) {
    const added = pptx.addSlide();
    added.addText(slide.text, { x: 0.5, y: 0.5, w: 9, h: 1.5, fontSize: 40 });
    if (slide.notes) added.addNotes(slide.notes);
    if (slide.hidden) added.hidden = true;
  }
  const written = (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
  return options.order ? reorderSlides(written, options.order) : written;
}

/** The package with its presentation's slide list put in `order` (indexes of the current list). */
export async function reorderSlides(pptx: Buffer, order: readonly number[]): Promise<Buffer> {
  const zip = await JSZip.loadAsync(pptx);
  const main = zip.file('ppt/presentation.xml');
  if (!main) throw new Error('no ppt/presentation.xml');
  const xml = await main.async('string');
  const list = /<p:sldIdLst>(.*?)<\/p:sldIdLst>/s.exec(xml);
  if (!list?.[1]) throw new Error('no slide list');
  const ids = list[1].match(/<p:sldId [^>]*\/>/g) ?? [];
  const reordered = order.map((index) => ids[index]).join('');
  zip.file('ppt/presentation.xml', xml.replace(list[1], reordered));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The package with more parts (and content types) added: a macro project, an external link… */
export async function addToPackage(
  pptx: Buffer,
  change: (zip: JSZip, types: string) => Promise<string> | string,
): Promise<Buffer> {
  const zip = await JSZip.loadAsync(pptx);
  const types = await (zip.file('[Content_Types].xml') as JSZip.JSZipObject).async('string');
  zip.file('[Content_Types].xml', await change(zip, types));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A .pptm as PowerPoint saves one: macro-enabled main part and a VBA project. */
export function makeMacroPackage(pptx: Buffer): Promise<Buffer> {
  return addToPackage(pptx, (zip, types) => {
    zip.file('ppt/vbaProject.bin', Buffer.from('not really VBA'));
    return types
      .replace(
        'presentationml.presentation.main+xml',
        'ms-powerpoint.presentation.macroEnabled.main+xml',
      )
      .replace(
        '</Types>',
        '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/></Types>',
      );
  });
}

/** The package with `relationship` (an XML element) added to its first slide's relationships. */
function addFirstSlideRelationship(pptx: Buffer, relationship: string): Promise<Buffer> {
  return addToPackage(pptx, async (zip, types) => {
    const name = 'ppt/slides/_rels/slide1.xml.rels';
    const rels = await (zip.file(name) as JSZip.JSZipObject).async('string');
    zip.file(name, rels.replace('</Relationships>', `${relationship}</Relationships>`));
    return types;
  });
}

/** The package with its first slide linking an outside file (an OLE object link). */
export function makeExternalLinkPackage(pptx: Buffer): Promise<Buffer> {
  return addFirstSlideRelationship(
    pptx,
    '<Relationship Id="rId99" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/oleObject" Target="file:///etc/passwd" TargetMode="External"/>',
  );
}

/** The package with a web link on its first slide (allowed: it never loads on the server). */
export function makeHyperlinkPackage(pptx: Buffer): Promise<Buffer> {
  return addFirstSlideRelationship(
    pptx,
    '<Relationship Id="rId98" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://example.com/" TargetMode="External"/>',
  );
}

/** A zip bomb dressed as a presentation: a part of zeros packing ~1000 to 1. */
export function makeZipBomb(pptx: Buffer): Promise<Buffer> {
  return addToPackage(pptx, (zip, types) => {
    zip.file('ppt/media/zeros.bin', Buffer.alloc(20 * 1024 * 1024));
    return types;
  });
}
