import type { ReactNode } from 'react';
import { renderContentMarkdown } from '@crowdeck/web/content-markdown';

/**
 * A content slide's text with its markdown subset (bold, italic, lists, links in a new tab). Its own
 * chunk: phones download the renderer only when a content slide is shown. Safe to insert: the
 * renderer takes no HTML from the text and links only web and mail addresses.
 */
export default function ContentText(props: { text: string }): ReactNode {
  return (
    <div
      className="content-text"
      dangerouslySetInnerHTML={{ __html: renderContentMarkdown(props.text) }}
    />
  );
}
