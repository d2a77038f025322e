import {
  API_PATHS,
  ZOkResponseSchema,
  ZUpdatePasswordRequestSchema,
  ZUpdateProfileRequestSchema,
  ZUserSchema,
} from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_ERROR_RESPONSES, BEARER_SECURITY } from '../../http/openapi-schema';
import { getAuth } from '../../http/authenticate';
import type { TAccountsDeps } from './accounts-deps';
import { toUserView } from './user-view';

const tags = ['accounts'];
const security = BEARER_SECURITY;
const errors = ACCOUNT_ERROR_RESPONSES;

/** The signed-in user's profile and password. */
export function registerUsersRoutes(app: FastifyInstance, deps: TAccountsDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    API_PATHS.usersProfile,
    {
      preHandler: deps.authenticate,
      schema: {
        tags,
        security,
        summary: "The signed-in user's profile",
        response: { 200: ZUserSchema, ...errors },
      },
    },
    async (request) => toUserView(getAuth(request).user),
  );

  api.put(
    API_PATHS.usersUpdate,
    {
      preHandler: deps.authenticate,
      schema: {
        tags,
        security,
        summary: 'Change name or email (a new email needs currentPassword)',
        body: ZUpdateProfileRequestSchema,
        response: { 200: ZUserSchema, ...errors },
      },
    },
    async (request) => deps.profile.updateProfile(getAuth(request), request.body, request.ip),
  );

  api.put(
    API_PATHS.usersUpdatePassword,
    {
      preHandler: deps.authenticate,
      schema: {
        tags,
        security,
        summary: 'Change the password; other sessions are signed out',
        body: ZUpdatePasswordRequestSchema,
        response: { 200: ZOkResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deps.profile.updatePassword(getAuth(request), request.body, request.ip);
      return { ok: true as const };
    },
  );
}
