import {
  API_PATHS,
  ZAcceptInvitationRequestSchema,
  ZInviteRequestSchema,
  ZMemberRoleRequestSchema,
  ZOkResponseSchema,
  ZOrganisationInvitationSchema,
  ZOrganisationMemberSchema,
  ZOrganisationSchema,
} from '@crowdeck/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth } from '../../http/authenticate';
import { answerOk } from '../../http/ok-answer';
import type { TAuthContext } from '../accounts/auth.service';
import type { TOrganisationsService } from './organisations.service';
import { organisationRoute, ZOrganisationIdParams } from './organisation-route';

/** The caller's organisation: members, roles and invitations (each route checks the role). */
export function registerOrganisationRoutes(
  app: FastifyInstance,
  deps: { service: TOrganisationsService; authenticate: preHandlerAsyncHookHandler },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = organisationRoute(deps.authenticate);
  /** DELETE at `path` and an id: `remove` is done for the caller, and the answer is ok. */
  const deleteById = (
    path: string,
    summary: string,
    remove: (auth: TAuthContext, id: string) => Promise<unknown>,
  ) =>
    api.delete(
      `${path}:id/`,
      route(summary, { params: ZOrganisationIdParams, response: { 200: ZOkResponseSchema } }),
      async (request) => answerOk(remove(getAuth(request), request.params.id)),
    );

  api.get(
    API_PATHS.organisation,
    route("The caller's organisation and role, or null", {
      response: { 200: z.object({ organisation: ZOrganisationSchema.nullable() }) },
    }),
    async (request) => ({ organisation: await deps.service.mine(getAuth(request)) }),
  );

  api.get(
    API_PATHS.organisationMembers,
    route('Members with their role and last sign-in (owners and admins)', {
      response: { 200: z.object({ members: z.array(ZOrganisationMemberSchema) }) },
    }),
    async (request) => ({ members: await deps.service.members(getAuth(request)) }),
  );

  api.put(
    `${API_PATHS.organisationMembers}:id/`,
    route("Change a member's role (the owner role by owners only; one owner stays)", {
      params: ZOrganisationIdParams,
      body: ZMemberRoleRequestSchema,
      response: { 200: ZOkResponseSchema },
    }),
    async (request) =>
      answerOk(deps.service.setRole(getAuth(request), request.params.id, request.body.role)),
  );

  deleteById(
    API_PATHS.organisationMembers,
    'Remove a member, or leave (their decks stay theirs)',
    deps.service.remove,
  );

  api.get(
    API_PATHS.organisationInvitations,
    route('Pending invitations (owners and admins)', {
      response: {
        200: z.object({ invitations: z.array(ZOrganisationInvitationSchema) }),
      },
    }),
    async (request) => ({ invitations: await deps.service.invitations(getAuth(request)) }),
  );

  api.post(
    API_PATHS.organisationInvitations,
    route('Invite by email: a single-use link is mailed', {
      body: ZInviteRequestSchema,
      response: { 201: ZOrganisationInvitationSchema },
    }),
    async (request, reply) => {
      reply.code(201);
      return deps.service.invite(
        getAuth(request),
        request.body,
        request.headers['accept-language'],
      );
    },
  );

  deleteById(
    API_PATHS.organisationInvitations,
    'Revoke a pending invitation',
    deps.service.revokeInvitation,
  );

  api.post(
    API_PATHS.organisationAccept,
    route('Accept an invitation sent to the signed-in address', {
      body: ZAcceptInvitationRequestSchema,
      response: { 200: ZOrganisationSchema },
    }),
    async (request) => deps.service.accept(getAuth(request), request.body.token),
  );
}
