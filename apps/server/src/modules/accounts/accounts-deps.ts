import type { preHandlerAsyncHookHandler } from 'fastify';
import type { TRateLimits } from '../../lib/rate-limit';
import type { TAuthService } from './auth.service';
import type { TPasswordResetService } from './password-reset.service';
import type { TProfileService } from './profile.service';

/** What the account routes need: services, rate limits and the authenticate pre-handler. */
export interface TAccountsDeps {
  auth: TAuthService;
  profile: TProfileService;
  passwordReset: TPasswordResetService;
  rateLimits: TRateLimits;
  authenticate: preHandlerAsyncHookHandler;
}
