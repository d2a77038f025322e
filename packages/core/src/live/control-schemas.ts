import { z } from 'zod';
import { oneTimeTokenSchema, withNewToken } from '../schemas/ids';

const ZWindowIdSchema = z
  .string('required')
  .min(8, 'id.invalid')
  .max(64, 'id.invalid')
  .regex(/^[\w-]+$/, 'id.invalid');

/**
 * What the big screen shows beyond the live slide: the slide the presenter's windows are on,
 * whether the lobby (join screen) covers it and whether the QR code is shown over it. The control
 * screen, a phone remote and the projector window each set it; the others follow.
 */
export const ZScreenStateSchema = z.strictObject({
  slideId: z.uuid('id.invalid').nullable(),
  lobby: z.boolean('invalidType'),
  qr: z.boolean('invalidType'),
});
export type TScreenState = z.infer<typeof ZScreenStateSchema>;

/** PUT /api/live/screen/<presentationId>/: this window changed what the big screen shows. */
export const ZScreenRequestSchema = ZScreenStateSchema.extend({
  /** The sending window's own random id: it ignores the echo of its own change. */
  windowId: ZWindowIdSchema,
});
export type TScreenRequest = z.infer<typeof ZScreenRequestSchema>;

/** The screen state as pushed to every presenter window: stamped by the server, with its sender. */
export const ZScreenShownSchema = z.object({
  slideId: z.string().nullable(),
  lobby: z.boolean(),
  qr: z.boolean(),
  windowId: z.string(),
  /** Server time of the change (ms): a window ignores states older than the last it applied. */
  at: z.number().int(),
});
export type TScreenShown = z.infer<typeof ZScreenShownSchema>;

/** How long a remote's pairing code can be used, once. */
export const REMOTE_PAIRING_TTL_MS = 5 * 60 * 1000;
/** A paired remote works this long at most (and never longer than the session that paired it). */
export const REMOTE_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const REMOTE_PAIRING_STATUSES = ['waiting', 'paired', 'expired', 'revoked'] as const;

/** A pairing as the control screen lists it (never its token). */
export const ZRemotePairingSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  status: z.enum(REMOTE_PAIRING_STATUSES),
});
export type TRemotePairing = z.infer<typeof ZRemotePairingSchema>;

/** POST /api/live/remote/<presentationId>/: a new code; the token is shown once, as a QR code. */
export const ZRemotePairingCreatedSchema = withNewToken('pairing', ZRemotePairingSchema);
export type TRemotePairingCreated = z.infer<typeof ZRemotePairingCreatedSchema>;

/** POST /api/remote/pair/: the phone trades the one-time code for its remote session. */
export const ZRemotePairRequestSchema = z.strictObject({
  token: oneTimeTokenSchema('required'),
});
export type TRemotePairRequest = z.infer<typeof ZRemotePairRequestSchema>;

export const ZRemotePairResponseSchema = z.object({
  /** Bearer token of the remote's session: this presentation only. */
  token: z.string(),
  presentationId: z.string(),
  expiresAt: z.string(),
});
export type TRemotePairResponse = z.infer<typeof ZRemotePairResponseSchema>;
