import {
  API_PATHS,
  type TEmbedToken,
  type TEmbedTokenCreate,
  type TEmbedViewState,
} from '@crowdeck/core';
import { runtimeConfig } from '../config/runtime-config';
import { api, getById, withId } from './client';

/** The presentation's live-embed links (view tokens), oldest first. */
export const getEmbedTokens = getById<TEmbedToken[]>(API_PATHS.embedTokens);

/** A new live-embed link for the presentation. */
export const postEmbedToken = (presentationId: string, body: TEmbedTokenCreate) =>
  api.post<TEmbedToken>(withId(API_PATHS.embedTokens, presentationId), body);

/** Turns a live-embed link off: its frames show that it was turned off. */
export const deleteEmbedToken = (presentationId: string, tokenId: string) =>
  api.delete<{ ok: true }>(
    `${withId(API_PATHS.embedTokens, presentationId)}${encodeURIComponent(tokenId)}/`,
  );

/** What a live embed shows now: its state, `gone` (turned off or unknown), or `error`. */
export type TEmbedRead =
  { kind: 'ok'; state: TEmbedViewState } | { kind: 'gone' } | { kind: 'error' };

/**
 * The public read of a live embed. A plain fetch without the presenter's sign-in: the page is
 * framed by other sites and must never act as anyone.
 */
export async function fetchEmbedView(
  token: string,
  query: { view?: string | null; slide?: string | null },
): Promise<TEmbedRead> {
  const params = new URLSearchParams();
  if (query.view) params.set('view', query.view);
  if (query.slide) params.set('slide', query.slide);
  const search = params.size > 0 ? `?${params.toString()}` : '';
  try {
    const response = await fetch(
      `${runtimeConfig.apiUrl}${withId(API_PATHS.embedView, token)}${search}`,
      { headers: { Accept: 'application/json' }, credentials: 'omit', cache: 'no-store' },
    );
    if (response.status === 404) return { kind: 'gone' };
    if (!response.ok) return { kind: 'error' };
    return { kind: 'ok', state: (await response.json()) as TEmbedViewState };
  } catch {
    return { kind: 'error' };
  }
}
