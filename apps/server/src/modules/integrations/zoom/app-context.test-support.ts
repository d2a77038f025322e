import { createCipheriv, randomBytes } from 'node:crypto';
import { zoomContextKey } from './app-context';

/**
 * Encrypts a context the way Zoom does (the layout decryptZoomAppContext reads): base64url of
 * ivLength (1 byte), iv, aadLength (2 bytes LE), aad, cipherLength (4 bytes LE), ciphertext, tag.
 */
export function encryptZoomAppContext(
  context: Record<string, unknown>,
  clientSecret: string,
  options: { aad?: Buffer; iv?: Buffer } = {},
): string {
  const iv = options.iv ?? randomBytes(12);
  const aad = options.aad ?? Buffer.alloc(0);
  const cipher = createCipheriv('aes-256-gcm', zoomContextKey(clientSecret), iv);
  cipher.setAAD(aad);
  const cipherText = Buffer.concat([
    cipher.update(JSON.stringify(context), 'utf8'),
    cipher.final(),
  ]);
  const ivLength = Buffer.from([iv.length]);
  const aadLength = Buffer.alloc(2);
  aadLength.writeUInt16LE(aad.length);
  const cipherLength = Buffer.alloc(4);
  cipherLength.writeUInt32LE(cipherText.length);
  return Buffer.concat([
    ivLength,
    iv,
    aadLength,
    aad,
    cipherLength,
    cipherText,
    cipher.getAuthTag(),
  ]).toString('base64url');
}
