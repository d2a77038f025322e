/**
 * Text made safe to put inside HTML, as text or as an attribute value (mails, server-written
 * pages, the meeting invitation the Outlook add-in writes): the five characters HTML gives meaning
 * to become entities, so nothing in it can become markup.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
