/**
 * The Outlook add-in: adds a presentation's join link, code and QR code to a meeting invitation.
 * Every address is on the presenter app's origin; the server writes the manifest from its public
 * address.
 */
export const OUTLOOK_ADDIN_PATHS = {
  /** The Microsoft 365 app manifest (unified manifest, JSON) with the Outlook extension. */
  manifest: '/integrations/outlook/manifest.json',
  /** The app package an admin uploads (manifest.json, color.png, outline.png). */
  package: '/integrations/outlook/app.zip',
  /** Every page Outlook frames lives under this prefix. */
  prefix: '/integrations/outlook/',
  /** The task pane opened from the ribbon button of a meeting being organised. */
  taskpane: '/integrations/outlook/taskpane.html',
  /** The ribbon's icons (Outlook loads them from the server). */
  icon16: '/integrations/outlook/icon-16.png',
  icon32: '/integrations/outlook/icon-32.png',
  icon80: '/integrations/outlook/icon-80.png',
} as const;

/** The QR code's size in the invitation, in pixels (the PNG route's `size`). */
export const OUTLOOK_QR_SIZE = 240;
