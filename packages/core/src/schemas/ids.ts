import { z } from 'zod';

/** An id in a request: required, at most 64 letters, digits, `_` and `-`. */
export const ZIdSchema = z
  .string('required')
  .min(1, 'required')
  .max(64, 'id.invalid')
  .regex(/^[\w-]+$/, 'id.invalid');

/**
 * A one-time token from a mailed link or a QR code: 16 to 256 letters, digits, `_` and `-`;
 * `typeError` is the message when it is missing or not text.
 */
export function oneTimeTokenSchema(typeError: string) {
  return z
    .string(typeError)
    .min(16, 'token.invalid')
    .max(256, 'token.invalid')
    .regex(/^[\w-]+$/, 'token.invalid');
}

/**
 * A grant just created, under `key`, with its bearer token: the token is shown this once (the
 * grant as its owner lists it never holds it).
 */
export function withNewToken<K extends string, T extends z.ZodType>(key: K, grant: T) {
  return z.object({ [key]: grant, token: z.string() } as { [P in K]: T } & { token: z.ZodString });
}
