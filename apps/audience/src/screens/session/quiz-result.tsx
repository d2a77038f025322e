import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import type { TParticipantView, TPublicSlide, TSlideResults } from '@crowdeck/core';
import { formatNumber, formatValue } from '../../lib/format-number';

/** After a question closes: right or wrong, points won, total score and rank. */
export function QuizResult(props: {
  slide: TPublicSlide;
  me: TParticipantView;
  results: TSlideResults | null;
  answered: boolean;
  /** Points are on (off: a survey, right or wrong only). */
  withPoints?: boolean;
  /** A numeric guess this phone sent, repeated beside the answer. */
  guess?: number | null;
}): ReactNode {
  const { t } = useTranslation();
  const { slide, me, results, answered } = props;
  const withPoints = props.withPoints ?? true;
  const result = me.lastResult?.slideId === slide.id ? me.lastResult : null;
  const correctTexts = results?.acceptedAnswers
    ? results.acceptedAnswers.filter((text) => text.trim())
    : results?.correctValue !== undefined
      ? [formatBand(results.correctValue, results.tolerance ?? 0)]
      : slide.options
          .filter((option) => results?.correctOptionIds?.includes(option.id))
          .map((option) => option.text)
          .filter(Boolean);

  let title: string;
  let tone: 'good' | 'bad' | 'neutral';
  if (!answered && !result?.correct) {
    // The server scores silence as a wrong answer; the phone says what really happened.
    title = t('quiz.noAnswer');
    tone = 'neutral';
  } else if (result) {
    title = result.correct ? t('quiz.correct') : t('quiz.incorrect');
    tone = result.correct ? 'good' : 'bad';
  } else {
    title = t('quiz.waitingResult');
    tone = 'neutral';
  }

  return (
    <div className={`result-card result-${tone}`} role="status" aria-live="polite">
      <h1 className="result-title">{title}</h1>
      {withPoints && result && (result.correct || result.points > 0) ? (
        <p className="result-points">
          {t('quiz.pointsWon', { points: formatNumber(result.points) })}
        </p>
      ) : null}
      {withPoints && result?.bonus ? (
        <p className="result-answer">
          {t('quiz.streak', { count: result.streak ?? 0, bonus: formatNumber(result.bonus) })}
        </p>
      ) : null}
      {props.guess !== undefined && props.guess !== null ? (
        <p className="result-guess" data-testid="your-guess">
          {t('quiz.yourGuess', { value: formatValue(props.guess) })}
        </p>
      ) : null}
      {correctTexts.length > 0 ? (
        <p className="result-answer">
          {t('quiz.correctAnswer', { answers: correctTexts.join(', ') })}
        </p>
      ) : null}
      {withPoints ? (
        <p className="result-total">
          {t('quiz.total', { score: formatNumber(me.score) })}
          {me.rank !== null ? (
            <>
              {' · '}
              {t('quiz.rank', { rank: t('rank', { count: me.rank, ordinal: true }) })}
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

/** "1969" or "1969 ± 2": the numeric answer and the band that scored. */
function formatBand(value: number, tolerance: number): string {
  return tolerance > 0 ? `${formatValue(value)} ± ${formatValue(tolerance)}` : formatValue(value);
}
