import {
  INTEGRATIONS_ROUTE,
  EMBED_ROUTE,
  GOOGLE_SLIDES_ADDON_PATHS,
  INVITATION_ROUTE,
  OFFICE_ADDIN_PATHS,
  ZOOM_APP_PATHS,
  REMOTE_ROUTE,
  RESET_PASSWORD_ROUTE,
  SANDBOX_CHECKOUT_ROUTE,
  SSO_COMPLETE_ROUTE,
  TEAMS_APP_PATHS,
} from '@crowdeck/core';

/** Every screen of the presenter app by name. `/` is an alias of home. */
export const ROUTES = {
  home: '/home',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: RESET_PASSWORD_ROUTE,
  /** The template gallery: start a deck from a ready one or the organisation's own. */
  templates: '/templates',
  presentation: '/presentation/:id',
  present: '/present/:id',
  /** The presenter's private control view (people, lock, moderation), off the big screen. */
  presentRoom: '/present/:id/room',
  /** The presenter's control screen: current and next slide, notes, timer, results, Q&A, remote. */
  control: '/presentation/:id/control',
  /** A live embed: one read-only view of a presentation, framed by other tools (no sign-in). */
  embed: `${EMBED_ROUTE}/:token`,
  /** A phone paired as a remote by a one-time code (no sign-in on the phone). */
  remote: `${REMOTE_ROUTE}/:token`,
  /** A deck's sessions (runs), newest first. */
  runs: '/presentation/:id/reports',
  /** A deck's self-paced assignments: create, share, close. */
  assignments: '/presentation/:id/assignments',
  /** One session's report. */
  report: '/report/:runId',
  pricing: '/pricing',
  checkoutSuccess: '/checkout-success',
  checkoutError: '/checkout-error',
  /** The built-in sandbox provider's checkout page (test mode, no real payment). */
  sandboxCheckout: `${SANDBOX_CHECKOUT_ROUTE}/:checkoutId`,
  account: '/account',
  /** The signed-in user's organisation: overview, and members and invitations for its admins. */
  organisation: '/organisation',
  /** Accepts a mailed organisation invitation (`?token=`); visitors are asked to sign in first. */
  invitation: INVITATION_ROUTE,
  /** The return from an organisation's sign-in page: the token in the address's fragment. */
  ssoComplete: SSO_COMPLETE_ROUTE,
  /** Single sign-on and email domains of the organisation (owners and admins). */
  organisationSignIn: '/organisation/sign-in',
  /** The organisation's theme, lock, white label and own audience domain (owners and admins). */
  organisationBranding: '/organisation/branding',
  /** The organisation's audit log (owners and admins). */
  organisationAudit: '/organisation/audit',
  /** The integrations: the PowerPoint add-in (install, sideload, deploy, grants), others to come. */
  integrations: INTEGRATIONS_ROUTE,
  /** Where the PowerPoint add-in's sign-in window comes back to after signing in. */
  officeConnect: OFFICE_ADDIN_PATHS.connect,
  /** Where the Teams side panel's sign-in window comes back to after signing in. */
  teamsConnect: TEAMS_APP_PATHS.connect,
  /** Where the Zoom app's sign-in window comes back to after signing in. */
  zoomConnect: ZOOM_APP_PATHS.connectRoute,
  /** The Google Slides add-on's sidebar sends the presenter here: pick a deck, copy the key. */
  googleSlidesConnect: GOOGLE_SLIDES_ADDON_PATHS.connect,
} as const;

export type TRouteName = keyof typeof ROUTES;

/** Extra paths that open a named screen. */
export const ROUTE_ALIASES: Readonly<Record<string, TRouteName>> = { '/': 'home' };

/**
 * Screens a visitor without a token may open; resetPassword must work from the mailed link, and
 * invitation explains that one signs in first (keeping the link's token for afterwards).
 */
export const VISITOR_ROUTES: ReadonlySet<TRouteName> = new Set([
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'pricing',
  'remote',
  'embed',
  'invitation',
  'ssoComplete',
  // Signs in through /login?next= itself, so the presenter comes back here.
  'googleSlidesConnect',
]);

/** Screens that only make sense signed out; a signed-in user is sent home instead. */
export const GUEST_ONLY_ROUTES: ReadonlySet<TRouteName> = new Set(['login', 'register']);

/** Whether the string names a route. */
export function isRouteName(value: string): value is TRouteName {
  return Object.hasOwn(ROUTES, value);
}

/**
 * Where the guard sends someone opening a route: visitors to register (to login when their
 * session has just expired, as the 401 rule says), signed-in users away from login and register
 * to home; null when the route may open.
 */
export function getGuardRedirect(
  name: TRouteName,
  signedIn: boolean,
  sessionExpired = false,
): string | null {
  if (!signedIn && !VISITOR_ROUTES.has(name)) {
    return sessionExpired ? ROUTES.login : ROUTES.register;
  }
  if (signedIn && GUEST_ONLY_ROUTES.has(name)) return ROUTES.home;
  return null;
}
