import { escapeHtml } from '@crowdeck/core';

/** What the add-in writes into a meeting invitation. */
export interface TInvitationBlock {
  title: string;
  joinUrl: string;
  code: string;
  qrUrl: string;
  qrSize: number;
}

/** The words around it, in the organiser's language. */
export interface TInvitationWords {
  heading: string;
  joinAt: string;
  code: string;
  qrAlt: string;
}

/** An address that may go into href/src: http(s) only, else an error (never `javascript:`). */
function webAddress(address: string): string {
  const url = new URL(address);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`not a web address: ${address}`);
  }
  return url.href;
}

/**
 * The HTML block for the invitation's body: the presentation's title, the join link, the code
 * and the QR code (an image the mail client loads from this server). The title and every other
 * text are the presenter's and rendered as text.
 */
export function invitationHtml(block: TInvitationBlock, words: TInvitationWords): string {
  const join = escapeHtml(webAddress(block.joinUrl));
  const qr = escapeHtml(webAddress(block.qrUrl));
  const size = Math.round(block.qrSize);
  return [
    '<div class="crowdeck-join" style="margin:12px 0;font-family:Segoe UI,Arial,sans-serif">',
    `<p style="margin:0 0 4px"><strong>${escapeHtml(words.heading)}: ${escapeHtml(block.title)}</strong></p>`,
    `<p style="margin:0 0 4px">${escapeHtml(words.joinAt)} <a href="${join}">${join}</a></p>`,
    `<p style="margin:0 0 8px">${escapeHtml(words.code)} <strong>${escapeHtml(block.code)}</strong></p>`,
    `<img src="${qr}" width="${size}" height="${size}" alt="${escapeHtml(words.qrAlt)}">`,
    '</div>',
  ].join('');
}

/** The same block for a plain-text body. */
export function invitationText(block: TInvitationBlock, words: TInvitationWords): string {
  return [
    `${words.heading}: ${block.title}`,
    `${words.joinAt} ${webAddress(block.joinUrl)}`,
    `${words.code} ${block.code}`,
    '',
  ].join('\n');
}
