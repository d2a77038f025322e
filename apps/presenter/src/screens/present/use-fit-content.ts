import { useLayoutEffect, useRef } from 'react';
import { findFitFactor } from './fit-factor';

/**
 * Whether no child of a box reaches into its padding or beyond (centred content overflows on both
 * sides, which scroll sizes do not see). Offsets, not rects: the canvas scale and entry animations
 * transform rects but not layout. 1 px of rounding allowed.
 */
function childrenFit(box: HTMLElement): boolean {
  const style = getComputedStyle(box);
  const top = parseFloat(style.paddingTop);
  const bottom = box.clientHeight - parseFloat(style.paddingBottom);
  // Fit boxes are positioned (present-fit.css), so children's offsets start at their padding edge.
  return [...box.children].every((child) => {
    if (!(child instanceof HTMLElement) || child.offsetParent !== box) return true;
    if (child.offsetHeight === 0) return true;
    return child.offsetTop >= top - 1 && child.offsetTop + child.offsetHeight <= bottom + 1;
  });
}

/**
 * Whether an inner box (a list, an option) shows all of its content. Height only: text wraps
 * anywhere, and visually hidden tables widen the scroll width harmlessly.
 */
function showsAll(box: HTMLElement): boolean {
  return box.scrollHeight <= box.clientHeight + 1 && childrenFit(box);
}

/**
 * Shrinks the text of a projected slide until it fits: sets `--fit` (1 = full size) on the box to
 * the largest factor at which the box and every `[data-fit-box]` inside it show all their content.
 * The CSS multiplies font sizes by `--fit` within readable minimums, and text wraps below them.
 * Runs again when `contentKey`, the box's size or its elements change, and once the web fonts have
 * loaded.
 */
export function useFitContent<T extends HTMLElement>(contentKey: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    let active = true;
    // The box itself by its children only: the countdown ring's rotation widens its scroll size.
    const fits = () =>
      childrenFit(box) && [...box.querySelectorAll<HTMLElement>('[data-fit-box]')].every(showsAll);
    const fit = () => {
      if (!active) return;
      const factor = findFitFactor((candidate) => {
        box.style.setProperty('--fit', String(candidate));
        return fits();
      });
      box.style.setProperty('--fit', String(factor));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    // Live content arriving (the first answer cards, leaderboard rows) needs room too: fit again.
    const mutations = new MutationObserver(fit);
    mutations.observe(box, { childList: true, subtree: true });
    // A weight or size used for the first time loads its font later and changes the text's size.
    void document.fonts?.ready.then(fit);
    document.fonts?.addEventListener?.('loadingdone', fit);
    return () => {
      active = false;
      observer.disconnect();
      mutations.disconnect();
      document.fonts?.removeEventListener?.('loadingdone', fit);
    };
  }, [contentKey]);
  return ref;
}
