import { z } from 'zod';
import { ZIntegrationGrantedSchema } from './office-addin';

/**
 * The Microsoft Teams meeting app: the package and the pages each server serves from its own
 * public address (presenter origin). Teams loads the pages in frames of its own clients.
 */
export const TEAMS_APP_PATHS = {
  /** The app package an operator uploads to Teams (manifest.json, color.png, outline.png). */
  package: '/integrations/teams/app.zip',
  /** Every page Teams frames lives under this prefix (and only these carry Teams' framing). */
  prefix: '/integrations/teams/',
  /** The configuration page: picks the presentation when the app is added to a meeting or chat. */
  config: '/integrations/teams/config.html',
  /** The meeting side panel (and the tab in the chat): the presenter's controls. */
  panel: '/integrations/teams/panel.html',
  /** The meeting stage: the live join and results view for everyone in the meeting. */
  stage: '/integrations/teams/stage.html',
  /** The personal tab (the same controls, the presentation picked on the page). */
  personal: '/integrations/teams/personal.html',
  /**
   * The side panel's sign-in window (TeamsJS authentication.authenticate, or a plain popup
   * outside Teams) on the Crowdeck origin: the app's own sign-in, then the presentation to grant.
   */
  auth: '/integrations/teams/auth.html',
  /** Presenter-app route the sign-in window comes back to after the app's own sign-in. */
  connect: '/integrations/teams/connect',
} as const;

/** How the sign-in window hands its grant back: through Teams, or to the page that opened it. */
export const ZTeamsAuthViaSchema = z.enum(['teams', 'window']);
export type TTeamsAuthVia = z.infer<typeof ZTeamsAuthViaSchema>;

/** The grant the sign-in window hands to the side panel (never kept in the tab's config). */
export const ZTeamsAuthResultSchema = ZIntegrationGrantedSchema;
export type TTeamsAuthResult = z.infer<typeof ZTeamsAuthResultSchema>;

/** The window message a plain popup (outside Teams) posts to its opener, same origin only. */
export const TEAMS_AUTH_MESSAGE = 'crowdeck:teams-granted';
