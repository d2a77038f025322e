import type { TUserRow } from '../../db/schema';
import { invalidField } from '../../http/api-error';
import { verifyPassword } from '../../lib/password';
import type { TRateLimits } from '../../lib/rate-limit';

/** Checks a signed-in user's current password; throws 429 when limited, 400 when wrong. */
export type TCheckCurrentPassword = (user: TUserRow, password: string, ip: string) => Promise<void>;

/**
 * The current-password check of email and password changes, limited like sign-in: every attempt
 * per address, every attempt per account until a right one (counted before argon2 runs, so a limited caller cannot make
 * the server hash at will); a right password clears the account's count.
 */
export function createCurrentPasswordCheck(rateLimits: TRateLimits): TCheckCurrentPassword {
  return async (user, password, ip) => {
    await rateLimits.consume('passwordCheckPerIp', ip);
    // Counted before argon2 runs, so parallel guesses cannot all pass before any is counted.
    await rateLimits.consume('passwordCheckPerAccount', user.id);
    if (await verifyPassword(user.passwordHash, password)) {
      await rateLimits.reset('passwordCheckPerAccount', user.id);
      return;
    }
    throw invalidField('currentPassword', 'currentPassword.wrong');
  };
}
