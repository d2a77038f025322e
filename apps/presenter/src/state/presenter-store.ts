import { create } from 'zustand';
import {
  DEFAULT_LANG,
  detectOperatingSystem,
  PLATFORM,
  type TOperatingSystem,
} from '@crowdeck/core';
import type {
  TLiveData,
  TPresentationState,
  TReaction,
  TSlideState,
  TSocketConnectStatus,
} from './presenter-types';

/**
 * What the presenter's screens share that is not server data (server data, the user and plan
 * included, lives in React Query): the editor's open deck, live-session state and UI toggles.
 */
export interface TPresenterState {
  platform: typeof PLATFORM;
  os: TOperatingSystem;
  lang: string;
  presentation: TPresentationState | null;
  slide: TSlideState | null;
  socketConnectStatus: TSocketConnectStatus;
  /** Audience members currently online in the presented deck. */
  playerCount: number;
  /** Live session data of present mode (players' names, quiz timing, results, leaderboard). */
  audienceData: TLiveData | null;
  isShowLobbyScreen: boolean;
  showQrCode: boolean;
  /**
   * This window has the deck's current big screen (its first snapshot came): until then the
   * lobby, QR code and slide it shows are assumptions, and the control screen's buttons wait.
   */
  isScreenSynced: boolean;
  isMenuVisible: boolean;
  hearts: TReaction[];
  smiles: TReaction[];
  likes: TReaction[];
  sads: TReaction[];
  showAudienceView: boolean;
  showNewSlide: boolean;
  /** A slide is being created or copied: the editing panel waits for it (no edit lands elsewhere). */
  isAddingSlide: boolean;
  isLoadedPresentation: boolean;
  /** When set, the presenter follows this slide and next/back are ignored. */
  presentingSlideId: string | null;
  /** Shows the full-page loader instead of the routed page. */
  isPageLoader: boolean;
}

type TSetters = {
  [K in keyof TPresenterState as `set${Capitalize<K & string>}`]: (
    value: TPresenterState[K],
  ) => void;
};

export type TPresenterStore = TPresenterState & TSetters;

const isBrowser = typeof navigator !== 'undefined';

/** Starting values: lobby shown, disconnected, nothing loaded. */
export const initialPresenterState: TPresenterState = {
  platform: PLATFORM,
  os: isBrowser ? detectOperatingSystem(navigator.userAgent, navigator.platform) : 'unknown',
  lang: DEFAULT_LANG,
  presentation: null,
  slide: null,
  socketConnectStatus: 'disconnected',
  playerCount: 0,
  audienceData: null,
  isShowLobbyScreen: true,
  showQrCode: false,
  isScreenSynced: false,
  isMenuVisible: false,
  hearts: [],
  smiles: [],
  likes: [],
  sads: [],
  showAudienceView: false,
  showNewSlide: false,
  isAddingSlide: false,
  isLoadedPresentation: false,
  presentingSlideId: null,
  isPageLoader: false,
};

/** Builds `setField` for every field, so each has one obvious setter. */
function createSetters(set: (partial: Partial<TPresenterState>) => void): TSetters {
  const setters: Record<string, (value: unknown) => void> = {};
  for (const key of Object.keys(initialPresenterState)) {
    const name = `set${key.charAt(0).toUpperCase()}${key.slice(1)}`;
    setters[name] = (value) => set({ [key]: value } as Partial<TPresenterState>);
  }
  return setters as TSetters;
}

/** The shared presenter store; use it with a selector: `usePresenterStore((s) => s.slide)`. */
export const usePresenterStore = create<TPresenterStore>()((set) => ({
  ...initialPresenterState,
  ...createSetters(set),
}));
