import {
  API_PATHS,
  ZEntryViewSchema,
  ZHideEntryRequestSchema,
  ZIdParamsSchema,
  ZLeaderboardResponseSchema,
  ZOpenEndedListResponseSchema,
  ZSlideResultsSchema,
  ZWordListResponseSchema,
} from '@crowdeck/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth, REMOTE_SLIDE_PARAM } from '../../../http/authenticate';
import { AUTHED_ERROR_RESPONSES, BEARER_SECURITY } from '../../../http/openapi-schema';
import type { TLiveDataService } from './data.service';

const security = BEARER_SECURITY;
const errors = AUTHED_ERROR_RESPONSES;

/** The presenter's reads of live results and the hide switch; owner-only (404 otherwise). */
export function registerLiveDataRoutes(
  app: FastifyInstance,
  deps: { data: TLiveDataService; authenticate: preHandlerAsyncHookHandler },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = deps.authenticate;
  const ownerId = (request: Parameters<typeof getAuth>[0]) => getAuth(request).user.id;
  // Reads of a slide's results are open to the deck's phone remote; the hide switch is not.
  const read = (summary: string, tag: string) => ({
    preHandler,
    config: { remote: REMOTE_SLIDE_PARAM },
    schema: { tags: [tag], security, summary, params: ZIdParamsSchema },
  });

  api.get(
    `${API_PATHS.slideResults}:id/`,
    withResponse(read('Aggregated results of a slide', 'live'), ZSlideResultsSchema),
    async (request) => deps.data.results(ownerId(request), request.params.id),
  );

  api.get(
    `${API_PATHS.slideLeaderboard}:id/`,
    withResponse(
      read('Top 10 after the quiz questions up to this slide', 'live'),
      ZLeaderboardResponseSchema,
    ),
    async (request) => deps.data.leaderboard(ownerId(request), request.params.id),
  );

  api.get(
    `${API_PATHS.wordSlide}:id/`,
    withResponse(
      read('Word-cloud words with counts, and every entry', 'words'),
      ZWordListResponseSchema,
    ),
    async (request) => deps.data.words(ownerId(request), request.params.id),
  );

  api.get(
    `${API_PATHS.wordSlideOpenEnded}:id/`,
    withResponse(read('Open-ended answers, newest first', 'words'), ZOpenEndedListResponseSchema),
    async (request) => deps.data.openEnded(ownerId(request), request.params.id),
  );

  api.put(
    `${API_PATHS.wordHide}:id/`,
    {
      preHandler,
      schema: {
        tags: ['words'],
        security,
        summary: 'Hide or show one word or open-ended answer',
        params: ZIdParamsSchema,
        body: ZHideEntryRequestSchema,
        response: { 200: ZEntryViewSchema, ...errors },
      },
    },
    async (request) => deps.data.hide(ownerId(request), request.params.id, request.body.hidden),
  );
}

function withResponse<T extends { schema: object }>(options: T, ok: object) {
  return { ...options, schema: { ...options.schema, response: { 200: ok, ...errors } } };
}
