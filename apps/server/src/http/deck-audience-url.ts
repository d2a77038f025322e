/** The audience origin of a deck: its organisation's own domain when it has one (same protocol). */
export function deckAudienceUrl(audienceUrl: string, audienceHost: string | null): string {
  const base = audienceUrl.replace(/\/+$/, '');
  if (!audienceHost) return base;
  return `${/^https:/i.test(base) ? 'https' : 'http'}://${audienceHost}`;
}
