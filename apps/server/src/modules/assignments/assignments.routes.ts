import {
  API_PATHS,
  ZAssignmentAnswerSchema,
  ZAssignmentCodeSchema,
  ZAssignmentCreateSchema,
  ZAssignmentInfoSchema,
  ZAssignmentJoinSchema,
  ZAssignmentListSchema,
  ZAssignmentNextSchema,
  ZAssignmentProgressSchema,
  ZAssignmentSchema,
  ZAssignmentTokenBodySchema,
  ZIdParamsSchema,
  ZLiveErrorSchema,
} from '@crowdeck/core';
import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth } from '../../http/authenticate';
import type { TRateLimits } from '../../lib/rate-limit';
import { AUTHED_ERROR_RESPONSES, authedRoute } from '../../http/openapi-schema';
import { LiveError } from '../live/errors';
import type { TAssignmentsService } from './assignments.service';

const tags = ['assignments'];
const errors = AUTHED_ERROR_RESPONSES;
const phoneErrors = {
  400: ZLiveErrorSchema,
  403: ZLiveErrorSchema,
  404: ZLiveErrorSchema,
  409: ZLiveErrorSchema,
};
const ZCodeParamsSchema = z.strictObject({ code: ZAssignmentCodeSchema });
const ZParticipantParamsSchema = z.strictObject({
  id: z.string().max(64),
  participantId: z.string().max(64),
});

/** HTTP status of a phone's refusal: its body is the live engine's refusal ({code, message}). */
function statusOf(error: LiveError): 400 | 403 | 404 | 409 {
  if (error.code === 'not_found') return 404;
  if (error.code === 'invalid_input') return 400;
  // A nickname, or a sign-in not trusted here, where the organisation's sign-in is asked for.
  if (error.code === 'identity_required') return 403;
  return 409;
}

/** Runs a phone's request, answering a refusal in the live engine's words. */
async function phone<T>(reply: FastifyReply, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof LiveError) {
      return reply.status(statusOf(error)).send(error.toLiveError());
    }
    throw error;
  }
}

/**
 * Assignments: the presenter's routes (owner only, the same 404 otherwise) and the phone's, which
 * need no account: the link code finds the assignment, the participant's token (in the body,
 * never in an address) finds the participant.
 */
export function registerAssignmentRoutes(
  app: FastifyInstance,
  deps: {
    service: TAssignmentsService;
    authenticate: preHandlerAsyncHookHandler;
    rateLimits: TRateLimits;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = authedRoute(deps.authenticate, tags, errors);
  const userId = (request: Parameters<typeof getAuth>[0]) => getAuth(request).user.id;
  const play = API_PATHS.assignmentPlay;

  api.post(
    API_PATHS.assignments,
    route('Creates a self-paced assignment of a deck (its slides as they are now)', {
      body: ZAssignmentCreateSchema,
      response: { 201: ZAssignmentSchema },
    }),
    async (request, reply) => {
      const created = await deps.service.create(userId(request), request.body);
      return reply.status(201).send(created);
    },
  );

  api.get(
    `${API_PATHS.assignments}deck/:id/`,
    route('A deck’s assignments, newest first', {
      params: ZIdParamsSchema,
      response: { 200: ZAssignmentListSchema },
    }),
    async (request) => deps.service.list(userId(request), request.params.id),
  );

  api.post(
    `${API_PATHS.assignments}:id/close/`,
    route('Closes an assignment now: no participant starts or answers after', {
      params: ZIdParamsSchema,
      response: { 200: ZAssignmentSchema },
    }),
    async (request) => deps.service.close(userId(request), request.params.id),
  );

  api.post(
    `${API_PATHS.assignments}:id/participants/:participantId/remove/`,
    route(
      'Removes a participant from an assignment: their answers leave its results and they cannot take it again',
      {
        params: ZParticipantParamsSchema,
        response: { 200: ZAssignmentSchema },
      },
    ),
    async (request) =>
      deps.service.removeParticipant(
        userId(request),
        request.params.id,
        request.params.participantId,
      ),
  );

  api.get(
    `${play}:code/`,
    {
      schema: {
        tags,
        summary: 'What a participant sees before starting an assignment',
        params: ZCodeParamsSchema,
        response: { 200: ZAssignmentInfoSchema, ...phoneErrors },
      },
    },
    async (request, reply) => phone(reply, () => deps.service.info(request.params.code)),
  );

  api.post(
    `${play}:code/join/`,
    {
      preValidation: async (request) => deps.rateLimits.consume('assignmentJoinPerIp', request.ip),
      schema: {
        tags,
        summary:
          'Starts an assignment with a nickname or the organisation’s signed identity, or comes back with the phone’s token (or the same identity)',
        params: ZCodeParamsSchema,
        body: ZAssignmentJoinSchema,
        response: { 200: ZAssignmentProgressSchema, ...phoneErrors },
      },
    },
    async (request, reply) =>
      phone(reply, () => deps.service.join(request.params.code, request.body)),
  );

  api.post(
    `${play}:code/state/`,
    {
      schema: {
        tags,
        summary: 'Where the participant is in the assignment',
        params: ZCodeParamsSchema,
        body: ZAssignmentTokenBodySchema,
        response: { 200: ZAssignmentProgressSchema, ...phoneErrors },
      },
    },
    async (request, reply) =>
      phone(reply, () => deps.service.state(request.params.code, request.body.token)),
  );

  api.post(
    `${play}:code/answer/`,
    {
      schema: {
        tags,
        summary: 'Answers the participant’s current slide and moves them on',
        params: ZCodeParamsSchema,
        body: ZAssignmentAnswerSchema,
        response: { 200: ZAssignmentProgressSchema, ...phoneErrors },
      },
    },
    async (request, reply) =>
      phone(reply, () => deps.service.answer(request.params.code, request.body)),
  );

  api.post(
    `${play}:code/next/`,
    {
      schema: {
        tags,
        summary: 'Moves past the current slide without answering it',
        params: ZCodeParamsSchema,
        body: ZAssignmentNextSchema,
        response: { 200: ZAssignmentProgressSchema, ...phoneErrors },
      },
    },
    async (request, reply) =>
      phone(reply, () => deps.service.next(request.params.code, request.body)),
  );
}
