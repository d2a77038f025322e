import { dictionary } from '@zxcvbn-ts/language-common';

/** The 49k most common passwords (zxcvbn's list), lower-cased, loaded once. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].map((word) => word.toLowerCase()),
);

/**
 * Code of the policy problem with a new password, or null when it is acceptable.
 * Length is checked by core's schema; this adds the common-password list (case-insensitive).
 */
export function checkPasswordPolicy(password: string): 'password.common' | null {
  return COMMON_PASSWORDS.has(password.toLowerCase()) ? 'password.common' : null;
}
