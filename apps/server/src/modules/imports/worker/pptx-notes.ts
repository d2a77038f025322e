import { NS, elements, parseXml } from './pptx-xml';

/**
 * The speaker notes of a notes slide: the text of its body placeholder (`<p:ph type="body">`),
 * paragraphs joined with newlines, line breaks kept, characters exactly as written (the XML
 * parser decodes `&amp;` and `&lt;`). Slide number, header and slide image placeholders are left
 * out. No body, or only blank paragraphs: ''.
 */
export function readNotesText(xml: string): string {
  const doc = parseXml(xml);
  const bodies = elements(doc, NS.p, 'sp').filter((shape) =>
    elements(shape, NS.p, 'ph').some((ph) => ph.getAttribute('type') === 'body'),
  );
  const paragraphs = bodies.flatMap((shape) =>
    elements(shape, NS.a, 'p').map((paragraph) => paragraphText(paragraph)),
  );
  return paragraphs.join('\n').trim();
}

/** Whether a node of the DOM is an element (node type 1). */
const isElement = (node: Node): node is Element => node.nodeType === 1;

/** A paragraph's runs, fields and line breaks, in order. */
function paragraphText(paragraph: Element): string {
  let text = '';
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (!isElement(child)) continue;
      const element = child;
      if (element.namespaceURI === NS.a && element.localName === 't') {
        text += element.textContent ?? '';
      } else if (element.namespaceURI === NS.a && element.localName === 'br') {
        text += '\n';
      } else {
        walk(element);
      }
    }
  };
  walk(paragraph);
  return text;
}
