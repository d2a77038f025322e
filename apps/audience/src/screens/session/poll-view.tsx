import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import type { TPublicSlide } from '@crowdeck/core';
import type { TLiveView } from '../../live/apply-message';
import { recallChoice, rememberChoice } from '../../live/answer-memory';
import { modesOf, phoneOptions } from '../../live/deck-modes';
import { useAnswer } from '../../live/use-answer';
import { AnswerStatus } from './answer-status';
import { LaterView, ResultBars } from './lazy-views';
import { OptionTiles } from './option-tiles';
import { PhoneQuestion } from './phone-question';
import { LazyFormatInput, LazyFormatResults } from './formats/lazy-formats';

/**
 * A poll: one vote (or several options, a number, ratings, an order), then the live results,
 * unless the presenter keeps them hidden until voting closes.
 */
export function PollView(props: { view: TLiveView; slide: TPublicSlide }): ReactNode {
  const { t } = useTranslation();
  const { view, slide } = props;
  const { results, me } = view.audience;
  const answer = useAnswer(slide.id);
  const modes = modesOf(view);
  const format = slide.format ?? 'choice';
  // The server's word first: a choice remembered from before a reset of the slide is not shown.
  const [chosenId, setChosenId] = useState(() =>
    me.answeredSlideIds.includes(slide.id) ? recallChoice(slide.id) : null,
  );
  const voted = me.answeredSlideIds.includes(slide.id) || answer.status.kind === 'sent';
  const status = answer.status;
  const keepChoice = status.kind !== 'refused' || status.code === 'network';
  const closed = slide.votingClosed === true;
  const locked = voted || closed || status.kind === 'sending';
  const visible = results && !results.hidden ? results : null;

  const onPick = async (optionId: string) => {
    setChosenId(optionId);
    if (await answer.send({ optionId })) rememberChoice(slide.id, optionId);
  };

  let body: ReactNode;
  if ((voted || closed) && visible) {
    body =
      format === 'choice' ? (
        <LaterView>
          <ResultBars options={slide.options} results={visible} chosenId={chosenId} />
        </LaterView>
      ) : (
        <LazyFormatResults slide={slide} results={visible} />
      );
  } else if (voted || closed) {
    body = (
      <p className="hint" role="status">
        {t('poll.hiddenUntilClosed')}
      </p>
    );
  } else if (format === 'choice') {
    body = (
      <OptionTiles
        options={phoneOptions(view, slide)}
        hideTexts={!modes.optionsOnPhones}
        chosenId={keepChoice ? chosenId : null}
        status={status}
        locked={locked}
        onPick={(id) => void onPick(id)}
      />
    );
  } else {
    body = (
      <LazyFormatInput
        slide={slide}
        options={phoneOptions(view, slide)}
        hideTexts={format === 'multi' && !modes.optionsOnPhones}
        locked={locked}
        status={status}
        onSubmit={(answerBody) => void answer.send(answerBody)}
      />
    );
  }

  return (
    <section className="panel">
      <PhoneQuestion slide={slide} shown={modes.optionsOnPhones} />
      {closed ? (
        <p className="confirm confirm-title" role="status">
          {t('poll.votingClosed')}
        </p>
      ) : null}
      {body}
      <AnswerStatus
        status={status}
        answeredBefore={voted}
        sentText={t('answer.voteSent')}
        onRetry={answer.retry}
      />
    </section>
  );
}
