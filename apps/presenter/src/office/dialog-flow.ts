import {
  API_PATHS,
  OFFICE_ADDIN_PATHS,
  ZOfficeGrantCreatedSchema,
  ZPresentationListResponseSchema,
  type TIntegrationClient,
  type TOfficeDialogMessage,
  type TPresentationSummary,
} from '@crowdeck/core';
import { withNext } from '../app/continue-path';
import type { TOfficeHost } from './office-host';

/** A call of the sign-in window failed: 401 means the session is over. */
export class DialogCallError extends Error {
  constructor(readonly status: number) {
    super(`request failed (${status})`);
  }
}

/**
 * The sign-in window's steps, on the Crowdeck origin with the presenter's own session (its
 * cookie): list the presenter's decks, grant one to the add-in, and hand the grant to the add-in
 * through Office (messageParent). Without a session it goes through the app's sign-in first.
 */
export function createDialogFlow(deps: {
  office: TOfficeHost;
  apiUrl: string;
  token: string | null;
  /** The integration the grant is for: the PowerPoint add-in, or the Outlook add-in. */
  client?: TIntegrationClient;
  fetcher?: typeof fetch;
  go: (address: string) => void;
}) {
  const fetcher = deps.fetcher ?? fetch;
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
      throw new DialogCallError(0);
    }
    if (response.status === 401) {
      deps.go(withNext('/login', OFFICE_ADDIN_PATHS.connect));
    }
    if (!response.ok) throw new DialogCallError(response.status);
    return response.json() as Promise<unknown>;
  };
  const send = (message: TOfficeDialogMessage) =>
    deps.office.context.ui.messageParent(JSON.stringify(message));

  return {
    /** False when the window had to go to the sign-in first. */
    needsSignIn(): boolean {
      if (deps.token) return false;
      deps.go(withNext('/login', OFFICE_ADDIN_PATHS.connect));
      return true;
    },
    async decks(): Promise<TPresentationSummary[]> {
      const list = ZPresentationListResponseSchema.parse(
        await call('GET', API_PATHS.presentationList),
      );
      return list.presentations;
    },
    /** Grants the add-in one deck and hands it over; the add-in closes this window. */
    async grant(deck: Pick<TPresentationSummary, 'id' | 'title'>): Promise<void> {
      const made = ZOfficeGrantCreatedSchema.parse(
        await call('POST', API_PATHS.officeGrants, {
          presentationId: deck.id,
          client: deps.client ?? 'powerpoint',
        }),
      );
      send({
        type: 'granted',
        token: made.token,
        presentationId: made.grant.presentationId,
        presentationTitle: made.grant.presentationTitle,
      });
    },
    cancel(): void {
      send({ type: 'cancelled' });
    },
  };
}
