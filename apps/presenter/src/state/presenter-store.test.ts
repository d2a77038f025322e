import { describe, expect, it } from 'vitest';
import { initialPresenterState, usePresenterStore } from './presenter-store';

describe('presenter store', () => {
  it('starts on the web platform, in English, with the lobby screen shown and disconnected', () => {
    const state = usePresenterStore.getState();
    expect(state.platform).toBe('web');
    expect(state.lang).toBe('en');
    expect(state.isShowLobbyScreen).toBe(true);
    expect(state.socketConnectStatus).toBe('disconnected');
  });

  it('has one setter per field that changes only that field', () => {
    const store = usePresenterStore;
    for (const key of Object.keys(initialPresenterState)) {
      const setter = `set${key.charAt(0).toUpperCase()}${key.slice(1)}`;
      expect(typeof (store.getState() as unknown as Record<string, unknown>)[setter]).toBe(
        'function',
      );
    }
    store.getState().setPlayerCount(12);
    store.getState().setIsPageLoader(true);
    expect(store.getState().playerCount).toBe(12);
    expect(store.getState().isPageLoader).toBe(true);
    expect(store.getState().isShowLobbyScreen).toBe(true);
  });
});
