import {
  TEAMS_APP_PATHS,
  TEAMS_AUTH_MESSAGE,
  ZGrantControlStateSchema,
  ZTeamsAuthResultSchema,
  type TGrantControlState,
  type TTeamsAuthResult,
  type TTeamsAuthVia,
} from '@crowdeck/core';
import { createGrantCall } from '../office/addin-api';
import { createGrantStore, type TGrantStore } from '../office/grant-store';
import type { TTeamsHost } from './teams-host';

/**
 * The side panel's control screen: the presenter signs in through a window on the Crowdeck
 * origin (Teams' own sign-in window, or a plain popup outside Teams), which hands back a grant of
 * one presentation; the panel keeps its token in its own storage (never in the tab's config,
 * which everyone in the meeting loads) and controls that presentation with it.
 */

/** A refused or failed call: `status` 0 when the server was not reached. */
export class ControlCallError extends Error {
  constructor(readonly status: number) {
    super(`control request failed (${status})`);
    this.name = 'ControlCallError';
  }
}

/** The sign-in window was closed, or Teams reported a failure. */
export class SignInCancelled extends Error {
  constructor(reason = 'cancelled') {
    super(reason);
    this.name = 'SignInCancelled';
  }
}

export interface TControlApi {
  state(token: string): Promise<TGrantControlState>;
  move(token: string, to: 'next' | 'previous'): Promise<TGrantControlState>;
  question(token: string, action: 'start' | 'close'): Promise<TGrantControlState>;
  signOut(token: string): Promise<void>;
}

/** The grant's control routes over fetch, to `apiUrl` ('' for this origin). */
export function createControlApi(apiUrl: string, fetcher: typeof fetch = fetch): TControlApi {
  const call = createGrantCall(apiUrl, fetcher, (status) => new ControlCallError(status));
  const parse = (value: unknown) => ZGrantControlStateSchema.parse(value);
  return {
    state: async (token) => parse(await call(token, 'GET', 'control/')),
    move: async (token, to) => parse(await call(token, 'POST', 'control/move/', { to })),
    question: async (token, action) =>
      parse(await call(token, 'POST', 'control/question/', { action })),
    signOut: async (token) => {
      await call(token, 'DELETE', 'grant/');
    },
  };
}

/** The sign-in window's address for a way back. */
export function authPageAddress(presenterUrl: string, via: TTeamsAuthVia): string {
  return `${presenterUrl.replace(/\/+$/, '')}${TEAMS_APP_PATHS.auth}?via=${via}`;
}

/** In Teams: Teams' sign-in window, which hands the grant back as a JSON string. */
export async function signInThroughTeams(
  host: Pick<TTeamsHost, 'authenticate'>,
  presenterUrl: string,
): Promise<TTeamsAuthResult> {
  let answer: string;
  try {
    answer = await host.authenticate(authPageAddress(presenterUrl, 'teams'));
  } catch (error) {
    throw new SignInCancelled(error instanceof Error ? error.message : 'cancelled');
  }
  try {
    return ZTeamsAuthResultSchema.parse(JSON.parse(answer));
  } catch {
    throw new SignInCancelled('unreadable answer');
  }
}

/** What the popup fallback needs of the page's window. */
export type TPopupWindow = Pick<Window, 'open' | 'addEventListener' | 'removeEventListener'>;

/**
 * Outside Teams: a plain popup on this origin, which posts the grant back to this window. Only a
 * message from that popup, of this origin, counts. Rejects when the popup is blocked or closed.
 */
export function signInThroughWindow(
  target: TPopupWindow,
  presenterUrl: string,
  options: { closedPollMs?: number } = {},
): Promise<TTeamsAuthResult> {
  const address = authPageAddress(presenterUrl, 'window');
  const origin = new URL(address).origin;
  const popup = target.open(address, 'crowdeck-teams-sign-in', 'popup,width=600,height=640');
  if (!popup) return Promise.reject(new SignInCancelled('blocked'));
  return new Promise((resolve, reject) => {
    const done = () => {
      target.removeEventListener('message', listener);
      clearInterval(timer);
    };
    const listener = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== popup) return;
      const data = event.data as { type?: unknown } | null;
      if (data?.type !== TEAMS_AUTH_MESSAGE) return;
      const parsed = ZTeamsAuthResultSchema.safeParse(data);
      done();
      if (parsed.success) resolve(parsed.data);
      else reject(new SignInCancelled('unreadable answer'));
    };
    const timer = setInterval(() => {
      if (popup.closed) {
        done();
        reject(new SignInCancelled());
      }
    }, options.closedPollMs ?? 500);
    target.addEventListener('message', listener as EventListener);
  });
}

/** Where the panel keeps its grants: its own storage, apart from the PowerPoint add-in's. */
export function createPanelGrantStore(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
): TGrantStore {
  return createGrantStore(storage, 'teams:');
}

/** What the panel's buttons do on the live slide (null: the button is not offered). */
export function questionActions(state: TGrantControlState): {
  start: boolean;
  showResults: boolean;
  hideResults: boolean;
} {
  const type = state.slide?.type;
  const running = state.questionPhase === 'intro' || state.questionPhase === 'open';
  return {
    start: type === 'quiz' && state.questionPhase === null && !state.ended,
    showResults: (type === 'quiz' && running) || (type === 'poll' && !state.votingClosed),
    hideResults: type === 'poll' && state.votingClosed,
  };
}
