import { app, authentication, FrameContexts, meeting, pages } from '@microsoft/teams-js';

/**
 * The part of TeamsJS (`@microsoft/teams-js`, bundled from npm) the Teams pages use, behind a
 * narrow interface: unit tests stand the package in at this module's import, the pages get the
 * real one.
 */

/** What a configured tab opens (pages.config.setConfig). */
export interface TTabConfig {
  entityId: string;
  contentUrl: string;
  websiteUrl: string;
  suggestedDisplayName: string;
}

/** Where Teams shows the page. */
export type TTeamsSurface = 'settings' | 'sidePanel' | 'meetingStage' | 'content' | 'other';

export interface TTeamsHost {
  surface: TTeamsSurface;
  /** The user's Teams language (BCP 47), when Teams says. */
  locale: string | null;
  /** Puts `url` (a page of this origin) on the meeting stage for everyone in the meeting. */
  shareToStage(url: string): Promise<void>;
  /** Configuration page: lets Teams' Save button on (true) or off. */
  setSaveAllowed(allowed: boolean): void;
  /** Configuration page: Save saves what `config()` gives (a throw cancels the save). */
  onSave(config: () => TTabConfig): void;
  /**
   * Opens `url` (a page of this origin, in the manifest's valid domains) in Teams' sign-in
   * window; resolves with what that window hands back (authentication.notifySuccess), rejects
   * when it fails or the user closes it.
   */
  authenticate(url: string): Promise<string>;
}

/** The sign-in window's size in Teams (it keeps it on screen). */
export const TEAMS_AUTH_WINDOW = { width: 600, height: 640 } as const;

/** How long Teams has to answer before the page shows its fallback (not hanging). */
export const TEAMS_CONNECT_TIMEOUT_MS = 8_000;

const SURFACES: Record<string, TTeamsSurface> = {
  [FrameContexts.settings]: 'settings',
  [FrameContexts.sidePanel]: 'sidePanel',
  [FrameContexts.meetingStage]: 'meetingStage',
  [FrameContexts.content]: 'content',
};

/**
 * Connects to Teams: null at once when the page is not in a frame or a Teams window (a plain
 * browser tab), or when Teams does not answer within `timeoutMs` (a frame of something else).
 */
export async function connectToTeams(options: {
  framed: boolean;
  timeoutMs?: number;
}): Promise<TTeamsHost | null> {
  if (!options.framed) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), options.timeoutMs ?? TEAMS_CONNECT_TIMEOUT_MS);
  });
  const connected = (async (): Promise<TTeamsHost> => {
    await app.initialize();
    const context = await app.getContext();
    return {
      surface: SURFACES[context.page.frameContext] ?? 'other',
      locale: context.app.locale || null,
      shareToStage: (url) =>
        new Promise<void>((resolve, reject) => {
          meeting.shareAppContentToStage((error) => {
            if (error) reject(new Error(error.message ?? `Teams refused (${error.errorCode})`));
            else resolve();
          }, url);
        }),
      authenticate: (url) => authentication.authenticate({ url, ...TEAMS_AUTH_WINDOW }),
      setSaveAllowed: (allowed) => pages.config.setValidityState(allowed),
      onSave: (config) =>
        pages.config.registerOnSaveHandler((event) => {
          let chosen: TTabConfig;
          try {
            chosen = config();
          } catch (error) {
            event.notifyFailure(error instanceof Error ? error.message : 'not saved');
            return;
          }
          pages.config.setConfig(chosen).then(
            () => event.notifySuccess(),
            (error: unknown) =>
              event.notifyFailure(error instanceof Error ? error.message : 'not saved'),
          );
        }),
    };
  })().catch(() => null);
  try {
    return await Promise.race([connected, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** True when this page runs in a frame or a window another page opened (as Teams shows tabs). */
export function isFramed(target: Pick<Window, 'parent' | 'opener' | 'self'> = window): boolean {
  try {
    return target.parent !== target.self || Boolean(target.opener);
  } catch {
    // A cross-origin parent that even refuses the comparison: framed.
    return true;
  }
}

/** The sign-in window's side of Teams' authentication: what it hands back to the side panel. */
export interface TTeamsAuthWindow {
  succeed(result: string): void;
  fail(reason: string): void;
}

/** Connects the sign-in window Teams opened (TeamsJS must initialise before it can answer). */
export async function connectAuthWindow(): Promise<TTeamsAuthWindow> {
  await app.initialize();
  return {
    succeed: (result) => authentication.notifySuccess(result),
    fail: (reason) => authentication.notifyFailure(reason),
  };
}
