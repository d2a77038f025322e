import type { THeldGrant, TGrantStore } from '../office/grant-store';
import type { TZoomApi } from './zoom-api';
import { ZoomApiError } from './zoom-api';
import type { TZoomHost } from './zoom-host';

/** What the home page shows, by where Zoom opened it and who opened it. */
export type TZoomAppState =
  | { phase: 'connecting' }
  /** Not in Zoom (a browser tab): a link to open Crowdeck. */
  | { phase: 'outside'; appUrl: string }
  /** In Zoom, outside a meeting: how to use the app in one. */
  | { phase: 'mainClient'; appUrl: string }
  /** The meeting's host or a co-host: sign in, pick the presentation, share it. */
  | { phase: 'presenter'; appUrl: string }
  /** Anyone else in the meeting: join the linked presentation. */
  | { phase: 'participant'; appUrl: string };

/** Connects to Zoom and decides what the page shows (never waits longer than `connect`). */
export async function startZoomApp(deps: {
  connect: () => Promise<TZoomHost | null>;
  presenterUrl: string;
}): Promise<{ state: Exclude<TZoomAppState, { phase: 'connecting' }>; host: TZoomHost | null }> {
  const appUrl = deps.presenterUrl.replace(/\/+$/, '') || '/';
  const host = await deps.connect();
  if (!host) return { state: { phase: 'outside', appUrl }, host };
  if (!['inMeeting', 'inWebinar'].includes(host.runningContext)) {
    return { state: { phase: 'mainClient', appUrl }, host };
  }
  return {
    state: { phase: host.role === 'presenter' ? 'presenter' : 'participant', appUrl },
    host,
  };
}

/** Why sharing stopped: no grant, the server refused it, Zoom refused the invitation. */
export type TShareOutcome = 'shared' | 'signedOut' | 'linkFailed' | 'inviteFailed';

/**
 * The presenter's "share to the meeting": the server links this meeting (Zoom's app context) to
 * the grant's presentation, then Zoom invites everyone in the meeting to open the app, where it
 * shows them the join. A refused grant (revoked, expired) is dropped so the panel asks to sign in.
 */
export async function shareToMeeting(deps: {
  host: TZoomHost;
  api: TZoomApi;
  store: TGrantStore;
  grant: THeldGrant;
}): Promise<TShareOutcome> {
  try {
    await deps.api.link(deps.grant.token, await deps.host.appContext());
  } catch (error) {
    if (error instanceof ZoomApiError && error.status === 401) {
      deps.store.remove(deps.grant.presentationId);
      return 'signedOut';
    }
    return 'linkFailed';
  }
  try {
    await deps.host.inviteAll();
  } catch {
    return 'inviteFailed';
  }
  return 'shared';
}

/** What a participant sees: the linked presentation's join, or why there is none yet. */
export type TJoinRead =
  | { kind: 'ok'; title: string; joinUrl: string; embedUrl: string; code: string }
  | { kind: 'notLinked' }
  | { kind: 'failed' };

/** Reads the join of the meeting's presentation with this participant's own app context. */
export async function readMeetingJoin(deps: {
  host: TZoomHost;
  api: TZoomApi;
}): Promise<TJoinRead> {
  try {
    const join = await deps.api.join(await deps.host.appContext());
    return {
      kind: 'ok',
      title: join.presentationTitle,
      joinUrl: join.joinUrl,
      embedUrl: join.embedUrl,
      code: join.code,
    };
  } catch (error) {
    return error instanceof ZoomApiError && error.status === 404
      ? { kind: 'notLinked' }
      : { kind: 'failed' };
  }
}
