import { useSyncExternalStore } from 'react';

/** Countdowns re-read the clock this often: smooth enough, and cheap on a phone. */
const TICK_MS = 250;

let current = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

/** One shared ticker for every countdown on the page, running only while one is shown. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    current = Date.now();
    timer = setInterval(() => {
      current = Date.now();
      listeners.forEach((notify) => notify());
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const subscribeNever = () => () => undefined;
const getSnapshot = () => current;

/** The device's clock, updated four times a second while `active` (a countdown on screen). */
export function useNow(active = true): number {
  return useSyncExternalStore(active ? subscribe : subscribeNever, getSnapshot, getSnapshot);
}
