import {
  API_PATHS,
  ZOOM_API_PATHS,
  ZOfficeAddinEmbedSchema,
  ZZoomJoinSchema,
  ZZoomMeetingLinkedSchema,
  type TZoomJoin,
  type TZoomMeetingLinked,
} from '@crowdeck/core';

/** A refused or failed call: `status` 0 when the server was not reached. */
export class ZoomApiError extends Error {
  constructor(readonly status: number) {
    super(`Zoom app request failed (${status})`);
    this.name = 'ZoomApiError';
  }
}

/** What the Zoom pages ask the server: with the app's grant, or with Zoom's app context only. */
export interface TZoomApi {
  /** Links the meeting of `context` to the grant's presentation. */
  link(token: string, context: string): Promise<TZoomMeetingLinked>;
  /** The join of the presentation linked to the meeting of `context`. */
  join(context: string): Promise<TZoomJoin>;
  /** The live view's address of the grant's presentation. */
  embed(token: string): Promise<string>;
  signOut(token: string): Promise<void>;
}

/** The Zoom pages' API over fetch, to `apiUrl` ('' for this origin). */
export function createZoomApi(apiUrl: string, fetcher: typeof fetch = fetch): TZoomApi {
  const call = async (method: string, path: string, token: string | null, body?: unknown) => {
    let response: Response;
    try {
      response = await fetcher(`${apiUrl}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? null : JSON.stringify(body),
      });
    } catch {
      throw new ZoomApiError(0);
    }
    if (!response.ok) throw new ZoomApiError(response.status);
    return (await response.json()) as unknown;
  };
  return {
    link: async (token, context) =>
      ZZoomMeetingLinkedSchema.parse(await call('PUT', ZOOM_API_PATHS.meeting, token, { context })),
    join: async (context) =>
      ZZoomJoinSchema.parse(await call('POST', ZOOM_API_PATHS.join, null, { context })),
    embed: async (token) =>
      ZOfficeAddinEmbedSchema.parse(await call('POST', `${API_PATHS.officeAddin}embed/`, token))
        .url,
    signOut: async (token) => {
      await call('DELETE', `${API_PATHS.officeAddin}grant/`, token);
    },
  };
}
