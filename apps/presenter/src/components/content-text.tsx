import { renderContentMarkdown } from '@crowdeck/web/content-markdown';

/**
 * A content slide's text: the markdown subset (bold, italic, lists, links in a new tab) as HTML.
 * Safe to insert: the renderer takes no HTML from the text and links only web and mail addresses.
 */
export function ContentText({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div
      className={`content-text ${className}`}
      data-fit-box
      // Built by renderContentMarkdown from the text only (no HTML passes through).
      dangerouslySetInnerHTML={{ __html: renderContentMarkdown(text) }}
    />
  );
}
