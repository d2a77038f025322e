import { useSyncExternalStore } from 'react';

/** Enters fullscreen on the whole page, or leaves it. */
export function toggleFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

const subscribe = (listener: () => void) => {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
};

/** Whether the page is fullscreen now. */
export function useIsFullscreen(): boolean {
  return useSyncExternalStore(subscribe, () => Boolean(document.fullscreenElement));
}
