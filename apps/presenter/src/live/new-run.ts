import type { TScreenShown } from '@crowdeck/core';
import { queryClient } from '../api/query-client';
import { usePresenterStore } from '../state/presenter-store';
import { EMPTY_LIVE_DATA, withActiveSlide } from './live-data';
import { loadSlideData } from './present-actions';
import { followScreen } from './screen-sync';
import { useSessionEndStore } from './session-end-store';

const store = usePresenterStore;

/**
 * A new session started (here, in another window, or from the editor): nothing of the last one
 * stays on this window — lobby names, counts, results, word clouds, quiz screens, reactions, the
 * Q&A and the end screen — and the big screen shows the first slide under the lobby. `screen` is
 * the server's (windows follow it); without it this window sets it and tells the others.
 */
export function showNewRun(screen: TScreenShown | null = null): void {
  const deck = store.getState().presentation;
  if (!deck) return;
  const Slides = deck.Slides.map((slide) => ({ ...slide, gameScreen: null }));
  const first = Slides[0]?.id ?? null;
  // With the server's screen the slide moves as a followed change (not told back to the others).
  const moved = !screen && first ? withActiveSlide({ ...deck, Slides }, first) : null;
  store.setState({
    ...(moved ?? withActiveSlide({ ...deck, Slides }, deck.slideActiveId ?? '')),
    audienceData: EMPTY_LIVE_DATA,
    playerCount: 0,
    hearts: [],
    smiles: [],
    likes: [],
    sads: [],
    ...(screen ? {} : { isShowLobbyScreen: true, showQrCode: true }),
  });
  useSessionEndStore.setState({ ended: null, earlierRun: null, isEndAsked: false });
  // What windows read once (the Q&A, the room's lists, the run's counts) is read again; the
  // deck itself is not (that would start the window over).
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== 'presentation' && query.queryKey.includes(deck.id),
  });
  if (screen) followScreen(screen);
  const slide = store.getState().slide;
  if (slide) void loadSlideData(slide);
}
