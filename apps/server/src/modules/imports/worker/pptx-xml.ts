import { DOMParser } from '@xmldom/xmldom';
import { ImportFailure } from '../import-failure';

/** The namespaces of the parts read (transitional OOXML, what PowerPoint and LibreOffice write). */
export const NS = {
  p: 'http://schemas.openxmlformats.org/presentationml/2006/main',
  a: 'http://schemas.openxmlformats.org/drawingml/2006/main',
  r: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  rels: 'http://schemas.openxmlformats.org/package/2006/relationships',
  types: 'http://schemas.openxmlformats.org/package/2006/content-types',
  dc: 'http://purl.org/dc/elements/1.1/',
} as const;

/** Parses one XML part; a malformed one makes the package `unreadable`. */
export function parseXml(xml: string): Document {
  const fail = () => {
    throw new ImportFailure('unreadable');
  };
  // Cast: @xmldom/xmldom's Document implements the DOM's, which its own type does not declare.
  const doc = new DOMParser({ errorHandler: { error: fail, fatalError: fail } }).parseFromString(
    xml,
    'application/xml',
  ) as unknown as Document;
  if (!doc.documentElement) fail();
  return doc;
}

/** Elements of `namespace`:`name` under `root`, in document order. */
export function elements(root: Document | Element, namespace: string, name: string): Element[] {
  return Array.from(root.getElementsByTagNameNS(namespace, name));
}

/** One relationship of a part. */
export interface TRelationship {
  id: string;
  type: string;
  target: string;
  external: boolean;
}

/** The relationships of a `.rels` part. */
export function readRelationships(xml: string): TRelationship[] {
  return elements(parseXml(xml), NS.rels, 'Relationship').map((rel) => ({
    id: rel.getAttribute('Id') ?? '',
    type: rel.getAttribute('Type') ?? '',
    target: rel.getAttribute('Target') ?? '',
    external: rel.getAttribute('TargetMode') === 'External',
  }));
}

/** The `.rels` part that holds the relationships of `part` (`ppt/slides/_rels/slide1.xml.rels`). */
export function relsPathOf(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

/** A relationship's target as a part name, resolved against the part that holds it. */
export function resolveTarget(fromPart: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = fromPart.split('/').slice(0, -1);
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.' && piece !== '') parts.push(piece);
  }
  return parts.join('/');
}
