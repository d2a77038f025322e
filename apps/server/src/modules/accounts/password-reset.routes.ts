import {
  API_PATHS,
  ZForgotPasswordRequestSchema,
  ZOkResponseSchema,
  ZResetPasswordRequestSchema,
} from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAccountsDeps } from './accounts-deps';

/** Forgot password (mail a link) and reset password (use it). */
export function registerPasswordResetRoutes(app: FastifyInstance, deps: TAccountsDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    API_PATHS.usersForgotPassword,
    { schema: { body: ZForgotPasswordRequestSchema, response: { 200: ZOkResponseSchema } } },
    async (request) => {
      const { email } = request.body;
      await deps.rateLimits.consume('forgotPerIp', request.ip);
      await deps.rateLimits.consume('forgotPerAccount', email);
      // Not awaited: the answer must not depend on whether the account exists.
      deps.passwordReset.requestReset(email);
      return { ok: true as const };
    },
  );

  api.post(
    API_PATHS.usersResetPassword,
    { schema: { body: ZResetPasswordRequestSchema, response: { 200: ZOkResponseSchema } } },
    async (request) => {
      await deps.passwordReset.resetPassword(request.body);
      return { ok: true as const };
    },
  );
}
