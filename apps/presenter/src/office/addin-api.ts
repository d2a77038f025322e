import {
  API_PATHS,
  ZOfficeAddinDeckSchema,
  ZOfficeAddinEmbedSchema,
  type TOfficeAddinDeck,
} from '@crowdeck/core';

/** A refused or failed call: `status` 0 when the server was not reached. */
export class AddinApiError extends Error {
  constructor(readonly status: number) {
    super(`add-in request failed (${status})`);
    this.name = 'AddinApiError';
  }
}

/** What the add-in asks the server, each with its grant's token and nothing else. */
export interface TAddinApi {
  deck(token: string): Promise<TOfficeAddinDeck>;
  embed(token: string): Promise<{ url: string }>;
  moveSlide(token: string, slideId: string): Promise<void>;
  signOut(token: string): Promise<void>;
}

/**
 * A call to the grant routes (under `apiUrl`, '' for this origin) with a grant's token, answering
 * the parsed JSON; an unreachable server or a refusal throws `fail(status)` (0: not reached).
 */
export function createGrantCall(
  apiUrl: string,
  fetcher: typeof fetch,
  fail: (status: number) => Error,
) {
  const base = `${apiUrl}${API_PATHS.officeAddin}`;
  return async (token: string, method: string, path: string, body?: unknown) => {
    let response: Response;
    try {
      response = await fetcher(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? null : JSON.stringify(body),
      });
    } catch {
      throw fail(0);
    }
    if (!response.ok) throw fail(response.status);
    return (await response.json()) as unknown;
  };
}

/** The add-in's API over fetch, to `apiUrl` ('' for this origin). */
export function createAddinApi(apiUrl: string, fetcher: typeof fetch = fetch): TAddinApi {
  const call = createGrantCall(apiUrl, fetcher, (status) => new AddinApiError(status));
  return {
    deck: async (token) => ZOfficeAddinDeckSchema.parse(await call(token, 'GET', 'deck/')),
    embed: async (token) => ZOfficeAddinEmbedSchema.parse(await call(token, 'POST', 'embed/')),
    moveSlide: async (token, slideId) => {
      await call(token, 'PUT', 'slide/', { slideId });
    },
    signOut: async (token) => {
      await call(token, 'DELETE', 'grant/');
    },
  };
}
