import {
  API_ERROR_CODES,
  type TAuthResponse,
  type TLoginRequest,
  type TRegisterRequest,
} from '@crowdeck/core';
import type { TUserRow } from '../../db/schema';
import { ApiError, emailTaken, fieldRefusal, invalidField } from '../../http/api-error';
import type { TBackgroundTasks } from '../../lib/background-tasks';
import { checkPasswordPolicy } from '../../lib/password-policy';
import {
  hashPassword,
  isUsablePasswordHash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../lib/password';
import { createOpaqueToken, hashToken, SESSION_TTL_MS } from '../../lib/tokens';
import type { TSessionsRepository } from './sessions.repository';
import { toUserView } from './user-view';
import { EmailTakenError, type TUsersRepository } from './users.repository';

/** Who is making an authenticated request. */
export interface TAuthContext {
  user: TUserRow;
  sessionId: string;
  /** When the session ends by itself (a live socket signed in with it is closed then). */
  expiresAt: Date;
  /** A phone remote's session: the one presentation it may reach; null for a signed-in user. */
  scopePresentationId: string | null;
  /** A remote's pairing session (its sign-out ends the remote too); null otherwise. */
  parentSessionId: string | null;
}

/** 403: this address signs in through its organisation's provider (single sign-on required). */
export const ssoRequired = () => fieldRefusal(403, 'email', 'sso.required');

/** Session writes are skipped if the last recorded use is newer than this. */
const TOUCH_INTERVAL_MS = 60_000;

/** Registration, sign-in, sign-out and bearer-token lookup. */
export function createAuthService(deps: {
  users: TUsersRepository;
  sessions: TSessionsRepository;
  background: TBackgroundTasks;
  /** Whether the address must sign in through its organisation's provider (no passwords). */
  isSsoRequiredFor(email: string): Promise<boolean>;
}) {
  const { users, sessions } = deps;

  async function startSession(user: TUserRow): Promise<TAuthResponse> {
    const token = createOpaqueToken();
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await sessions.insert({ userId: user.id, tokenHash: hashToken(token), expiresAt });
    await users.touchSignIn(user.id);
    return { token, user: toUserView(user) };
  }

  return {
    /** Starts a session for a user signed in another way (single sign-on). */
    startSession,

    /** Creates an account and signs it in. */
    async register(input: TRegisterRequest): Promise<TAuthResponse> {
      if (await deps.isSsoRequiredFor(input.email)) throw ssoRequired();
      const policyProblem = checkPasswordPolicy(input.password);
      if (policyProblem) throw invalidField('password', policyProblem);
      if (await users.findByEmail(input.email)) throw emailTaken();
      const passwordHash = await hashPassword(input.password);
      try {
        const user = await users.insert({ name: input.name, email: input.email, passwordHash });
        return await startSession(user);
      } catch (error) {
        if (error instanceof EmailTakenError) throw emailTaken();
        throw error;
      }
    },

    /** Signs in; the same error, after the same work, whether the email or the password is wrong. */
    async login(input: TLoginRequest): Promise<TAuthResponse> {
      if (await deps.isSsoRequiredFor(input.email)) throw ssoRequired();
      const user = await users.findByEmail(input.email);
      // An account made by single sign-on has no password: the same answer after the same work.
      const ok =
        user && isUsablePasswordHash(user.passwordHash)
          ? await verifyPassword(user.passwordHash, input.password)
          : await verifyAgainstDummy(input.password).then(() => false);
      if (!user || !ok) {
        throw new ApiError(
          401,
          API_ERROR_CODES.invalidCredentials,
          'Email or password is incorrect.',
        );
      }
      return startSession(user);
    },

    /** Revokes one session. */
    async logout(sessionId: string): Promise<void> {
      await sessions.deleteById(sessionId);
    },

    /** The live session behind a bearer token, or null. Records use at most once a minute. */
    async authenticate(token: string): Promise<TAuthContext | null> {
      const found = await sessions.findLive(hashToken(token));
      if (!found) return null;
      const staleBefore = new Date(Date.now() - TOUCH_INTERVAL_MS);
      if (found.session.lastUsedAt < staleBefore) {
        // Off the request path: a lost touch only makes last_used_at a little older.
        deps.background.run(sessions.touch(found.session.id, staleBefore), {
          event: 'session.touch',
        });
      }
      return {
        user: found.user,
        sessionId: found.session.id,
        expiresAt: found.session.expiresAt,
        scopePresentationId: found.session.scopePresentationId,
        parentSessionId: found.session.parentSessionId,
      };
    },
  };
}

export type TAuthService = ReturnType<typeof createAuthService>;
