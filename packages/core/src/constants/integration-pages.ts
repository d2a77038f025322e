/**
 * The addresses of the presenter's pages and the integrations' pages, apart from the schemas of
 * their APIs: the presenter's first render links to these, and a module that builds zod schemas at
 * load would bring zod (and every schema beside it) into that bundle.
 */

/** Presenter route of the embed page: `${presenterUrl}${EMBED_ROUTE}/<token>`. */
export const EMBED_ROUTE = '/embed';

/** Where the server serves the add-in's manifest and pages (presenter origin). */
export const OFFICE_ADDIN_PATHS = {
  manifest: '/integrations/office/manifest.xml',
  /** The content add-in (the manifest's SourceLocation). */
  addin: '/integrations/office/addin.html',
  /** The sign-in popup (Office.context.ui.displayDialogAsync) on the Crowdeck origin. */
  dialog: '/integrations/office/dialog.html',
  /** Presenter-app route the sign-in window comes back to after the app's own sign-in. */
  connect: '/integrations/office/connect',
  icon32: '/integrations/office/icon-32.png',
  icon64: '/integrations/office/icon-64.png',
  icon80: '/integrations/office/icon-80.png',
} as const;

/** The presenter app's page that explains the integrations. */
export const INTEGRATIONS_ROUTE = '/integrations';

/** Office's script: loaded from Microsoft's CDN, the one external script, on the add-in pages only. */
export const OFFICE_JS_URL = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js';

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

/**
 * The Zoom app (a Zoom Apps in-meeting app): the pages and routes each server serves from its own
 * public address (presenter origin). Zoom opens the home page in its client's side panel, sending
 * an encrypted app context with the first request; the page signs in to Crowdeck through a window
 * on the Crowdeck origin (a grant with client `zoom`) and links the meeting to a presentation.
 */
export const ZOOM_APP_PATHS = {
  /** Every page and route of the Zoom app lives under this prefix. */
  prefix: '/integrations/zoom/',
  /** The home page (Marketplace "Home URL"): the presenter's panel or the attendee's join. */
  home: '/integrations/zoom/app.html',
  /** The sign-in window (on the Crowdeck origin): picks the presentation, hands back a grant. */
  connect: '/integrations/zoom/connect.html',
  /** Presenter-app route the sign-in window comes back to after the app's own sign-in. */
  connectRoute: '/integrations/zoom/connect',
  /** Starts Zoom's OAuth (the app's install): redirects to Zoom's authorize page. */
  install: '/integrations/zoom/install',
  /** Zoom's OAuth comes back here (Marketplace "OAuth Redirect URL"). */
  callback: '/integrations/zoom/oauth/callback',
  /** The page an install lands on when Zoom gives no deep link back into its client. */
  installed: '/integrations/zoom/installed',
} as const;
