import { describe, expect, it } from 'vitest';
import { readNotesText } from './pptx-notes';
import { resolveTarget, relsPathOf } from './pptx-xml';
import { readZipDirectory } from './zip-directory';

const notes = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><p:notes xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree>
  <p:sp><p:nvSpPr><p:cNvPr id="2" name="Slide Image"/><p:cNvSpPr/><p:nvPr><p:ph type="sldImg"/></p:nvPr></p:nvSpPr></p:sp>
  ${body}
  <p:sp><p:nvSpPr><p:cNvPr id="4" name="Slide Number"/><p:cNvSpPr/><p:nvPr><p:ph type="sldNum" idx="10"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:fld type="slidenum"><a:t>7</a:t></a:fld></a:p></p:txBody></p:sp>
  </p:spTree></p:cSld></p:notes>`;
const body = (paragraphs: string) =>
  `<p:sp><p:nvSpPr><p:cNvPr id="3" name="Notes"/><p:cNvSpPr/><p:nvPr><p:ph type="body" idx="1"/></p:nvPr></p:nvSpPr><p:txBody><a:bodyPr/>${paragraphs}</p:txBody></p:sp>`;

describe('PowerPoint notes', () => {
  it('reads the body placeholder: paragraphs joined by newlines, breaks kept, entities decoded', () => {
    const xml = notes(
      body(
        '<a:p><a:r><a:t>Fish &amp; chips &lt;b&gt;</a:t></a:r><a:r><a:t> 😀</a:t></a:r></a:p>' +
          '<a:p><a:r><a:t>line</a:t></a:r><a:br/><a:r><a:t>break</a:t></a:r></a:p>' +
          '<a:p><a:r><a:t>مرحبا</a:t></a:r></a:p>',
      ),
    );
    expect(readNotesText(xml)).toBe('Fish & chips <b> 😀\nline\nbreak\nمرحبا');
  });

  it('answers empty notes for a notes slide without a body or with blank paragraphs', () => {
    expect(readNotesText(notes(''))).toBe('');
    expect(readNotesText(notes(body('<a:p><a:endParaRPr/></a:p><a:p/>')))).toBe('');
  });

  it('resolves relationship targets against the part that holds them', () => {
    expect(resolveTarget('ppt/slides/slide3.xml', '../notesSlides/notesSlide9.xml')).toBe(
      'ppt/notesSlides/notesSlide9.xml',
    );
    expect(resolveTarget('ppt/presentation.xml', 'slides/slide1.xml')).toBe(
      'ppt/slides/slide1.xml',
    );
    expect(resolveTarget('', '/ppt/presentation.xml')).toBe('ppt/presentation.xml');
    expect(relsPathOf('ppt/slides/slide3.xml')).toBe('ppt/slides/_rels/slide3.xml.rels');
  });

  it('refuses what is no zip at all as an unsafe archive', () => {
    expect(() => readZipDirectory(Buffer.from('PK\u0003\u0004 nothing more'))).toThrow(
      expect.objectContaining({ code: 'unsafeArchive' }),
    );
  });
});
