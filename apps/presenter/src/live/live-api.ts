import {
  API_PATHS,
  type TPresenterJoinRequest,
  type TRunEnded,
  type TRunStatus,
  type TSlideGameRequest,
  type TSlideNextRequest,
} from '@crowdeck/core';
import { api, getById, withId } from '../api/client';

/** `/api/<thing>/<verb>/<id>/` */
/** Makes a slide the live one for the audience. */
export const putSlideNext = (presentationId: string, body: TSlideNextRequest) =>
  api.put<unknown>(withId(API_PATHS.slideNext, presentationId), body);

/** Starts or closes the quiz question of a slide. */
export const postSlideGame = (slideId: string, body: TSlideGameRequest) =>
  api.post<unknown>(withId(API_PATHS.slideGame, slideId), body);

/** Leaderboard after a slide (top 10, rank changes). */
export const getSlideLeaderboard = getById<unknown>(API_PATHS.slideLeaderboard);

/** Quiz or poll counts of a slide. */
export const getSlideResults = getById<unknown>(API_PATHS.slideResults);

/** Word-cloud words and counts of a slide. */
export const getWordSlide = getById<unknown>(API_PATHS.wordSlide);

/** Open-ended answers of a slide. */
export const getWordSlideOpenEnded = getById<unknown>(API_PATHS.wordSlideOpenEnded);

/** Hides (or shows again) one word or open-ended answer. */
export const putWordHide = (entryId: string, hidden: boolean) =>
  api.put<unknown>(withId(API_PATHS.wordHide, entryId), { hidden });

/** Attaches the presenter's socket to its presentation's room; answers the live snapshot. */
export const postPresenterJoin = (body: TPresenterJoinRequest) =>
  api.post<unknown>(API_PATHS.audiencePresenterJoin, body);

/** Clears every answer, score and word of a presentation. */
export const postPresentationReset = (presentationId: string, uniqueCode: string) =>
  api.post<unknown>(withId(API_PATHS.presentationReset, presentationId), { uniqueCode });

/** Clears the answers of one slide. */
export const postSlideReset = (slideId: string, uniqueCode: string) =>
  api.post<unknown>(withId(API_PATHS.slideReset, slideId), { uniqueCode });

/** The run phones join now: started, ended, how many took part. */
export const getLiveRun = getById<TRunStatus>(API_PATHS.liveRun);

/** Presenting again: carry on with the current run, or start a new one (the old one is kept). */
export const postLiveRun = (presentationId: string, mode: 'continue' | 'new') =>
  api.post<TRunStatus>(withId(API_PATHS.liveRun, presentationId), { mode });

/** Ends the session: phones are told, nobody joins or answers after. */
export const postLiveEnd = (presentationId: string) =>
  api.post<TRunEnded>(withId(API_PATHS.liveEnd, presentationId));
