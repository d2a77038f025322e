import {
  API_PATHS,
  ZApiErrorSchema,
  ZDeleteAccountRequestSchema,
  ZParticipantDataSchema,
  ZRunParticipantParamsSchema,
} from '@crowdeck/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth } from '../../http/authenticate';
import {
  ACCOUNT_ERROR_RESPONSES,
  AUTHED_ERROR_RESPONSES,
  BEARER_SECURITY,
  authedRoute,
} from '../../http/openapi-schema';
import type { TRateLimits } from '../../lib/rate-limit';
import { bearerTokenOf } from '../../policies';
import type { TAccountArchive } from './account-archive';
import type { TAccountDeletion } from './account-deletion';
import type { TParticipantDataService } from './participant-data.service';

const tags = ['privacy'];

/**
 * Data subjects' rights: a participant reads and deletes its own data (Bearer: its participant
 * token), the deck's owner deletes a participant's, an account holder downloads everything and
 * deletes the account.
 */
export function registerRightsRoutes(
  app: FastifyInstance,
  deps: {
    participantData: TParticipantDataService;
    archive: TAccountArchive;
    deletion: TAccountDeletion;
    authenticate: preHandlerAsyncHookHandler;
    rateLimits: Pick<TRateLimits, 'consume'>;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = authedRoute(deps.authenticate, tags, AUTHED_ERROR_RESPONSES);
  const accountRoute = authedRoute(deps.authenticate, tags, ACCOUNT_ERROR_RESPONSES);
  const participantToken = (request: { headers: { authorization?: string | undefined } }) =>
    bearerTokenOf(request.headers.authorization);
  /** A participant's own data, read or deleted: counted per address (hashed), before the token. */
  const limitParticipantData = async (request: { ip: string }) =>
    deps.rateLimits.consume('participantDataPerIp', request.ip);
  /** The options of a route of a participant's own data: rate-limited, documented as Bearer. */
  const participantDataRoute = <TResponse>(summary: string, response: TResponse) => ({
    preValidation: limitParticipantData,
    schema: { tags, security: BEARER_SECURITY, summary, response },
  });

  api.get(
    API_PATHS.participantData,
    participantDataRoute(
      'A participant’s own data in its run (Bearer: its participant token): nickname, answers, Q&A questions',
      { 200: ZParticipantDataSchema, 401: ZApiErrorSchema, 429: ZApiErrorSchema },
    ),
    async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(await deps.participantData.read(participantToken(request))),
  );

  api.delete(
    API_PATHS.participantData,
    participantDataRoute(
      'A participant deletes its own nickname, answers, words and Q&A questions (Bearer: its participant token); results are recomputed',
      { 204: z.null(), 401: ZApiErrorSchema, 429: ZApiErrorSchema },
    ),
    async (request, reply) => {
      await deps.participantData.eraseOwn(participantToken(request));
      return reply.code(204).send(null);
    },
  );

  api.delete(
    `${API_PATHS.reportParticipant}:id/:participantId/`,
    route(
      'The deck’s owner deletes one participant’s data from a run; results, report and exports are recomputed',
      {
        params: ZRunParticipantParamsSchema,
        response: { 204: z.null() },
      },
    ),
    async (request, reply) => {
      const { id, participantId } = request.params;
      await deps.participantData.eraseForOwner(getAuth(request).user.id, id, participantId);
      return reply.code(204).send(null);
    },
  );

  api.get(
    API_PATHS.usersArchive,
    route(
      'Download all the account’s data as a zip: profile, decks with slides, runs with their reports and answers (JSON), and the decks’ images',
      {
        response: { 200: z.unknown().describe('The zip archive') },
      },
    ),
    async (request, reply) => {
      const file = await deps.archive.open(getAuth(request).user.id);
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="${file.name}"`)
        .header('Cache-Control', 'no-store')
        .send(file.body);
    },
  );

  api.delete(
    API_PATHS.usersAccount,
    accountRoute(
      'Delete the account and everything in it (currentPassword, or for a single sign-on account its email typed as confirmation)',
      {
        body: ZDeleteAccountRequestSchema,
        response: { 204: z.null() },
      },
    ),
    async (request, reply) => {
      await deps.deletion.deleteAccount(getAuth(request).user, request.body, request.ip);
      return reply.code(204).send(null);
    },
  );
}
