import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPresentationState, TSlideState } from '../state/presenter-types';

/** The server stood in at the module boundary: each told change is answered with a later time. */
const server = vi.hoisted(() => ({
  putScreen: vi.fn<(id: string, screen: unknown) => Promise<{ at: number }>>(),
  loadSlideData: vi.fn(),
}));
vi.mock('./control-api', () => ({ putScreen: server.putScreen }));
vi.mock('./present-actions', () => ({ loadSlideData: server.loadSlideData }));

const { usePresenterStore, initialPresenterState } = await import('../state/presenter-store');
const { armScreenSync, followScreen, startScreenSync } = await import('./screen-sync');

const DECK_ID = 'a3b1c2d4-0000-4000-8000-000000000001';
const slide = (id: string) => ({ id }) as TSlideState;
const deck = {
  id: DECK_ID,
  slideActiveId: 's1',
  Slides: [slide('s1'), slide('s2')],
} as unknown as TPresentationState;

const store = usePresenterStore;
let stop: () => void = () => {};
let answeredAt = 1000;

beforeEach(() => {
  server.putScreen.mockReset().mockImplementation(async () => ({ at: (answeredAt += 1) }));
  store.setState({
    ...initialPresenterState,
    presentation: deck,
    slide: slide('s1'),
    isLoadedPresentation: true,
    isShowLobbyScreen: true,
  });
});

afterEach(() => stop());

describe('screen sync: a window waits for the big screen before it steers it', () => {
  it('is not synced until the first snapshot arms it, and not after it stops', () => {
    stop = startScreenSync(DECK_ID);
    expect(store.getState().isScreenSynced).toBe(false);

    armScreenSync();
    expect(store.getState().isScreenSynced).toBe(true);

    stop();
    expect(store.getState().isScreenSynced).toBe(false);
  });

  it('follows the snapshot when nothing was changed here before it came', () => {
    stop = startScreenSync(DECK_ID);
    followScreen({ slideId: 's2', lobby: false, qr: true, at: 50, windowId: 'other' });
    armScreenSync();

    const state = store.getState();
    expect(state.slide?.id).toBe('s2');
    expect(state.isShowLobbyScreen).toBe(false);
    expect(state.showQrCode).toBe(true);
    expect(server.putScreen).not.toHaveBeenCalled();
  });

  it('tells a change made before the snapshot once armed, and it wins over the snapshot', async () => {
    stop = startScreenSync(DECK_ID);
    store.setState({ isShowLobbyScreen: false });
    expect(server.putScreen).not.toHaveBeenCalled();

    followScreen({ slideId: 's2', lobby: true, qr: false, at: 50, windowId: 'other' });
    expect(store.getState().slide?.id).toBe('s1');

    armScreenSync();
    await vi.waitFor(() => expect(server.putScreen).toHaveBeenCalledTimes(1));
    expect(server.putScreen.mock.calls[0]?.[0]).toBe(DECK_ID);
    expect(server.putScreen.mock.calls[0]?.[1]).toMatchObject({
      slideId: 's1',
      lobby: false,
      qr: false,
    });
  });

  it('tells each later change of its own, and not the ones it follows', async () => {
    stop = startScreenSync(DECK_ID);
    armScreenSync();

    store.setState({ showQrCode: true });
    await vi.waitFor(() => expect(server.putScreen).toHaveBeenCalledTimes(1));

    followScreen({ slideId: 's2', lobby: false, qr: false, at: 5000, windowId: 'other' });
    expect(store.getState().slide?.id).toBe('s2');
    expect(server.loadSlideData).toHaveBeenCalledWith(slide('s2'));
    await Promise.resolve();
    expect(server.putScreen).toHaveBeenCalledTimes(1);
  });
});
