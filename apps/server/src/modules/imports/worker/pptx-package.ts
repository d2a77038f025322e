import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { ImportFailure } from '../import-failure';
import type { TPptxSlide } from './import-task';
import { readNotesText } from './pptx-notes';
import {
  NS,
  elements,
  parseXml,
  readRelationships,
  relsPathOf,
  resolveTarget,
  type TRelationship,
} from './pptx-xml';
import { readZipDirectory, type TZipEntry } from './zip-directory';

/** Main content types of a package this importer reads: a presentation or a slide show. */
const PRESENTATION_TYPES = [
  'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
  'application/vnd.openxmlformats-officedocument.presentationml.slideshow.main+xml',
];
/** Content types of code a package may carry: VBA projects and ActiveX controls. */
const CODE_TYPES = ['application/vnd.ms-office.vbaproject', 'application/vnd.ms-office.activex'];
/** An XML part read here may not unpack to more than this. */
const PART_MAX_BYTES = 32 * 1024 * 1024;
const REL_SLIDE = '/relationships/slide';
const REL_NOTES = '/relationships/notesSlide';
/** External targets allowed: links to web pages, which open in a browser and never load here. */
const REL_HYPERLINK = '/relationships/hyperlink';

export interface TPptxPackage {
  title: string;
  slides: TPptxSlide[];
}

/**
 * Reads a PowerPoint package without rendering it: its slides in the presentation's order
 * (`ppt/presentation.xml`'s slide list through its relationships, never file numbers), which
 * are hidden (`show="0"`) and each one's speaker notes (through the slide's own relationships).
 * Refuses, before LibreOffice ever sees the file: zip bombs and broken packages
 * (`unsafeArchive`), macros or ActiveX (`macros`), relationships to anything outside the package
 * but web links (`externalLinks`: LibreOffice would fetch them from the server), anything that
 * is not a presentation (`unsupportedFormat`).
 */
export async function readPptxPackage(file: string): Promise<TPptxPackage> {
  const bytes = await readFile(file);
  const directory = readZipDirectory(bytes);
  const sizes = new Map(directory.map((entry: TZipEntry) => [entry.name, entry.uncompressedSize]));
  const zip = await JSZip.loadAsync(bytes, { checkCRC32: true }).catch(() => {
    throw new ImportFailure('unsafeArchive');
  });
  const read = async (name: string): Promise<string | null> => {
    const entry = zip.file(name);
    if (!entry) return null;
    if ((sizes.get(name) ?? Infinity) > PART_MAX_BYTES) throw new ImportFailure('unsafeArchive');
    return entry.async('string').catch(() => {
      throw new ImportFailure('unsafeArchive');
    });
  };

  assertPresentationWithoutCode(await read('[Content_Types].xml'), directory);
  const relsParts = directory.map((entry) => entry.name).filter((name) => name.endsWith('.rels'));
  for (const name of relsParts) {
    const rels = readRelationships((await read(name)) ?? '');
    if (rels.some((rel) => rel.external && !rel.type.endsWith(REL_HYPERLINK))) {
      throw new ImportFailure('externalLinks');
    }
  }

  const main = mainPart(readRelationships((await read('_rels/.rels')) ?? ''));
  const presentation = await read(main);
  if (presentation === null) throw new ImportFailure('unreadable');
  const mainRels = byId(readRelationships((await read(relsPathOf(main))) ?? ''));
  const slides: TPptxSlide[] = [];
  for (const slideId of elements(parseXml(presentation), NS.p, 'sldId')) {
    const rel = mainRels.get(slideId.getAttributeNS(NS.r, 'id') ?? '');
    if (!rel?.type.endsWith(REL_SLIDE)) throw new ImportFailure('unreadable');
    const slidePart = resolveTarget(main, rel.target);
    slides.push(await readSlide(slidePart, read));
  }
  return { title: await readTitle(read), slides };
}

async function readSlide(
  part: string,
  read: (name: string) => Promise<string | null>,
): Promise<TPptxSlide> {
  const xml = await read(part);
  if (xml === null) throw new ImportFailure('unreadable');
  const hidden = parseXml(xml).documentElement.getAttribute('show') === '0';
  const rels = readRelationships((await read(relsPathOf(part))) ?? '');
  const notesRel = rels.find((rel) => rel.type.endsWith(REL_NOTES) && !rel.external);
  const notesXml = notesRel ? await read(resolveTarget(part, notesRel.target)) : null;
  return { hidden, notes: notesXml === null ? '' : readNotesText(notesXml) };
}

function assertPresentationWithoutCode(types: string | null, directory: TZipEntry[]): void {
  if (types === null) throw new ImportFailure('unreadable');
  const doc = parseXml(types);
  const declared = [
    ...elements(doc, NS.types, 'Default'),
    ...elements(doc, NS.types, 'Override'),
  ].map((element) => (element.getAttribute('ContentType') ?? '').toLowerCase());
  const hasCode =
    declared.some((type) => type.includes('macroenabled')) ||
    declared.some((type) => CODE_TYPES.some((code) => type.startsWith(code))) ||
    directory.some((entry) => /(^|\/)vbaProject\.bin$/i.test(entry.name));
  if (hasCode) throw new ImportFailure('macros');
  if (!declared.some((type) => PRESENTATION_TYPES.includes(type))) {
    throw new ImportFailure('unsupportedFormat');
  }
}

/** The package's main part (`ppt/presentation.xml` as PowerPoint names it). */
function mainPart(rels: TRelationship[]): string {
  const main = rels.find((rel) => rel.type.endsWith('/relationships/officeDocument'));
  if (!main) throw new ImportFailure('unreadable');
  return resolveTarget('', main.target);
}

const byId = (rels: TRelationship[]) => new Map(rels.map((rel) => [rel.id, rel]));

async function readTitle(read: (name: string) => Promise<string | null>): Promise<string> {
  const core = await read('docProps/core.xml');
  if (!core) return '';
  const [title] = elements(parseXml(core), NS.dc, 'title');
  return (title?.textContent ?? '').trim();
}
