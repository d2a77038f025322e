import { PASSWORD_RESET_TTL_MS } from '@crowdeck/core';
import type { TMail } from '../../lib/mailer';
import { escapeHtml } from '../../lib/escape-html';

/** The password-reset mail: plain text and simple HTML carrying the same link. */
export function buildResetPasswordMail(to: string, name: string, link: string): TMail {
  const hours = Math.round(PASSWORD_RESET_TTL_MS / 3_600_000);
  const expiry = hours === 1 ? '1 hour' : `${hours} hours`;
  const text = [
    `Hello ${name},`,
    '',
    'Someone asked to reset the password of your Crowdeck account. To choose a new password, open:',
    '',
    link,
    '',
    `The link expires in ${expiry} and works once.`,
    'If you did not ask for this, ignore this mail: your password stays as it is.',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello ${escapeHtml(name)},</p>
<p>Someone asked to reset the password of your Crowdeck account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>The link expires in ${expiry} and works once.<br>
If you did not ask for this, ignore this mail: your password stays as it is.</p>
</body></html>`;
  return { to, subject: 'Reset your Crowdeck password', text, html, devLink: link };
}
