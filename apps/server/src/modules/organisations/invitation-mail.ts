import type { TMail } from '../../lib/mailer';
import { escapeHtml } from '../../lib/escape-html';

/** Days an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;

/** The invitation mail: plain text and simple HTML carrying the same single-use link. */
export function buildInvitationMail(
  to: string,
  organisation: string,
  inviter: string,
  link: string,
): TMail {
  const text = [
    'Hello,',
    '',
    `${inviter} invites you to join ${organisation} on Crowdeck. To accept, open:`,
    '',
    link,
    '',
    `Sign in (or create your account) with this address, ${to}. The link works once and expires in ${INVITATION_TTL_DAYS} days.`,
    'If you did not expect this, ignore this mail.',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello,</p>
<p>${escapeHtml(inviter)} invites you to join <strong>${escapeHtml(organisation)}</strong> on Crowdeck.</p>
<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>
<p>Sign in (or create your account) with this address, ${escapeHtml(to)}. The link works once and expires in ${INVITATION_TTL_DAYS} days.<br>
If you did not expect this, ignore this mail.</p>
</body></html>`;
  return { to, subject: `Join ${organisation} on Crowdeck`, text, html, devLink: link };
}
