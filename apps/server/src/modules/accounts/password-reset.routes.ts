import {
  API_PATHS,
  ZForgotPasswordRequestSchema,
  ZOkResponseSchema,
  ZResetPasswordRequestSchema,
} from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_ERROR_RESPONSES } from '../../http/openapi-schema';
import type { TAccountsDeps } from './accounts-deps';

const tags = ['accounts'];
const errors = ACCOUNT_ERROR_RESPONSES;

/** Forgot password (mail a link) and reset password (use it). */
export function registerPasswordResetRoutes(app: FastifyInstance, deps: TAccountsDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    API_PATHS.usersForgotPassword,
    {
      schema: {
        tags,
        summary: 'Mail a password-reset link (answers the same for unknown emails)',
        body: ZForgotPasswordRequestSchema,
        response: { 200: ZOkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { email } = request.body;
      await deps.rateLimits.consume('forgotPerIp', request.ip);
      await deps.rateLimits.consume('forgotPerAccount', email);
      await deps.passwordReset.assertPasswordsAllowed(email);
      // Not awaited: the answer must not depend on whether the account exists.
      deps.passwordReset.requestReset(email, request.headers['accept-language']);
      return { ok: true as const };
    },
  );

  api.post(
    API_PATHS.usersResetPassword,
    {
      schema: {
        tags,
        summary: 'Set a new password with a mailed reset token',
        body: ZResetPasswordRequestSchema,
        response: { 200: ZOkResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deps.rateLimits.consume('resetPerIp', request.ip);
      await deps.passwordReset.resetPassword(request.body);
      return { ok: true as const };
    },
  );
}
