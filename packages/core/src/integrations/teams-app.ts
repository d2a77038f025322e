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
} as const;
