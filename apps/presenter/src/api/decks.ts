import {
  API_PATHS,
  type TCreateOptionRequest,
  type TCreatePresentationRequest,
  type TCreateSlideRequest,
  type TDeckShares,
  type TUpdateDeckSharesRequest,
  type TOption,
  type TPresentation,
  type TRoster,
  type TPresentationListResponse,
  type TSlide,
  type TSortOptionsRequest,
  type TSortSlidesRequest,
  type TUpdateOptionRequest,
  type TUpdatePresentationRequest,
  type TUpdateSlideRequest,
} from '@crowdeck/core';
import { api, getById, withId } from './client';

/** `/api/<thing>/<verb>/<id>/` */
/** The signed-in user's presentations, most recently edited first. */
export const listPresentations = () =>
  api.get<TPresentationListResponse>(API_PATHS.presentationList);

/** Creates an empty presentation. */
export const createPresentation = (body: TCreatePresentationRequest = {}) =>
  api.post<TPresentation>(API_PATHS.presentationCreate, body);

/** Copies a presentation with its slides and options. */
export const duplicatePresentation = (id: string) =>
  api.post<TPresentation>(withId(API_PATHS.presentationDuplicate, id));

/** Deletes a presentation for good. */
export const deletePresentation = (id: string) =>
  api.delete<unknown>(withId(API_PATHS.presentationDelete, id));

/** Who the deck is shared with in the owner's organisation, and who it could be. */
export const fetchDeckShares = getById<TDeckShares>(API_PATHS.presentationShares);

/** Replaces the deck's sharing; members left out lose access at once. */
export const updateDeckShares = (id: string, body: TUpdateDeckSharesRequest) =>
  api.put<TDeckShares>(withId(API_PATHS.presentationShares, id), body);

/** A presentation with its slides and their options, in order. */
export const fetchPresentation = getById<TPresentation>(API_PATHS.presentationDetail);

/** Changes title, font family or active slide. */
export const updatePresentation = (id: string, body: TUpdatePresentationRequest) =>
  api.put<TPresentation>(withId(API_PATHS.presentationUpdate, id), body);

/** Adds a slide of a type, after another one or at the end. */
export const createSlide = (body: TCreateSlideRequest) =>
  api.post<TSlide>(API_PATHS.slideCreate, body);

/** Changes a slide's question, image, layout or settings. */
export const updateSlide = (id: string, body: TUpdateSlideRequest) =>
  api.put<TSlide>(withId(API_PATHS.slideUpdate, id), body);

/** Puts the slides of a presentation in a new order. */
export const sortSlides = (body: TSortSlidesRequest) => api.put<unknown>(API_PATHS.slideSort, body);

/** Copies a slide right after itself. */
export const duplicateSlide = (id: string) =>
  api.post<TSlide>(withId(API_PATHS.slideDuplicate, id));

/** Deletes a slide and its options. */
export const deleteSlide = (id: string) => api.delete<unknown>(withId(API_PATHS.slideDelete, id));

/** Adds an answer option at the end of a slide. */
export const createOption = (body: TCreateOptionRequest) =>
  api.post<TOption>(API_PATHS.optionCreate, body);

/** Changes an option's text, colour, correctness or image. */
export const updateOption = (id: string, body: TUpdateOptionRequest) =>
  api.put<TOption>(withId(API_PATHS.optionUpdate, id), body);

/** Puts the options of a slide in a new order. */
export const sortOptions = (body: TSortOptionsRequest) =>
  api.put<unknown>(API_PATHS.optionSort, body);

/** Deletes an option. */
export const deleteOption = (id: string) => api.delete<unknown>(withId(API_PATHS.optionDelete, id));

/** The deck's roster of real names (roster decks). */
export const fetchRoster = getById<TRoster>(API_PATHS.presentationRoster);

/** Replaces the roster with an upload: a CSV's first column or one name a line. */
export const uploadRoster = (id: string, text: string) =>
  api.put<TRoster>(withId(API_PATHS.presentationRoster, id), { text });
