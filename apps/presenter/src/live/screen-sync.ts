import type { TScreenShown, TScreenState } from '@crowdeck/core';
import { usePresenterStore } from '../state/presenter-store';
import { putScreen } from './control-api';
import { withActiveSlide } from './live-data';
import { loadSlideData } from './present-actions';
import { isHeldBackScreen, shouldFollowScreen, type TScreenClock } from './screen-order';
import { useSessionEndStore } from './session-end-store';

const store = usePresenterStore;

function newWindowId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * Keeps the presenter's windows of one deck showing the same big screen: the projector, the
 * control screen and phone remotes. Each window tells the server when its slide, lobby or QR
 * code changes; the server stamps the change and pushes it to the others, which follow unless
 * they have something newer.
 */
const clock: TScreenClock = { windowId: newWindowId(), lastAt: 0, pending: 0 };
/** Changes are told only after this window has the deck's current screen (its first snapshot). */
let armed = false;
/**
 * The presenter changed the screen here before the first snapshot came (a click while the
 * window was still joining): that change wins over the snapshot and is told once armed.
 */
let changedBeforeArmed = false;
/** A followed change is being applied: it is not told back. */
let following = false;
let lastKey = '';
let presentationId: string | null = null;
/** The newest change another window made while this one's own was on the way (followed after). */
let heldBack: TScreenShown | null = null;

function currentScreen(): TScreenState | null {
  const state = store.getState();
  if (!state.isLoadedPresentation || !state.presentation || !state.slide) return null;
  return { slideId: state.slide.id, lobby: state.isShowLobbyScreen, qr: state.showQrCode };
}

const keyOf = (screen: TScreenState | null) =>
  screen ? `${screen.slideId}|${screen.lobby}|${screen.qr}` : '';

async function publish(screen: TScreenState): Promise<void> {
  if (!presentationId) return;
  clock.pending += 1;
  try {
    const { at } = await putScreen(presentationId, { ...screen, windowId: clock.windowId });
    clock.lastAt = Math.max(clock.lastAt, at);
  } catch {
    // The other windows stay where they were; the next change tells them again.
  } finally {
    clock.pending -= 1;
    if (clock.pending === 0 && heldBack) {
      const later = heldBack;
      heldBack = null;
      followScreen(later);
    }
  }
}

/** Follows a change another window made (or the deck's last one, from a snapshot). */
export function followScreen(screen: TScreenShown): void {
  if (!armed && changedBeforeArmed) return;
  if (isHeldBackScreen(clock, screen)) {
    if (!heldBack || screen.at > heldBack.at) heldBack = screen;
    return;
  }
  if (!shouldFollowScreen(clock, screen)) return;
  clock.lastAt = screen.at;
  const state = store.getState();
  const deck = state.presentation;
  if (!deck) return;
  const moves =
    screen.slideId !== null &&
    screen.slideId !== state.slide?.id &&
    deck.Slides.some((slide) => slide.id === screen.slideId);
  following = true;
  try {
    store.setState({
      ...(moves && screen.slideId ? withActiveSlide(deck, screen.slideId) : {}),
      isShowLobbyScreen: screen.lobby,
      showQrCode: screen.qr,
    });
    lastKey = keyOf(currentScreen());
  } finally {
    following = false;
  }
  // The session goes on (continued from another window): the end screen gives way.
  if (armed) useSessionEndStore.setState({ ended: null });
  const slide = store.getState().slide;
  if (moves && slide) void loadSlideData(slide);
}

/** From the first snapshot on, this window's own changes are told to the others. */
export function armScreenSync(): void {
  if (armed) return;
  armed = true;
  store.setState({ isScreenSynced: true });
  const screen = currentScreen();
  lastKey = keyOf(screen);
  if (changedBeforeArmed && screen) void publish(screen);
  changedBeforeArmed = false;
}

/** Tells the other windows this window's screen again (after continuing an ended session). */
export function republishScreen(): void {
  const screen = currentScreen();
  if (armed && screen) void publish(screen);
}

/** Starts telling and following screen changes for one deck; returns the stopper. */
export function startScreenSync(id: string): () => void {
  presentationId = id;
  armed = false;
  store.setState({ isScreenSynced: false });
  changedBeforeArmed = false;
  heldBack = null;
  lastKey = keyOf(currentScreen());
  const unsubscribe = store.subscribe(() => {
    if (following) return;
    const screen = currentScreen();
    const key = keyOf(screen);
    if (!screen || key === lastKey) return;
    lastKey = key;
    if (armed) void publish(screen);
    else changedBeforeArmed = true;
  });
  return () => {
    unsubscribe();
    armed = false;
    store.setState({ isScreenSynced: false });
    if (presentationId === id) presentationId = null;
  };
}
