import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import type { TPublicSlide } from '@crowdeck/core';
import type { TLiveView } from '../../live/apply-message';
import { formatNumber } from '../../lib/format-number';
import { recallChoice, recallGuess, rememberChoice, rememberGuess } from '../../live/answer-memory';
import {
  getDisplayedPhase,
  getRemainingMs,
  toCountdownSeconds,
  withOwnTime,
} from '../../live/clock';
import { getCloseReason, getClosedMessageKey } from '../../live/close-reason';
import { modesOf, phoneOptions } from '../../live/deck-modes';
import { useAnswer } from '../../live/use-answer';
import { useNow } from '@crowdeck/web';
import { AnswerStatus } from './answer-status';
import { OptionTiles } from './option-tiles';
import { LaterView, QuizResult } from './lazy-views';
import { PhoneQuestion } from './phone-question';
import { WaitingView } from './waiting-view';
import { LazyFormatInput } from './formats/lazy-formats';

/** A quiz question: "Question k of n" and a countdown, then the tiles, then how you did. */
export function QuizView(props: { view: TLiveView; slide: TPublicSlide }): ReactNode {
  const { t } = useTranslation();
  const { view, slide } = props;
  const { results, me } = view.audience;
  // Extra time: this phone's own window (the big screen and the others' phones keep theirs).
  const question = view.audience.question && withOwnTime(view.audience.question, me.timeFactor);
  const modes = modesOf(view);
  const options = phoneOptions(view, slide);
  const now = useNow();
  const answer = useAnswer(slide.id);
  // The server's word first: a choice remembered from before a reset of the slide is not shown.
  const [chosenId, setChosenId] = useState(() =>
    me.answeredSlideIds.includes(slide.id) ? recallChoice(slide.id) : null,
  );
  const answeredBefore = me.answeredSlideIds.includes(slide.id);

  if (!question) {
    // Past the first question the phone is no longer in the lobby: the next one comes, with the score.
    const isBetween = slide.questionIndex > 1 || me.answeredSlideIds.length > 0;
    return isBetween ? (
      <WaitingView
        name={me.name}
        title={t('waiting.nextTitle')}
        lead={modes.points ? t('waiting.nextLead', { score: formatNumber(me.score) }) : undefined}
      />
    ) : (
      <WaitingView name={me.name} lead={t('waiting.quizSoon')} />
    );
  }

  const phase = getDisplayedPhase(question, now, view.clockOffsetMs);
  const progress =
    slide.questionCount > 0
      ? t('quiz.progress', { index: slide.questionIndex, count: slide.questionCount })
      : null;

  if (phase === 'intro') {
    const seconds = toCountdownSeconds(getRemainingMs(question.opensAt, now, view.clockOffsetMs));
    return (
      <section className="panel panel-center quiz-intro" aria-labelledby="quiz-progress">
        <p id="quiz-progress" className="eyebrow">
          {progress}
        </p>
        <PhoneQuestion slide={slide} shown={modes.optionsOnPhones} />
        <p className="countdown-label">{t('quiz.startsIn')}</p>
        <p className="countdown" role="timer" aria-label={t('quiz.seconds', { count: seconds })}>
          {seconds}
        </p>
      </section>
    );
  }

  const onPick = async (optionId: string) => {
    setChosenId(optionId);
    if (await answer.send({ optionId })) rememberChoice(slide.id, optionId);
  };
  const onSubmitFormat = async (body: Parameters<typeof answer.send>[0]) => {
    // Kept before sending: a retry after a lost connection sends the same guess.
    if ('number' in body && typeof body.number === 'number') rememberGuess(slide.id, body.number);
    await answer.send(body);
  };
  const format = slide.format ?? 'choice';
  const status = answer.status;
  // A refused answer loses its highlight, unless it may still go through ("Try again").
  const keepChoice =
    status.kind !== 'refused' || status.code === 'network' || status.code === 'already_answered';
  const shownChoice = keepChoice ? chosenId : null;
  const locked =
    phase === 'closed' || answeredBefore || status.kind === 'sending' || status.kind === 'sent';

  if (phase === 'closed') {
    return (
      <section className="panel" aria-labelledby="quiz-progress">
        <p id="quiz-progress" className="eyebrow">
          {progress}
        </p>
        <p className="hint closed-reason" data-testid="closed-reason">
          {t(getClosedMessageKey(getCloseReason(question, slide)))}
        </p>
        <LaterView>
          <QuizResult
            slide={slide}
            me={me}
            results={results}
            answered={answeredBefore || status.kind === 'sent'}
            withPoints={modes.points}
            guess={format === 'numeric' ? recallGuess(slide.id) : null}
          />
        </LaterView>
        {format === 'choice' || format === 'multi' ? (
          <OptionTiles
            options={options}
            hideTexts={!modes.optionsOnPhones}
            chosenId={shownChoice}
            status={status}
            locked
            correctIds={results?.correctOptionIds ?? null}
            onPick={() => undefined}
          />
        ) : null}
      </section>
    );
  }

  const secondsLeft = toCountdownSeconds(
    getRemainingMs(question.closesAt, now, view.clockOffsetMs),
  );
  /** What the tiles and the other formats' inputs both show. */
  const inputProps = { options, hideTexts: !modes.optionsOnPhones, locked, status };
  return (
    <section className="panel" aria-labelledby="quiz-progress">
      <div className="quiz-bar">
        <p id="quiz-progress" className="eyebrow">
          {progress}
        </p>
        <p className="time-left" role="timer">
          {t('quiz.timeLeft', { count: secondsLeft })}
        </p>
      </div>
      <PhoneQuestion slide={slide} shown={modes.optionsOnPhones} />
      {format === 'choice' ? (
        <OptionTiles {...inputProps} chosenId={shownChoice} onPick={(id) => void onPick(id)} />
      ) : (
        <LazyFormatInput
          slide={slide}
          {...inputProps}
          onSubmit={(body) => void onSubmitFormat(body)}
        />
      )}
      <AnswerStatus
        status={status}
        answeredBefore={answeredBefore}
        sentLead={t('answer.lockedLead')}
        onRetry={answer.retry}
      />
    </section>
  );
}
