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
import { REMOTE_SLIDE_PARAM } from '../../../http/authenticate';
import { presenterRoute } from '../realtime/presenter-routes';
import type { TLiveDataService } from './data.service';

// Reads of a slide's results are open to the deck's phone remote; the hide switch is not.
const remote = REMOTE_SLIDE_PARAM;
const params = ZIdParamsSchema;

/** The presenter's reads of live results and the hide switch; owner-only (404 otherwise). */
export const liveDataRoutes = (data: TLiveDataService) => [
  presenterRoute('GET', `${API_PATHS.slideResults}:id/`, {
    summary: 'Aggregated results of a slide',
    params,
    ok: ZSlideResultsSchema,
    remote,
    handle: (ownerId, request) => data.results(ownerId, request.params.id),
  }),
  presenterRoute('GET', `${API_PATHS.slideLeaderboard}:id/`, {
    summary: 'Top 10 after the quiz questions up to this slide',
    params,
    ok: ZLeaderboardResponseSchema,
    remote,
    handle: (ownerId, request) => data.leaderboard(ownerId, request.params.id),
  }),
  presenterRoute('GET', `${API_PATHS.wordSlide}:id/`, {
    summary: 'Word-cloud words with counts, and every entry',
    params,
    ok: ZWordListResponseSchema,
    remote,
    tags: ['words'],
    handle: (ownerId, request) => data.words(ownerId, request.params.id),
  }),
  presenterRoute('GET', `${API_PATHS.wordSlideOpenEnded}:id/`, {
    summary: 'Open-ended answers, newest first',
    params,
    ok: ZOpenEndedListResponseSchema,
    remote,
    tags: ['words'],
    handle: (ownerId, request) => data.openEnded(ownerId, request.params.id),
  }),
  presenterRoute('PUT', `${API_PATHS.wordHide}:id/`, {
    summary: 'Hide or show one word or open-ended answer',
    params,
    body: ZHideEntryRequestSchema,
    ok: ZEntryViewSchema,
    tags: ['words'],
    handle: (ownerId, request) => data.hide(ownerId, request.params.id, request.body.hidden),
  }),
];
