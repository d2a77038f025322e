import {
  API_PATHS,
  ZOfficeGrantCreatedSchema,
  ZOOM_APP_PATHS,
  ZPresentationListResponseSchema,
  type TPresentationSummary,
  type TZoomConnectMessage,
} from '@crowdeck/core';
import { withNext } from '../app/continue-path';

/** A call of the sign-in window failed: `status` 0 when the server was not reached. */
export class ConnectCallError extends Error {
  constructor(readonly status: number) {
    super(`request failed (${status})`);
  }
}

/**
 * The Zoom app's sign-in window, on the Crowdeck origin with the presenter's own session: list
 * the presenter's decks, grant one to the Zoom app (client `zoom`) and hand the grant to the page
 * that opened the window (postMessage to this origin only). Without a session it goes through
 * the app's sign-in first and comes back.
 */
export function createConnectFlow(deps: {
  apiUrl: string;
  token: string | null;
  /** The Zoom page that opened this window (null: opened by hand). */
  /** The window that opened this one (only its one-origin form of postMessage is used). */
  opener: { postMessage(message: unknown, targetOrigin: string): void } | null;
  origin: string;
  fetcher?: typeof fetch;
  go: (address: string) => void;
  close: () => void;
}) {
  const fetcher = deps.fetcher ?? fetch;
  const signIn = () => deps.go(withNext('/login', ZOOM_APP_PATHS.connectRoute));
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetcher(`${deps.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${deps.token ?? ''}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? null : JSON.stringify(body),
      });
    } catch {
      throw new ConnectCallError(0);
    }
    if (response.status === 401) signIn();
    if (!response.ok) throw new ConnectCallError(response.status);
    return response.json() as Promise<unknown>;
  };
  const send = (message: TZoomConnectMessage) => deps.opener?.postMessage(message, deps.origin);

  return {
    /** True when the window went to the sign-in first. */
    needsSignIn(): boolean {
      if (deps.token) return false;
      signIn();
      return true;
    },
    async decks(): Promise<TPresentationSummary[]> {
      return ZPresentationListResponseSchema.parse(await call('GET', API_PATHS.presentationList))
        .presentations;
    },
    /** Grants the Zoom app one deck, hands it to the Zoom page and closes this window. */
    async grant(deck: Pick<TPresentationSummary, 'id' | 'title'>): Promise<void> {
      const made = ZOfficeGrantCreatedSchema.parse(
        await call('POST', API_PATHS.officeGrants, { presentationId: deck.id, client: 'zoom' }),
      );
      send({
        type: 'crowdeck-zoom-granted',
        token: made.token,
        presentationId: made.grant.presentationId,
        presentationTitle: made.grant.presentationTitle,
      });
      deps.close();
    },
    cancel(): void {
      send({ type: 'crowdeck-zoom-cancelled' });
      deps.close();
    },
  };
}
