import {
  TEAMS_APP_PATHS,
  TEAMS_AUTH_MESSAGE,
  ZTeamsAuthViaSchema,
  type TTeamsAuthResult,
  type TTeamsAuthVia,
} from '@crowdeck/core';
import { createGrantFlow } from '../grant-picker/grant-flow';

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
 * The sign-in window's steps (see createGrantFlow): grant one deck to the Teams app (client
 * `teams`) and hand it back.
 */
export function createAuthFlow(deps: {
  apiUrl: string;
  token: string | null;
  back: TAuthReturn;
  fetcher?: typeof fetch;
  go: (address: string) => void;
}) {
  return createGrantFlow({
    ...deps,
    client: 'teams',
    route: TEAMS_APP_PATHS.connect,
    granted: (made) => deps.back.granted(made),
    cancelled: () => deps.back.cancelled(),
  });
}

export type TAuthFlow = ReturnType<typeof createAuthFlow>;
