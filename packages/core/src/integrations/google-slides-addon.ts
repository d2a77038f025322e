/**
 * The Google Slides add-on (a Google Workspace editor add-on, an Apps Script project): each server
 * hands out the project with its own addresses written in, and the presenter connects the add-on
 * on a page of the presenter app. The add-on then holds an integration grant (client
 * `googleSlides`) and uses the integrations' grant routes.
 */
export const GOOGLE_SLIDES_ADDON_PATHS = {
  /** The Apps Script project, generated from this server's public addresses (clasp pushes it). */
  project: '/integrations/google-slides/project.zip',
  /** Presenter-app route the sidebar opens: sign in, pick the presentation, copy the key. */
  connect: '/integrations/google-slides/connect',
} as const;
