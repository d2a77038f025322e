import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../i18n';

/**
 * "More answers below": shown while the last answer of a list is below the fold, so a phone that
 * sees only the first answers knows there are more. A tap scrolls the last one into view.
 */
export function MoreBelowCue(props: { listRef: RefObject<HTMLElement | null> }): ReactNode {
  const { t } = useTranslation();
  const { listRef } = props;
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const last = listRef.current?.lastElementChild;
    if (!last) return;
    // Fully shown or not: a last answer cut by the edge of the slide area still counts as below.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        // 2 px of rounding: a last answer scrolled to the very edge counts as shown.
        const edge = (entry.rootBounds?.bottom ?? innerHeight) + 2;
        setHidden(entry.boundingClientRect.bottom > edge);
      },
      // The slide's own scrolling area when there is one (the joined phone), else the window.
      { root: last.closest('.session-main'), threshold: [0, 0.25, 0.5, 0.75, 0.9, 0.95, 1] },
    );
    observer.observe(last);
    return () => observer.disconnect();
  }, [listRef]);

  if (!hidden) return null;
  return (
    <button
      type="button"
      className="more-below"
      onClick={() => listRef.current?.lastElementChild?.scrollIntoView({ block: 'end' })}
    >
      <span aria-hidden="true">↓</span> {t('answer.moreBelow')}
    </button>
  );
}
