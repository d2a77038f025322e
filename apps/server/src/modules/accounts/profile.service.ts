import type {
  TAppLanguage,
  TUpdatePasswordRequest,
  TUpdateProfileRequest,
  TUser,
} from '@crowdeck/core';
import { emailTaken, invalidField } from '../../http/api-error';
import { checkPasswordPolicy } from '../../lib/password-policy';
import { hashPassword } from '../../lib/password';
import type { TAuthContext } from './auth.service';
import type { TCheckCurrentPassword } from './current-password';
import type { TPasswordsRepository } from './passwords.repository';
import { toUserView } from './user-view';
import { EmailTakenError, type TUsersRepository } from './users.repository';

/** The signed-in user's own profile and password. */
export function createProfileService(deps: {
  users: TUsersRepository;
  passwords: TPasswordsRepository;
  checkCurrentPassword: TCheckCurrentPassword;
}) {
  const { users, passwords, checkCurrentPassword } = deps;

  return {
    /** Changes name and/or email; a new email needs the current password (`ip` for its limits). */
    async updateProfile(
      auth: TAuthContext,
      input: TUpdateProfileRequest,
      ip: string,
    ): Promise<TUser> {
      const changes: { name?: string; email?: string; language?: TAppLanguage | null } = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.language !== undefined) changes.language = input.language;
      if (input.email !== undefined && input.email !== auth.user.email) {
        if (input.currentPassword === undefined) {
          throw invalidField('currentPassword', 'currentPassword.required');
        }
        await checkCurrentPassword(auth.user, input.currentPassword, ip);
        const owner = await users.findByEmail(input.email);
        if (owner && owner.id !== auth.user.id) throw emailTaken();
        changes.email = input.email;
      }
      try {
        return toUserView(await users.updateProfile(auth.user.id, changes));
      } catch (error) {
        if (error instanceof EmailTakenError) throw emailTaken();
        throw error;
      }
    },

    /** Changes the password after checking the current one; other sessions are signed out. */
    async updatePassword(
      auth: TAuthContext,
      input: TUpdatePasswordRequest,
      ip: string,
    ): Promise<void> {
      await checkCurrentPassword(auth.user, input.currentPassword, ip);
      const policyProblem = checkPasswordPolicy(input.newPassword);
      if (policyProblem) throw invalidField('newPassword', policyProblem);
      const passwordHash = await hashPassword(input.newPassword);
      await passwords.changePassword(auth.user.id, passwordHash, auth.sessionId);
    },
  };
}

export type TProfileService = ReturnType<typeof createProfileService>;
