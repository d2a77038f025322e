import {
  API_PATHS,
  ZOkResponseSchema,
  ZUpdatePasswordRequestSchema,
  ZUpdateProfileRequestSchema,
  ZUserSchema,
} from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth } from '../../http/authenticate';
import type { TAccountsDeps } from './accounts-deps';
import { toUserView } from './user-view';

/** The signed-in user's profile and password. */
export function registerUsersRoutes(app: FastifyInstance, deps: TAccountsDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    API_PATHS.usersProfile,
    { preHandler: deps.authenticate, schema: { response: { 200: ZUserSchema } } },
    async (request) => toUserView(getAuth(request).user),
  );

  api.put(
    API_PATHS.usersUpdate,
    {
      preHandler: deps.authenticate,
      schema: { body: ZUpdateProfileRequestSchema, response: { 200: ZUserSchema } },
    },
    async (request) => deps.profile.updateProfile(getAuth(request), request.body),
  );

  api.put(
    API_PATHS.usersUpdatePassword,
    {
      preHandler: deps.authenticate,
      schema: { body: ZUpdatePasswordRequestSchema, response: { 200: ZOkResponseSchema } },
    },
    async (request) => {
      await deps.profile.updatePassword(getAuth(request), request.body);
      return { ok: true as const };
    },
  );
}
