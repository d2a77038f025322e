import zoomSdk from '@zoom/appssdk';
import { ZOOM_SDK_CAPABILITIES } from '@crowdeck/core';

/**
 * The part of the Zoom Apps SDK (`@zoom/appssdk`, bundled from npm) the Zoom pages use, behind a
 * narrow interface: unit tests stand the package in at this module's import, the pages get the
 * real one.
 */

/** Who uses the app in the meeting: the host and co-hosts present, everyone else takes part. */
export type TZoomRole = 'presenter' | 'participant';

export interface TZoomHost {
  /** Where Zoom runs the app: 'inMeeting', 'inMainClient', 'inWebinar', … */
  runningContext: string;
  role: TZoomRole;
  /** Zoom's encrypted app context (the server decrypts and verifies it). */
  appContext(): Promise<string>;
  /** Sends everyone in the meeting an invitation that opens this app. */
  inviteAll(): Promise<void>;
  /** Opens an address in the user's browser, outside Zoom. */
  openUrl(url: string): Promise<void>;
}

/** How long Zoom has to answer before the page shows its fallback (a browser answers never). */
export const ZOOM_CONNECT_TIMEOUT_MS = 1_500;

/**
 * Connects to the Zoom client: null when Zoom does not answer within `timeoutMs` (a plain browser
 * tab, or a frame of something else), so each page shows its fallback instead of waiting.
 */
export async function connectToZoom(
  options: { timeoutMs?: number } = {},
): Promise<TZoomHost | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), options.timeoutMs ?? ZOOM_CONNECT_TIMEOUT_MS);
  });
  const connected = (async (): Promise<TZoomHost> => {
    const configured = await zoomSdk.config({ capabilities: [...ZOOM_SDK_CAPABILITIES] });
    const inMeeting = ['inMeeting', 'inWebinar'].includes(configured.runningContext);
    const user = inMeeting ? await zoomSdk.getUserContext().catch(() => null) : null;
    return {
      runningContext: configured.runningContext,
      role: user && ['host', 'coHost', 'cohost'].includes(user.role) ? 'presenter' : 'participant',
      appContext: async () => (await zoomSdk.getAppContext()).context,
      inviteAll: async () => {
        await zoomSdk.sendAppInvitationToAllParticipants();
      },
      openUrl: async (url) => {
        await zoomSdk.openUrl({ url });
      },
    };
  })().catch(() => null);
  try {
    return await Promise.race([connected, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
