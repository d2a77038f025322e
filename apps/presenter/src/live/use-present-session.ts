import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { selectInitialSlideId } from '@crowdeck/core';
import { fetchPresentation } from '../api/decks';
import {
  initialPresenterState,
  usePresenterStore,
  type TPresenterState,
} from '../state/presenter-store';
import { postPresenterJoin } from './live-api';
import { EMPTY_LIVE_DATA, withActiveSlide } from './live-data';
import { emptyRoomFields } from './live-reducer';
import { readPresenterSnapshot } from './live-responses';
import { loadSlideData, notifyServerOfSlide } from './present-actions';
import { armScreenSync, startScreenSync } from './screen-sync';
import { receiveLiveMessage, startPresenterSocket } from './socket';

/** Present-mode fields restored when leaving, so the editor finds the store as it expects. */
const LIVE_FIELDS_RESET: Partial<TPresenterState> = {
  presentation: null,
  slide: null,
  isLoadedPresentation: false,
  isShowLobbyScreen: true,
  isMenuVisible: false,
  showAudienceView: false,
  showQrCode: false,
  ...emptyRoomFields(),
  socketConnectStatus: initialPresenterState.socketConnectStatus,
};

/** Query of a present-mode address that starts at the first slide (the home list's Present). */
export const PRESENT_FROM_START = 'from=start';

/**
 * Loads a deck for presenting and keeps it live: selects the initial slide (the deck's active one, else the first), then
 * opens the socket; on every (re)connect joins the presentation's room, applies the snapshot and
 * reloads the active slide's data. Load failures are left to the screen (an empty state).
 */
export function usePresentSession(presentationId: string, fromStart = false) {
  // Read once: the address is cleaned after loading, and a reload must not jump back to slide 1.
  const fromStartRef = useRef(fromStart);
  const query = useQuery({
    queryKey: ['presentation', presentationId, 'present'],
    queryFn: () => fetchPresentation(presentationId),
    staleTime: Infinity,
    gcTime: 0,
  });
  /** The initial slide still has to be told to the server (it was missing or unknown). */
  const pendingInitialSlide = useRef<string | null>(null);
  const loadedId = usePresenterStore((state) =>
    state.isLoadedPresentation ? (state.presentation?.id ?? null) : null,
  );

  useEffect(() => {
    if (!query.data) return;
    const { presentingSlideId } = usePresenterStore.getState();
    const { Slides, slideActiveId } = query.data;
    const first = fromStartRef.current && !presentingSlideId ? Slides[0] : undefined;
    fromStartRef.current = false;
    const initial = first
      ? { slideId: first.id, changed: first.id !== slideActiveId }
      : selectInitialSlideId(Slides, slideActiveId, presentingSlideId);
    pendingInitialSlide.current = initial.changed ? initial.slideId : null;
    const selected = initial.slideId
      ? withActiveSlide(query.data, initial.slideId)
      : { presentation: query.data, slide: null };
    usePresenterStore.setState({
      ...LIVE_FIELDS_RESET,
      ...selected,
      isLoadedPresentation: true,
      showQrCode: true,
      audienceData: EMPTY_LIVE_DATA,
    });
    if (selected.slide) void loadSlideData(selected.slide);
    return () => usePresenterStore.setState(LIVE_FIELDS_RESET);
  }, [query.data]);

  useEffect(() => {
    if (!loadedId) return;
    const stopScreenSync = startScreenSync(loadedId);
    const stopSocket = startPresenterSocket((socketId) => {
      void joinRoom(loadedId, socketId).then(() => {
        const pending = pendingInitialSlide.current;
        pendingInitialSlide.current = null;
        if (pending) void notifyServerOfSlide(pending);
        const { slide } = usePresenterStore.getState();
        if (slide) void loadSlideData(slide);
        armScreenSync();
      });
    });
    return () => {
      stopScreenSync();
      stopSocket();
    };
  }, [loadedId]);

  return query;
}

/** Attaches this socket to the presentation's room and applies the live snapshot it answers. */
async function joinRoom(presentationId: string, socketId: string): Promise<void> {
  try {
    const snapshot = await postPresenterJoin({ presentationId, socketId });
    const receivedAt = Date.now();
    for (const message of readPresenterSnapshot(snapshot)) receiveLiveMessage(message, receivedAt);
  } catch {
    // Not shown to the presenter: the status indicator and the next reconnect cover it.
  }
}
