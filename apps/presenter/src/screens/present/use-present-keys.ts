import { useEffect } from 'react';
import { INSIDE_MODAL } from '../../components/inside-modal';
import { usePresenterStore } from '../../state/presenter-store';
import { canStartQuiz, goBack, goNext, startQuiz } from '../../live/present-actions';
import { getPresentKeyAction, isControlTarget, isTypingTarget } from '../../live/present-keys';
import { toggleFullscreen } from './fullscreen';

/** The one keydown handler of present mode (present-keys.ts, plus M for the menu, F fullscreen). */
export function usePresentKeys(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const state = usePresenterStore.getState();
      if (event.key === 'Escape' && state.isMenuVisible) {
        state.setIsMenuVisible(false);
        return;
      }
      const target = event.target as HTMLElement | null;
      const inModal = Boolean(target?.closest?.(INSIDE_MODAL));
      const action = getPresentKeyAction(
        {
          key: event.key,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          repeat: event.repeat,
          isTyping: isTypingTarget(event.target) || inModal,
          isOnControl: isControlTarget(event.target),
        },
        {
          // Over the lobby, Enter and Space are "next" like for every slide: they show the slide.
          canStartQuiz:
            !state.isShowLobbyScreen &&
            canStartQuiz(state.slide, state.audienceData?.question?.slideId ?? null),
        },
      );
      if (!action) return;
      event.preventDefault();
      if (action === 'startQuiz') void startQuiz();
      else if (action === 'next') goNext();
      else if (action === 'back') goBack();
      else if (action === 'toggleMenu') state.setIsMenuVisible(!state.isMenuVisible);
      else toggleFullscreen();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
