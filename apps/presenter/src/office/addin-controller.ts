import {
  OFFICE_ADDIN_PATHS,
  ZOfficeAddinSettingsSchema,
  type TOfficeAddinDeck,
  type TOfficeAddinSettings,
  type TOfficeAddinView,
} from '@crowdeck/core';
import { AddinApiError, type TAddinApi } from './addin-api';
import type { TGrantStore, THeldGrant } from './grant-store';
import type { TActiveView, TOfficeHost } from './office-host';
import { openSignInDialog, safeJson } from './sign-in-dialog';

/** The document setting that holds the add-in's choice (ids only). */
export const SETTINGS_KEY = 'crowdeck';

/** Where the add-in is. */
export type TAddinPhase =
  /** Waiting for Office. */
  | 'starting'
  /** Opened in a plain browser (or office.js could not load): the fallback page. */
  | 'outside'
  /** No grant for this document's presentation: "Sign in to Crowdeck". */
  | 'signedOut'
  /** Reading the deck with the grant. */
  | 'loading'
  /** Signed in, no slide chosen yet (or the choice belongs to another deck). */
  | 'choose'
  /** A slide is chosen: its live view shows, and Slide Show moves the room. */
  | 'ready';

/** What went wrong last, for a plain-words line. */
export type TAddinProblem =
  | 'popupBlocked'
  | 'dialogFailed'
  | 'network'
  | 'revoked'
  | 'saveFailed'
  | 'moveFailed'
  | 'embedMissing';

export interface TAddinState {
  phase: TAddinPhase;
  view: TActiveView;
  /** The grant in use (never shown: only its deck's id and title). */
  grant: Pick<THeldGrant, 'presentationId' | 'presentationTitle'> | null;
  deck: TOfficeAddinDeck | null;
  choice: TOfficeAddinSettings | null;
  /** The embed page of the deck (`…/embed/<view token>`), without the view's query. */
  embedUrl: string | null;
  problem: TAddinProblem | null;
  /** The slide the room was last moved to from here (shown as "The room is on slide n"). */
  movedTo: string | null;
}

export interface TAddinDeps {
  office: TOfficeHost;
  api: TAddinApi;
  grants: TGrantStore;
  /** The add-in's origin, for the sign-in popup's address. */
  origin: string;
  /** How long to wait for Office before showing the fallback. */
  readyTimeoutMs?: number;
}

/** The embed page of the chosen view: `?view=` and, for one slide's results, `&slide=`. */
export function embedAddress(embedUrl: string, choice: TOfficeAddinSettings): string {
  const url = new URL(embedUrl);
  url.searchParams.set('view', choice.view);
  if (choice.view === 'results') url.searchParams.set('slide', choice.slideId);
  return url.toString();
}

/** The choice kept in the document, or null when there is none or it is not ours. */
export function readChoice(office: TOfficeHost): TOfficeAddinSettings | null {
  let stored: unknown;
  try {
    stored = office.context.document.settings.get(SETTINGS_KEY);
  } catch {
    return null;
  }
  const parsed = ZOfficeAddinSettingsSchema.safeParse(
    typeof stored === 'string' ? safeJson(stored) : stored,
  );
  return parsed.success ? parsed.data : null;
}

/** The add-in before it knows anything: in the editor, with no grant, deck or choice yet. */
export const BLANK_ADDIN_STATE = {
  view: 'edit',
  grant: null,
  deck: null,
  choice: null,
  embedUrl: null,
  problem: null,
  movedTo: null,
} as const;

/**
 * The add-in's logic, independent of the page: starts with Office, keeps the choice in the
 * document's settings, signs in through Office's dialog on the Crowdeck origin, and moves the
 * room to the chosen slide whenever PowerPoint enters Slide Show on it.
 */
export function createAddinController(deps: TAddinDeps) {
  const { office, api, grants } = deps;
  let token: string | null = null;
  let state: TAddinState = { phase: 'starting', ...BLANK_ADDIN_STATE };
  const listeners = new Set<() => void>();
  const set = (changes: Partial<TAddinState>) => {
    state = { ...state, ...changes };
    for (const listener of listeners) listener();
  };

  const forget = (presentationId: string) => {
    grants.remove(presentationId);
    token = null;
    set({ phase: 'signedOut', grant: null, deck: null, embedUrl: null, movedTo: null });
  };

  const failed = (error: unknown, presentationId: string, otherwise: TAddinProblem) => {
    if (error instanceof AddinApiError && error.status === 401) {
      forget(presentationId);
      set({ problem: 'revoked' });
      return;
    }
    set({
      problem: error instanceof AddinApiError && error.status === 0 ? 'network' : otherwise,
    });
  };

  /** In Slide Show on a chosen slide: the room follows. */
  const moveRoom = async () => {
    const { choice, view, phase } = state;
    if (view !== 'read' || phase !== 'ready' || !choice || !token) return;
    if (state.grant?.presentationId !== choice.presentationId) return;
    try {
      await api.moveSlide(token, choice.slideId);
      set({ movedTo: choice.slideId, problem: null });
    } catch (error) {
      failed(error, choice.presentationId, 'moveFailed');
    }
  };

  const load = async (grant: THeldGrant) => {
    token = grant.token;
    set({ phase: 'loading', grant, problem: null });
    try {
      const deck = await api.deck(grant.token);
      const embedUrl = await api.embed(grant.token).then(
        (found) => found.url,
        (error: unknown) => {
          if (error instanceof AddinApiError && error.status === 401) throw error;
          return null;
        },
      );
      const choice = state.choice;
      const fits =
        choice !== null &&
        choice.presentationId === deck.id &&
        deck.slides.some((s) => s.id === choice.slideId);
      set({
        deck,
        embedUrl,
        phase: fits ? 'ready' : 'choose',
        problem: embedUrl === null ? 'embedMissing' : null,
      });
      await moveRoom();
    } catch (error) {
      if (error instanceof AddinApiError && error.status === 401) {
        forget(grant.presentationId);
        set({ problem: 'revoked' });
      } else {
        set({ phase: 'signedOut', problem: 'network' });
      }
    }
  };

  const onView = (view: TActiveView) => {
    set({ view });
    void moveRoom();
  };

  return {
    getState: (): TAddinState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    /** Waits for Office; outside it (or without office.js) the page shows its fallback. */
    async start(): Promise<void> {
      const timeout = new Promise<null>((resolve) =>
        setTimeout(() => resolve(null), deps.readyTimeoutMs ?? 10_000),
      );
      const info = await Promise.race([office.onReady().catch(() => null), timeout]);
      if (!info?.host) {
        set({ phase: 'outside' });
        return;
      }
      const choice = readChoice(office);
      set({ choice });
      office.context.document.getActiveViewAsync((result) => {
        if (result.status === office.AsyncResultStatus.Succeeded) onView(result.value);
      });
      office.context.document.addHandlerAsync(office.EventType.ActiveViewChanged, (event) =>
        onView(event.activeView),
      );
      const grant = grants.get(choice?.presentationId);
      if (!grant) {
        set({ phase: 'signedOut' });
        return;
      }
      await load(grant);
    },

    /** Opens the sign-in popup on the Crowdeck origin; resolves once it answered or closed. */
    async signIn(): Promise<void> {
      set({ problem: null });
      const outcome = await openSignInDialog(office, `${deps.origin}${OFFICE_ADDIN_PATHS.dialog}`);
      if (outcome.kind === 'problem') set({ problem: outcome.problem });
      else if (outcome.kind === 'granted') {
        grants.put(outcome.grant);
        await load(outcome.grant);
      }
    },

    /** Keeps the slide and view in the document (ids only) and shows it. */
    choose(slideId: string, view: TOfficeAddinView): Promise<void> {
      const { deck } = state;
      if (!deck) return Promise.resolve();
      const choice: TOfficeAddinSettings = { presentationId: deck.id, slideId, view };
      const settings = office.context.document.settings;
      settings.set(SETTINGS_KEY, choice);
      set({ choice, phase: 'ready', problem: null });
      return new Promise((resolve) => {
        settings.saveAsync((result) => {
          if (result.status !== office.AsyncResultStatus.Succeeded) set({ problem: 'saveFailed' });
          resolve();
        });
      });
    },

    /** Back to choosing (the choice stays in the document until a new one is saved). */
    change(): void {
      if (state.deck) set({ phase: 'choose' });
    },

    /** Signs this add-in out: its grant is deleted on the server and forgotten here. */
    async signOut(): Promise<void> {
      const { grant } = state;
      if (!grant) return;
      if (token) await api.signOut(token).catch(() => undefined);
      forget(grant.presentationId);
    },
  };
}

export type TAddinController = ReturnType<typeof createAddinController>;
