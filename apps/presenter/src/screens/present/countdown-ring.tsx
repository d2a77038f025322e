import { useTranslation } from '../../i18n/i18n';
import type { TQuestionTiming } from '@crowdeck/core';
import { getRemainingFraction, getRemainingSeconds } from '../../live/countdown';
import { useNow } from '@crowdeck/web';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Seconds left until the question closes, as a shrinking ring, corrected for clock skew. */
export function CountdownRing({
  timing,
  clockOffset,
}: {
  timing: TQuestionTiming;
  clockOffset: number;
}) {
  const { t } = useTranslation();
  const now = useNow(true);
  const seconds = getRemainingSeconds(timing.closesAt, now, clockOffset);
  const fraction = getRemainingFraction(timing, now, clockOffset);
  return (
    <div
      className={seconds <= 5 ? 'countdown countdown--urgent' : 'countdown'}
      role="timer"
      aria-label={t('present.quiz.secondsLeft', { count: seconds })}
    >
      <svg viewBox="0 0 120 120" aria-hidden="true">
        <circle className="countdown__track" cx="60" cy="60" r={RADIUS} />
        <circle
          className="countdown__arc"
          cx="60"
          cy="60"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
        />
      </svg>
      <span className="countdown__seconds" aria-hidden="true">
        {seconds}
      </span>
    </div>
  );
}
