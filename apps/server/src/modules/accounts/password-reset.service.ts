import {
  API_ERROR_CODES,
  PASSWORD_RESET_TTL_MS,
  RESET_PASSWORD_ROUTE,
  type TResetPasswordRequest,
} from '@crowdeck/core';
import { ApiError, invalidField } from '../../http/api-error';
import type { TBackgroundTasks } from '../../lib/background-tasks';
import type { TMailer } from '../../lib/mailer';
import { mailLanguage } from '../../lib/mail-language';
import { checkPasswordPolicy } from '../../lib/password-policy';
import { hashPassword } from '../../lib/password';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import type { TPasswordsRepository } from './passwords.repository';
import { buildResetPasswordMail } from './reset-password-mail';
import type { TUsersRepository } from './users.repository';
import { ssoRequired } from './auth.service';

/** Forgot-password mails and the single-use reset links they carry. */
export function createPasswordResetService(deps: {
  users: TUsersRepository;
  passwords: TPasswordsRepository;
  mailer: TMailer;
  /** Public address of the presenter app: links are built from config, never from the Host header. */
  presenterUrl: string;
  background: TBackgroundTasks;
  /** Whether the address must sign in through its organisation's provider (no passwords). */
  isSsoRequiredFor(email: string): Promise<boolean>;
}) {
  const { users, passwords, mailer } = deps;

  async function sendResetMail(email: string, acceptLanguage: string | undefined): Promise<void> {
    const user = await users.findByEmail(email);
    if (!user) return;
    const token = createOpaqueToken();
    const expiresAt = new Date(Date.now() + PASSWORD_RESET_TTL_MS);
    await passwords.insertResetToken({ userId: user.id, tokenHash: hashToken(token), expiresAt });
    const link = `${deps.presenterUrl}${RESET_PASSWORD_ROUTE}?token=${encodeURIComponent(token)}`;
    const language = mailLanguage(user.language, acceptLanguage);
    await mailer.send(buildResetPasswordMail(user.email, user.name, link, language));
  }

  return {
    /**
     * Starts a reset for the email if it has an account. All work happens after the caller has
     * answered, so the reply is identical, in body and timing, whether or not the account exists.
     */
    /** Refuses (sso.required, no mail) an address that must sign in through its provider. */
    async assertPasswordsAllowed(email: string): Promise<void> {
      if (await deps.isSsoRequiredFor(email)) throw ssoRequired();
    },

    /** The mail is in the account's language, else the browser's (`acceptLanguage`). */
    requestReset(email: string, acceptLanguage?: string): void {
      deps.background.run(sendResetMail(email, acceptLanguage), { event: 'mail.passwordReset' });
    },

    /** Sets a new password from a reset token; every session of the user ends. */
    async resetPassword(input: TResetPasswordRequest): Promise<void> {
      const policyProblem = checkPasswordPolicy(input.password);
      if (policyProblem) throw invalidField('password', policyProblem);
      // A link mailed before the organisation required single sign-on sets no password after.
      const email = await passwords.emailOfResetToken(hashToken(input.token));
      if (email && (await deps.isSsoRequiredFor(email))) throw ssoRequired();
      const passwordHash = await hashPassword(input.password);
      const userId = await passwords.resetPassword(hashToken(input.token), passwordHash);
      if (!userId) {
        throw new ApiError(
          400,
          API_ERROR_CODES.invalidResetToken,
          'This reset link is invalid or has expired. Ask for a new one.',
        );
      }
    },
  };
}

export type TPasswordResetService = ReturnType<typeof createPasswordResetService>;
