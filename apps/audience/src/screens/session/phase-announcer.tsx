import type { ReactNode } from 'react';
import { useNow } from '@crowdeck/web';
import { useTranslation } from '../../i18n';
import type { TLiveView } from '../../live/apply-message';
import { getDisplayedPhase, withOwnTime } from '../../live/clock';
import { getCloseReason, getClosedMessageKey } from '../../live/close-reason';

/**
 * Tells screen readers when a quiz question is about to start, opens and closes (a live region
 * that stays while the screens under it change; its text changes only at those moments).
 */
export function PhaseAnnouncer(props: { view: TLiveView }): ReactNode {
  const { t } = useTranslation();
  const { slide, me } = props.view.audience;
  const shared = props.view.audience.question;
  const question = shared && withOwnTime(shared, me.timeFactor);
  const now = useNow(Boolean(question));
  let text = '';
  if (question && slide && question.slideId === slide.id) {
    const phase = getDisplayedPhase(question, now, props.view.clockOffsetMs);
    if (phase === 'intro') {
      text = t('announce.intro', { index: slide.questionIndex, count: slide.questionCount });
    } else if (phase === 'open') text = t('announce.open');
    else text = t(getClosedMessageKey(getCloseReason(question, slide)));
  } else if (slide?.votingClosed) text = t('poll.votingClosed');
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {text}
    </p>
  );
}
