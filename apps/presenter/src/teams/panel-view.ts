import type { TEmbedRead } from '../api/embed';
import { getDeckAudienceUrl, getJoinUrl } from '../live/join-address';
import { embedAddress, tabToken, teamsPageAddress } from './tab-link';
import type { TTeamsHost } from './teams-host';

/**
 * What the tab's page shows, by where Teams shows it: on the meeting stage (Teams' own "Share to
 * stage" puts this page there) the live view for everyone; in the side panel and the meeting's
 * tabs the join screen and a join link, so each participant joins from the meeting without
 * typing a code, plus, in the side panel, sharing the live view to the stage and the way to the
 * control screen.
 */
export type TPanelState =
  | { phase: 'connecting' }
  | { phase: 'outside'; appUrl: string }
  | { phase: 'missing'; appUrl: string }
  | {
      phase: 'panel';
      appUrl: string;
      /** The live embed to show here: the live view on the stage, the join screen elsewhere. */
      embedUrl: string;
      onStage: boolean;
      /** The stage page to share, in the side panel only (null elsewhere). */
      shareUrl: string | null;
      /** The tab's view token (to read the join code with). */
      token: string;
    };

/**
 * Where a participant joins from this computer, one click instead of typing the code: the
 * audience app's join address for the presentation's code (its organisation's own audience
 * domain when it has one). Null while the embed cannot be read (turned off, offline).
 */
export function joinLinkOf(read: TEmbedRead, audienceUrl: string): string | null {
  if (read.kind !== 'ok') return null;
  return getJoinUrl(getDeckAudienceUrl(audienceUrl, read.state.audienceHost), read.state.code);
}

export async function startPanel(deps: {
  connect: () => Promise<TTeamsHost | null>;
  search: string;
  presenterUrl: string;
}): Promise<{ state: Exclude<TPanelState, { phase: 'connecting' }>; host: TTeamsHost | null }> {
  const appUrl = deps.presenterUrl.replace(/\/+$/, '') || '/';
  const host = await deps.connect();
  if (!host) return { state: { phase: 'outside', appUrl }, host };
  const token = tabToken(deps.search);
  if (!token) return { state: { phase: 'missing', appUrl }, host };
  const onStage = host.surface === 'meetingStage';
  return {
    host,
    state: {
      phase: 'panel',
      appUrl,
      embedUrl: embedAddress(deps.presenterUrl, token, onStage ? 'live' : 'join'),
      onStage,
      shareUrl:
        host.surface === 'sidePanel' ? teamsPageAddress(deps.presenterUrl, 'stage', token) : null,
      token,
    },
  };
}
