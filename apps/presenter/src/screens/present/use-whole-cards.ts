import { useLayoutEffect, useRef } from 'react';

/**
 * Hides (visibility, so nothing moves) every card of a clipping list that does not fit whole:
 * the room sees the newest answers complete, never one cut in the middle of a sentence.
 * Runs again when `contentKey`, the list's size or any card's size (text fit, fonts) changes.
 */
export function useWholeCards<T extends HTMLElement>(contentKey: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    const update = () => {
      for (const card of Array.from(list.children)) {
        if (!(card instanceof HTMLElement)) continue;
        // Offsets, not rects: the canvas scale and the pop-in animation transform rects only.
        const fits = card.offsetTop + card.offsetHeight <= list.clientHeight + 1;
        card.style.visibility = fits ? '' : 'hidden';
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(list);
    for (const card of Array.from(list.children)) observer.observe(card);
    return () => observer.disconnect();
  }, [contentKey]);
  return ref;
}
