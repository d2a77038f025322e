import { EMBED_ROUTE, TEAMS_APP_PATHS, type TEmbedView } from '@crowdeck/core';
import type { TTabConfig } from './teams-host';

/** A live embed's view token as the server makes it (256 bits, base64url). */
const VIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const trim = (url: string) => url.replace(/\/+$/, '');

/**
 * The view token in what the presenter pasted on the configuration page: the embed link from
 * Crowdeck's Share → Embed (on this server), or the bare token. Null for anything else, another
 * server's link included (the tab would show a server this app does not belong to).
 */
export function viewTokenOf(pasted: string, presenterUrl: string): string | null {
  const text = pasted.trim();
  if (VIEW_TOKEN.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.origin !== new URL(presenterUrl).origin) return null;
  const match = new RegExp(`^${EMBED_ROUTE}/([^/]+)/?$`).exec(url.pathname);
  return match?.[1] && VIEW_TOKEN.test(match[1]) ? match[1] : null;
}

/** The tab's token in a Teams page's address (`?embed=`), checked; null without a good one. */
export function tabToken(search: string): string | null {
  const token = new URLSearchParams(search).get('embed');
  return token && VIEW_TOKEN.test(token) ? token : null;
}

/** The live embed's address for a token and a view, on this server. */
export function embedAddress(presenterUrl: string, token: string, view?: TEmbedView): string {
  const url = new URL(`${trim(presenterUrl)}${EMBED_ROUTE}/${token}`);
  if (view) url.searchParams.set('view', view);
  return url.toString();
}

/** A Teams page of this server for the tab's token. */
export function teamsPageAddress(
  presenterUrl: string,
  page: 'panel' | 'stage',
  token: string,
): string {
  return `${trim(presenterUrl)}${TEAMS_APP_PATHS[page]}?embed=${token}`;
}

/** What the configured tab opens: the side panel page (Teams shows it on the stage too). */
export function tabConfig(presenterUrl: string, token: string): TTabConfig {
  return {
    entityId: `crowdeck-${token.slice(0, 16)}`,
    contentUrl: teamsPageAddress(presenterUrl, 'panel', token),
    websiteUrl: embedAddress(presenterUrl, token),
    suggestedDisplayName: 'Crowdeck',
  };
}
