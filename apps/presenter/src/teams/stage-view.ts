import { embedAddress, tabToken } from './tab-link';
import type { TTeamsHost } from './teams-host';

/**
 * What the meeting stage shows: the live join and results view (the live embed) of the
 * presentation the tab was set up with (`?embed=<view token>` in its address, read-only and
 * revocable, what the room's screen shows anyway); outside Teams a link to open the app instead.
 */
export type TStageState =
  | { phase: 'connecting' }
  | { phase: 'stage'; embedUrl: string }
  | { phase: 'missing'; appUrl: string }
  | { phase: 'outside'; appUrl: string };

/** The live embed's address for the tab's `?embed=` token, on this server; null without one. */
export function stageEmbedAddress(search: string, presenterUrl: string): string | null {
  const token = tabToken(search);
  return token ? embedAddress(presenterUrl, token) : null;
}

/** Connects to Teams and decides what the stage shows (never waits longer than `connect`). */
export async function startStage(deps: {
  connect: () => Promise<TTeamsHost | null>;
  search: string;
  presenterUrl: string;
}): Promise<Exclude<TStageState, { phase: 'connecting' }>> {
  const appUrl = deps.presenterUrl.replace(/\/+$/, '') || '/';
  const host = await deps.connect();
  if (!host) return { phase: 'outside', appUrl };
  const embedUrl = stageEmbedAddress(deps.search, deps.presenterUrl);
  return embedUrl ? { phase: 'stage', embedUrl } : { phase: 'missing', appUrl };
}
