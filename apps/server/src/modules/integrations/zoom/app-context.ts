import { createDecipheriv, createHash } from 'node:crypto';
import { z } from 'zod';

/** The request header Zoom sends with the home page's first load (and getAppContext() returns). */
export const ZOOM_CONTEXT_HEADER = 'x-zoom-app-context';

/** The fields of a decrypted app context the app uses (Zoom adds more; they are kept out). */
export const ZZoomAppContextSchema = z.object({
  /** Where the app was opened: 'meeting', 'panel' (the main client), 'webinar', … */
  typ: z.string(),
  /** The Zoom user who opened the app. */
  uid: z.string(),
  /** The meeting's UUID, only when `typ` is 'meeting'. */
  mid: z.string().min(1).optional(),
  /** Expiry, in milliseconds since the epoch (Zoom's samples compare it with Date.now()). */
  exp: z.number(),
  /** Created at, milliseconds since the epoch. */
  ts: z.number().optional(),
  attendrole: z.string().optional(),
  aud: z.string().optional(),
});
export type TZoomAppContext = z.infer<typeof ZZoomAppContextSchema>;

/** Why a context was refused (each a 401 to the caller). */
export type TZoomContextFailure = 'malformed' | 'unverified' | 'expired' | 'wrongApp';

export class ZoomContextError extends Error {
  constructor(readonly reason: TZoomContextFailure) {
    super(`Zoom app context refused: ${reason}`);
    this.name = 'ZoomContextError';
  }
}

/** GCM's tag length: Zoom appends the full 16-byte tag after the ciphertext. */
const TAG_LENGTH = 16;

/** The AES-256 key of a client secret: its SHA-256. */
export function zoomContextKey(clientSecret: string): Buffer {
  return createHash('sha256').update(clientSecret).digest();
}

/**
 * Splits the header's bytes as Zoom lays them out: base64url text of ivLength (1 byte), iv,
 * aadLength (2 bytes little-endian), aad, cipherLength (4 bytes little-endian), ciphertext, then
 * the 16-byte tag. Any length that runs past the end, or bytes left after the tag, is malformed.
 */
function unpack(header: string) {
  // Buffer's base64 reads both alphabets, with or without padding.
  const bytes = Buffer.from(header.trim(), 'base64');
  let at = 0;
  const take = (length: number) => {
    if (length < 0 || at + length > bytes.length) throw new ZoomContextError('malformed');
    const part = bytes.subarray(at, at + length);
    at += length;
    return part;
  };
  const iv = take(take(1).readUInt8(0));
  const aad = take(take(2).readUInt16LE(0));
  const cipherText = take(take(4).readUInt32LE(0));
  const tag = take(TAG_LENGTH);
  if (at !== bytes.length || iv.length === 0) throw new ZoomContextError('malformed');
  return { iv, aad, cipherText, tag };
}

/**
 * Decrypts and verifies an `x-zoom-app-context` value (AES-256-GCM, key = SHA-256 of the client
 * secret): refused when it is malformed, when GCM's tag does not verify (tampered, or made with
 * another secret), when it has expired at `now`, or when it names another app (`aud` is the
 * client id when present).
 */
export function decryptZoomAppContext(
  header: string,
  options: { clientSecret: string; clientId: string; now: number },
): TZoomAppContext {
  const { iv, aad, cipherText, tag } = unpack(header);
  let json: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', zoomContextKey(options.clientSecret), iv, {
      authTagLength: TAG_LENGTH,
    });
    decipher.setAAD(aad);
    decipher.setAuthTag(tag);
    json = Buffer.concat([decipher.update(cipherText), decipher.final()]).toString('utf8');
  } catch {
    throw new ZoomContextError('unverified');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new ZoomContextError('malformed');
  }
  const context = ZZoomAppContextSchema.safeParse(parsed);
  if (!context.success) throw new ZoomContextError('malformed');
  if (context.data.exp <= options.now) throw new ZoomContextError('expired');
  if (context.data.aud !== undefined && context.data.aud !== options.clientId) {
    throw new ZoomContextError('wrongApp');
  }
  return context.data;
}
