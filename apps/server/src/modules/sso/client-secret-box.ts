import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Seals organisations' OIDC client secrets with AES-256-GCM under a key derived (HKDF-SHA256) from
 * SSO_SECRET_KEY. The organisation's id is bound in as associated data, so a sealed secret copied
 * onto another organisation's row does not open.
 */
export function createClientSecretBox(secretKey: string) {
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'crowdeck', 'sso client secret v1', 32));
  return {
    /** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
    seal(organisationId: string, secret: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(organisationId, 'utf8'));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    /** The secret, or null when the value was not sealed for this organisation under this key. */
    open(organisationId: string, value: string): string | null {
      const [version, iv, tag, sealed] = value.split('.');
      if (version !== VERSION || !iv || !tag || sealed === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(organisationId, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(sealed, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type TClientSecretBox = ReturnType<typeof createClientSecretBox>;
