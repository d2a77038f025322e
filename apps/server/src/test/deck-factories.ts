import {
  API_PATHS,
  type TAnswerFormat,
  type TPresentation,
  type TSlide,
  type TSlideType,
} from '@crowdeck/core';
import type { TApp } from '../app';
import { bearer } from './test-app';

/** Sends a JSON request (authenticated unless `token` is null) and returns the raw response. */
export function call(
  app: TApp,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: token === null ? {} : bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Sends a request that must succeed and returns its JSON body. */
export async function callOk<T>(
  app: TApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<T> {
  const response = await call(app, token, method, url, payload);
  if (response.statusCode >= 300) {
    throw new Error(`${method} ${url} → ${response.statusCode}: ${response.body}`);
  }
  return response.json() as T;
}

/** Creates an empty presentation (with the request body given) and answers it. */
function createPresentation(
  app: TApp,
  token: string,
  body: { title: string } | object | undefined,
) {
  return callOk<TPresentation>(app, token, 'POST', API_PATHS.presentationCreate, body);
}

/** Creates a presentation with one slide of each given type (in order) and returns its detail. */
export async function createDeck(
  app: TApp,
  token: string,
  types: TSlideType[] = [],
  title?: string,
): Promise<TPresentation> {
  const created = await createPresentation(app, token, title === undefined ? {} : { title });
  for (const type of types) {
    const slide = await callOk<TSlide>(app, token, 'POST', API_PATHS.slideCreate, {
      presentationId: created.id,
      type,
    });
    // Blank options are never shown nor answerable, so the factory's options say something.
    for (const [index, option] of slide.options.entries()) {
      await callOk(app, token, 'PUT', `${API_PATHS.optionUpdate}${option.id}/`, {
        text: `Option ${String.fromCharCode(65 + index)}`,
      });
    }
  }
  return getDeck(app, token, created.id);
}

/** The presentation's detail as its owner sees it. */
export function getDeck(app: TApp, token: string, id: string): Promise<TPresentation> {
  return callOk<TPresentation>(app, token, 'GET', `${API_PATHS.presentationDetail}${id}/`);
}

/**
 * Creates a presentation (titled `title` when given) of slides of the given types and answer
 * formats, its quizzes and polls created with `optionTexts`, and returns its detail.
 */
export async function createDeckOf(
  app: TApp,
  token: string,
  slides: Array<{ type: TSlideType; format?: TAnswerFormat | undefined }>,
  optionTexts: string[],
  title?: string,
): Promise<TPresentation> {
  const created = await createPresentation(app, token, title === undefined ? undefined : { title });
  for (const { type, format } of slides) {
    await callOk(app, token, 'POST', API_PATHS.slideCreate, {
      presentationId: created.id,
      type,
      ...(format ? { format } : {}),
      ...(type === 'quiz' || type === 'poll' ? { optionTexts } : {}),
    });
  }
  return getDeck(app, token, created.id);
}
