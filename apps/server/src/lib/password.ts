import argon2 from 'argon2';

/** Argon2id parameters (OWASP minimum: m=19 MiB, t=2, p=1). */
const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes a password with argon2id; the result carries its own salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

/** Whether the password matches the stored hash (false, not an error, for a malformed hash). */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real verify, so an unknown email cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('crowdeck-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}

/**
 * The password hash of an account created by single sign-on: no password can match it (it is not
 * an argon2 hash), so such an account signs in through its provider until it sets a password.
 */
export const UNUSABLE_PASSWORD_HASH = '!sso-only';

/** Whether a stored hash can match any password. */
export const isUsablePasswordHash = (hash: string): boolean => hash.startsWith('$argon2');
