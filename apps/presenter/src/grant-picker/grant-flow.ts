import {
  API_PATHS,
  ZOfficeGrantCreatedSchema,
  ZPresentationListResponseSchema,
  type TIntegrationClient,
  type TPresentationSummary,
} from '@crowdeck/core';
import { withNext } from '../app/continue-path';

/** A call of a sign-in window failed: `status` 0 when the server was not reached, 401 signed out. */
export class GrantCallError extends Error {
  constructor(readonly status: number) {
    super(`request failed (${status})`);
    this.name = 'GrantCallError';
  }
}

/** What an integration's sign-in window gets back once the presenter granted it one deck. */
export interface TGrantMade {
  token: string;
  presentationId: string;
  presentationTitle: string;
}

/**
 * The steps every integration's sign-in window shares, on the Crowdeck origin with the
 * presenter's own session: list the presenter's decks, grant one to the integration (`client`)
 * and hand the grant to `granted`. Without a session it goes through the app's sign-in first and
 * comes back to `route`.
 */
export function createGrantFlow(deps: {
  apiUrl: string;
  token: string | null;
  client: TIntegrationClient;
  /** The window's own route, where the app's sign-in sends the presenter back. */
  route: string;
  granted: (made: TGrantMade) => void;
  cancelled: () => void;
  fetcher?: typeof fetch;
  go: (address: string) => void;
}) {
  const fetcher = deps.fetcher ?? fetch;
  const signIn = () => deps.go(withNext('/login', deps.route));
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
      throw new GrantCallError(0);
    }
    if (response.status === 401) signIn();
    if (!response.ok) throw new GrantCallError(response.status);
    return response.json() as Promise<unknown>;
  };

  return {
    /** True when the window had to go to the sign-in first. */
    needsSignIn(): boolean {
      if (deps.token) return false;
      signIn();
      return true;
    },
    async decks(): Promise<TPresentationSummary[]> {
      return ZPresentationListResponseSchema.parse(await call('GET', API_PATHS.presentationList))
        .presentations;
    },
    /** Grants the integration one deck and hands the grant over. */
    async grant(deck: Pick<TPresentationSummary, 'id' | 'title'>): Promise<void> {
      const made = ZOfficeGrantCreatedSchema.parse(
        await call('POST', API_PATHS.officeGrants, {
          presentationId: deck.id,
          client: deps.client,
        }),
      );
      deps.granted({
        token: made.token,
        presentationId: made.grant.presentationId,
        presentationTitle: made.grant.presentationTitle,
      });
    },
    cancel(): void {
      deps.cancelled();
    },
  };
}

export type TGrantFlow = ReturnType<typeof createGrantFlow>;
