import {
  API_PATHS,
  ZAuthResponseSchema,
  ZLoginRequestSchema,
  ZOkResponseSchema,
  ZRegisterRequestSchema,
} from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_ERROR_RESPONSES, BEARER_SECURITY } from '../../http/openapi-schema';
import { ApiError } from '../../http/api-error';
import { getAuth } from '../../http/authenticate';
import { answerOk } from '../../http/ok-answer';
import type { TAccountsDeps } from './accounts-deps';

const tags = ['accounts'];
const errors = ACCOUNT_ERROR_RESPONSES;

/** Register, sign in and sign out. */
export function registerAuthRoutes(app: FastifyInstance, deps: TAccountsDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    API_PATHS.usersCreate,
    {
      schema: {
        tags,
        summary: 'Register an account and sign in',
        body: ZRegisterRequestSchema,
        response: { 201: ZAuthResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Limits come before any lookup or hash. The answer for a taken address stays a 409 (the
      // app signs in with the token register returns, so a taken address cannot answer like a
      // new one); those answers are scarce per address instead. See docs/ARCHITECTURE.md.
      const { email } = request.body;
      await deps.rateLimits.consume('registerPerIp', request.ip);
      await deps.rateLimits.consume('registerPerEmail', email);
      // Taken up front, so parallel requests cannot all pass the check before any is counted;
      // given back when the address was not taken after all.
      await deps.rateLimits.consume('registerTakenPerIp', request.ip);
      try {
        const created = await deps.auth.register(request.body);
        await deps.rateLimits.giveBack('registerTakenPerIp', request.ip).catch(() => undefined);
        return reply.status(201).send(created);
      } catch (error) {
        if (!(error instanceof ApiError && error.statusCode === 409)) {
          await deps.rateLimits.giveBack('registerTakenPerIp', request.ip).catch(() => undefined);
        }
        throw error;
      }
    },
  );

  api.post(
    API_PATHS.authLogin,
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: ZLoginRequestSchema,
        response: { 200: ZAuthResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { email } = request.body;
      await deps.rateLimits.consume('loginPerIp', request.ip);
      await deps.rateLimits.assertNotBlocked('loginPerAccount', email);
      try {
        const session = await deps.auth.login(request.body);
        await deps.rateLimits.reset('loginPerAccount', email);
        return session;
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 401) {
          await deps.rateLimits.consume('loginPerAccount', email).catch(() => undefined);
        }
        throw error;
      }
    },
  );

  api.post(
    API_PATHS.authLogout,
    {
      preHandler: deps.authenticate,
      schema: {
        tags,
        summary: 'Sign out this session',
        security: BEARER_SECURITY,
        response: { 200: ZOkResponseSchema, ...errors },
      },
    },
    async (request) => answerOk(deps.auth.logout(getAuth(request).sessionId)),
  );
}
