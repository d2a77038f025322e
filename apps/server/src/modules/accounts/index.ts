import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TDatabase } from '../../db/client';
import { createAuthenticate } from '../../http/authenticate';
import { UNUSABLE_PASSWORD_HASH } from '../../lib/password';
import type { TBackgroundTasks } from '../../lib/background-tasks';
import type { TMailer } from '../../lib/mailer';
import type { TRateLimits } from '../../lib/rate-limit';
import { registerAuthRoutes } from './auth.routes';
import { createAuthService, type TAuthContext, type TAuthService } from './auth.service';
import { createCurrentPasswordCheck } from './current-password';
import { registerPasswordResetRoutes } from './password-reset.routes';
import { createPasswordResetService } from './password-reset.service';
import { createPasswordsRepository } from './passwords.repository';
import { createProfileService } from './profile.service';
import { withSessionEvents, type TEndedSessions } from './session-events';
import { createSessionsRepository } from './sessions.repository';
import { createSlidePresentation } from './slide-presentation.repository';
import { registerUsersRoutes } from './users.routes';
import { createUsersRepository } from './users.repository';

/**
 * Wires the accounts module (repositories → services → routes) into the app and returns the
 * authenticate pre-handler other modules put in front of their routes.
 */
export function registerAccounts(
  app: FastifyInstance,
  deps: {
    db: TDatabase;
    mailer: TMailer;
    rateLimits: TRateLimits;
    background: TBackgroundTasks;
    presenterUrl: string;
    /** Whether the address must sign in through its organisation's provider (no passwords). */
    isSsoRequiredFor(email: string): Promise<boolean>;
    /** Sessions ended (sign-out, password change or reset): their live sockets must go. */
    onSessionsEnded?(ended: TEndedSessions): void;
  },
): {
  authenticate: preHandlerAsyncHookHandler;
  /** The session of a bearer token, or null (the presenter's socket signs in with it). */
  findSession: (token: string) => Promise<TAuthContext | null>;
  /** Starts a session for a user signed in through single sign-on. */
  startSession: TAuthService['startSession'];
  /** Makes the password unusable and ends every session of the user (single sign-on takes over). */
  dropPassword: (userId: string) => Promise<void>;
} {
  const users = createUsersRepository(deps.db);
  const { sessions, passwords } = withSessionEvents(
    {
      sessions: createSessionsRepository(deps.db),
      passwords: createPasswordsRepository(deps.db),
    },
    (ended) => deps.onSessionsEnded?.(ended),
  );
  const auth = createAuthService({
    users,
    sessions,
    background: deps.background,
    isSsoRequiredFor: deps.isSsoRequiredFor,
  });
  const routeDeps = {
    auth,
    profile: createProfileService({
      users,
      passwords,
      checkCurrentPassword: createCurrentPasswordCheck(deps.rateLimits),
    }),
    passwordReset: createPasswordResetService({
      users,
      passwords,
      mailer: deps.mailer,
      presenterUrl: deps.presenterUrl,
      background: deps.background,
      isSsoRequiredFor: deps.isSsoRequiredFor,
    }),
    rateLimits: deps.rateLimits,
    authenticate: createAuthenticate(
      (token) => auth.authenticate(token),
      createSlidePresentation(deps.db),
    ),
  };
  registerAuthRoutes(app, routeDeps);
  registerUsersRoutes(app, routeDeps);
  registerPasswordResetRoutes(app, routeDeps);
  return {
    authenticate: routeDeps.authenticate,
    findSession: (token) => auth.authenticate(token),
    startSession: auth.startSession,
    dropPassword: (userId) => passwords.dropPassword(userId, UNUSABLE_PASSWORD_HASH),
  };
}
