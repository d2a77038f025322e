import MarkdownIt from 'markdown-it';

/** Addresses a content slide may link to; anything else stays plain text. */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/**
 * The small, safe markdown subset of content slides: bold, italic, bullet and numbered lists,
 * links (opening in a new tab) and line breaks. HTML is shown as typed, never as markup; no
 * headings, images, tables or code.
 */
const md = new MarkdownIt('zero', { html: false, linkify: true, breaks: true }).enable([
  'emphasis',
  'list',
  'link',
  'linkify',
  'newline',
  'escape',
]);
md.validateLink = (url) => SAFE_LINK.test(url.trim());

const renderToken = md.renderer.renderToken.bind(md.renderer);
md.renderer.rules.link_open = (tokens, index, options) => {
  const token = tokens[index];
  token?.attrSet('target', '_blank');
  token?.attrSet('rel', 'noopener noreferrer');
  return renderToken(tokens, index, options);
};

/** A content slide's text as HTML (safe to insert: built only from the subset above). */
export function renderContentMarkdown(text: string): string {
  return md.render(text);
}
