import {
  API_PATHS,
  TEAMS_APP_PATHS,
  TEAMS_AUTH_MESSAGE,
  ZOfficeGrantCreatedSchema,
  ZPresentationListResponseSchema,
  ZTeamsAuthViaSchema,
  type TPresentationSummary,
  type TTeamsAuthResult,
  type TTeamsAuthVia,
} from '@crowdeck/core';
import { withNext } from '../app/continue-path';

/** A call of the sign-in window failed: 401 means the session is over. */
export class AuthCallError extends Error {
  constructor(readonly status: number) {
    super(`request failed (${status})`);
  }
}

/** Where the window keeps its way back while it passes through the app's sign-in. */
const VIA_KEY = 'crowdeck.teams.authVia';

/**
 * The way back of this window: `?via=` when Teams or the panel opened it, else what it kept
 * before going through the app's sign-in (the sign-in comes back without the query).
 */
export function readVia(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
): TTeamsAuthVia | null {
  const given = ZTeamsAuthViaSchema.safeParse(new URLSearchParams(search).get('via'));
  if (given.success) {
    try {
      storage?.setItem(VIA_KEY, given.data);
    } catch {
      // Storage blocked: the window still works when the session is already there.
    }
    return given.data;
  }
  try {
    const kept = ZTeamsAuthViaSchema.safeParse(storage?.getItem(VIA_KEY));
    return kept.success ? kept.data : null;
  } catch {
    return null;
  }
}

/** How the window hands its grant back, and how it says it gave up. */
export interface TAuthReturn {
  granted(result: TTeamsAuthResult): void;
  cancelled(): void;
}

/** Back to Teams: TeamsJS's notifySuccess / notifyFailure, the grant as JSON. */
export function teamsReturn(window_: {
  succeed(result: string): void;
  fail(reason: string): void;
}): TAuthReturn {
  return {
    granted: (result) => window_.succeed(JSON.stringify(result)),
    cancelled: () => window_.fail('cancelled'),
  };
}

/** Back to the panel that opened this popup (same origin only), then the popup closes. */
export function openerReturn(target: {
  opener: Pick<Window, 'postMessage'> | null;
  origin: string;
  close(): void;
}): TAuthReturn {
  return {
    granted: (result) => {
      target.opener?.postMessage({ type: TEAMS_AUTH_MESSAGE, ...result }, target.origin);
      target.close();
    },
    cancelled: () => target.close(),
  };
}

/**
 * The sign-in window's steps, on the Crowdeck origin with the presenter's own session: list the
 * presenter's decks, grant one to the Teams app (client `teams`), and hand it back. Without a
 * session it goes through the app's sign-in first.
 */
export function createAuthFlow(deps: {
  apiUrl: string;
  token: string | null;
  back: TAuthReturn;
  fetcher?: typeof fetch;
  go: (address: string) => void;
}) {
  const fetcher = deps.fetcher ?? fetch;
  const signIn = () => deps.go(withNext('/login', TEAMS_APP_PATHS.connect));
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
      throw new AuthCallError(0);
    }
    if (response.status === 401) signIn();
    if (!response.ok) throw new AuthCallError(response.status);
    return response.json() as Promise<unknown>;
  };
  return {
    /** False when the window had to go to the sign-in first. */
    needsSignIn(): boolean {
      if (deps.token) return false;
      signIn();
      return true;
    },
    async decks(): Promise<TPresentationSummary[]> {
      return ZPresentationListResponseSchema.parse(await call('GET', API_PATHS.presentationList))
        .presentations;
    },
    /** Grants the side panel one deck and hands it back. */
    async grant(deck: Pick<TPresentationSummary, 'id'>): Promise<void> {
      const made = ZOfficeGrantCreatedSchema.parse(
        await call('POST', API_PATHS.officeGrants, { presentationId: deck.id, client: 'teams' }),
      );
      deps.back.granted({
        token: made.token,
        presentationId: made.grant.presentationId,
        presentationTitle: made.grant.presentationTitle,
      });
    },
    cancel(): void {
      deps.back.cancelled();
    },
  };
}

export type TAuthFlow = ReturnType<typeof createAuthFlow>;
