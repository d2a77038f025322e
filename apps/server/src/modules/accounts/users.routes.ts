import {
  API_PATHS,
  ZOkResponseSchema,
  ZUpdatePasswordRequestSchema,
  ZUpdateProfileRequestSchema,
  ZUserSchema,
} from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_ERROR_RESPONSES, authedRoute } from '../../http/openapi-schema';
import { getAuth } from '../../http/authenticate';
import { answerOk } from '../../http/ok-answer';
import type { TAccountsDeps } from './accounts-deps';
import { toUserView } from './user-view';

const errors = ACCOUNT_ERROR_RESPONSES;

/** The signed-in user's profile and password. */
export function registerUsersRoutes(app: FastifyInstance, deps: TAccountsDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = authedRoute(deps.authenticate, ['accounts'], errors);

  api.get(
    API_PATHS.usersProfile,
    route("The signed-in user's profile", {
      response: { 200: ZUserSchema },
    }),
    async (request) => toUserView(getAuth(request).user),
  );

  api.put(
    API_PATHS.usersUpdate,
    route('Change name or email (a new email needs currentPassword)', {
      body: ZUpdateProfileRequestSchema,
      response: { 200: ZUserSchema },
    }),
    async (request) => deps.profile.updateProfile(getAuth(request), request.body, request.ip),
  );

  api.put(
    API_PATHS.usersUpdatePassword,
    route('Change the password; other sessions are signed out', {
      body: ZUpdatePasswordRequestSchema,
      response: { 200: ZOkResponseSchema },
    }),
    async (request) =>
      answerOk(deps.profile.updatePassword(getAuth(request), request.body, request.ip)),
  );
}
