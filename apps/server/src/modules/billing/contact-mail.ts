import { escapeHtml, type TContactRequest } from '@crowdeck/core';
import type { TMail } from '../../lib/mailer';

/** The mail that tells sales about a Custom-plan contact request (the sender's text escaped). */
export function buildContactMail(to: string, request: TContactRequest, id: string): TMail {
  const lines: [string, string][] = [
    ['Name', request.name],
    ['Email', request.email],
    ['Company', request.company || '—'],
    ['Audience size', request.audienceSize ? String(request.audienceSize) : '—'],
  ];
  const text = [
    'A Custom-plan contact request came in through the pricing page.',
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    request.message,
    '',
    `Request ${id}. Reply to ${request.email}.`,
  ].join('\n');
  const rows = lines
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>A Custom-plan contact request came in through the pricing page.</p>
<table>${rows}</table>
<p style="white-space: pre-wrap">${escapeHtml(request.message)}</p>
<p>Request ${escapeHtml(id)}. Reply to ${escapeHtml(request.email)}.</p>
</body></html>`;
  return { to, subject: `Custom plan request from ${request.name}`, text, html };
}
