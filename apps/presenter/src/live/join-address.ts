/** The audience origin of a deck: its organisation's own domain when it has one (same protocol). */
export function getDeckAudienceUrl(audienceUrl: string, audienceHost?: string | null): string {
  if (!audienceHost) return audienceUrl;
  const protocol = /^https:/i.test(audienceUrl) ? 'https' : 'http';
  return `${protocol}://${audienceHost}`;
}

/** The join address people type: the audience origin without its protocol, then the code. */
export function getJoinAddress(audienceUrl: string, code: string): string {
  return `${getAudienceHost(audienceUrl)}/${code}`;
}

/** The audience origin as people type it: no protocol, no trailing slash. */
export function getAudienceHost(audienceUrl: string): string {
  return audienceUrl.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, '');
}

/** The QR code's target: the full audience URL of the code. */
export function getJoinUrl(audienceUrl: string, code: string): string {
  return `${audienceUrl.replace(/\/+$/, '')}/${code}`;
}

/** A join code in groups of four for reading aloud: "1234 5678". */
export function formatJoinCode(code: string): string {
  return code.replace(/(\d{4})(?=\d)/g, '$1 ');
}
