import { z } from 'zod';
import { ZIntegrationGrantedSchema } from './office-addin';

/** The Zoom app's own API routes (besides the grant-only `/api/addin/office/…` it shares). */
export const ZOOM_API_PATHS = {
  /** PUT with a grant: links the meeting of the app context to the grant's presentation. */
  meeting: '/api/integrations/zoom/meeting/',
  /** POST with an app context only: the linked presentation's join, for anyone in the meeting. */
  join: '/api/integrations/zoom/join/',
} as const;

/** The OAuth scope the app asks Zoom for (Zoom Apps in meetings; no Zoom API is called with it). */
export const ZOOM_OAUTH_SCOPES = ['zoomapp:inmeeting'] as const;

/** The Zoom Apps SDK calls the pages make: each must be ticked in the Marketplace's Features. */
export const ZOOM_SDK_CAPABILITIES = [
  'getAppContext',
  'getRunningContext',
  'getUserContext',
  'sendAppInvitationToAllParticipants',
  'openUrl',
] as const;

/** How long a meeting stays linked to a presentation without being linked again. */
export const ZOOM_MEETING_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** A Zoom app context as the page hands it over (zoomSdk.getAppContext(), encrypted). */
export const ZZoomContextBodySchema = z.strictObject({
  context: z.string().min(16, 'zoomContext.invalid').max(8192, 'zoomContext.invalid'),
});
export type TZoomContextBody = z.infer<typeof ZZoomContextBodySchema>;

/** PUT /api/integrations/zoom/meeting/: the meeting is linked until `expiresAt`. */
export const ZZoomMeetingLinkedSchema = z.object({
  presentationTitle: z.string(),
  expiresAt: z.string(),
});
export type TZoomMeetingLinked = z.infer<typeof ZZoomMeetingLinkedSchema>;

/** POST /api/integrations/zoom/join/: where someone in the meeting joins, and the live view. */
export const ZZoomJoinSchema = z.object({
  presentationTitle: z.string(),
  code: z.string(),
  /** The audience app's join address for the code (the organisation's own domain if it has one). */
  joinUrl: z.string(),
  /** The live embed (join and results) of the presentation. */
  embedUrl: z.string(),
});
export type TZoomJoin = z.infer<typeof ZZoomJoinSchema>;

/** The sign-in window's answer to the Zoom page (window.postMessage, same origin). */
export const ZZoomConnectMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('crowdeck-zoom-granted'), ...ZIntegrationGrantedSchema.shape }),
  z.object({ type: z.literal('crowdeck-zoom-cancelled') }),
]);
export type TZoomConnectMessage = z.infer<typeof ZZoomConnectMessageSchema>;
