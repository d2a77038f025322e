import { useEffect, useRef, useState } from 'react';
import type { TLiveView } from '../../live/apply-message';
import type { TSessionTab } from './session-tabs';

/**
 * Which tab a phone with Q&A shows. Reading the questions never makes anyone miss a quiz: when a
 * quiz question starts on screen, the phone goes back to the slide. Another new slide only marks
 * the Slide tab, so a question being typed is not interrupted.
 */
export function useSessionTab(view: TLiveView, hasQa: boolean) {
  const [tab, setTabState] = useState<TSessionTab>('slide');
  const [newSlide, setNewSlide] = useState(false);
  const [qaOpened, setQaOpened] = useState(false);
  const slideId = view.audience.slide?.id ?? null;
  const question = view.audience.question;
  const startedQuestion =
    question && question.slideId === slideId && question.phase !== 'closed'
      ? `${question.slideId}:${question.opensAt}`
      : null;
  const shown = useRef({ slideId, startedQuestion });

  const setTab = (next: TSessionTab) => {
    setTabState(next);
    if (next === 'slide') setNewSlide(false);
    else setQaOpened(true);
  };

  useEffect(() => {
    const before = shown.current;
    shown.current = { slideId, startedQuestion };
    if (startedQuestion && startedQuestion !== before.startedQuestion) {
      setTabState('slide');
      setNewSlide(false);
    } else if (slideId !== before.slideId && tab === 'qa') {
      setNewSlide(true);
    }
  }, [slideId, startedQuestion, tab]);

  return { tab: hasQa ? tab : 'slide', setTab, newSlide: hasQa && newSlide, qaOpened };
}
