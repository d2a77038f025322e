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
import { authedRoutes, authedUserId as ownerId } from '../../../http/authed-route';
import { REMOTE_SLIDE_PARAM } from '../../../http/authenticate';
import type { TLiveDataService } from './data.service';

/** The presenter's reads of live results and the hide switch; owner-only (404 otherwise). */
export function registerLiveDataRoutes(
  app: FastifyInstance,
  deps: { data: TLiveDataService; authenticate: preHandlerAsyncHookHandler },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = authedRoutes(deps.authenticate, ['live']);
  // Reads of a slide's results are open to the deck's phone remote; the hide switch is not.
  const remote = REMOTE_SLIDE_PARAM;
  const params = ZIdParamsSchema;

  api.get(
    `${API_PATHS.slideResults}:id/`,
    route({ summary: 'Aggregated results of a slide', params, ok: ZSlideResultsSchema, remote }),
    async (request) => deps.data.results(ownerId(request), request.params.id),
  );

  api.get(
    `${API_PATHS.slideLeaderboard}:id/`,
    route({
      summary: 'Top 10 after the quiz questions up to this slide',
      params,
      ok: ZLeaderboardResponseSchema,
      remote,
    }),
    async (request) => deps.data.leaderboard(ownerId(request), request.params.id),
  );

  api.get(
    `${API_PATHS.wordSlide}:id/`,
    route({
      summary: 'Word-cloud words with counts, and every entry',
      params,
      ok: ZWordListResponseSchema,
      remote,
      tags: ['words'],
    }),
    async (request) => deps.data.words(ownerId(request), request.params.id),
  );

  api.get(
    `${API_PATHS.wordSlideOpenEnded}:id/`,
    route({
      summary: 'Open-ended answers, newest first',
      params,
      ok: ZOpenEndedListResponseSchema,
      remote,
      tags: ['words'],
    }),
    async (request) => deps.data.openEnded(ownerId(request), request.params.id),
  );

  api.put(
    `${API_PATHS.wordHide}:id/`,
    route({
      summary: 'Hide or show one word or open-ended answer',
      params,
      body: ZHideEntryRequestSchema,
      ok: ZEntryViewSchema,
      tags: ['words'],
    }),
    async (request) => deps.data.hide(ownerId(request), request.params.id, request.body.hidden),
  );
}
