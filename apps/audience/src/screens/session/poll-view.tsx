import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import type { TPublicSlide } from '@crowdeck/core';
import type { TLiveView } from '../../live/apply-message';
import { recallChoice, rememberChoice } from '../../live/answer-memory';
import { modesOf, phoneOptions } from '../../live/deck-modes';
import { useAnswer } from '../../live/use-answer';
import { AnswerStatus } from './answer-status';
import { OptionTiles } from './option-tiles';
import { ResultBars } from './result-bars';
import { PhoneQuestion } from './phone-question';

/** A poll: one vote, then the live results as bars. */
export function PollView(props: { view: TLiveView; slide: TPublicSlide }): ReactNode {
  const { t } = useTranslation();
  const { view, slide } = props;
  const { results, me } = view.audience;
  const answer = useAnswer(slide.id);
  const modes = modesOf(view);
  // The server's word first: a choice remembered from before a reset of the slide is not shown.
  const [chosenId, setChosenId] = useState(() =>
    me.answeredSlideIds.includes(slide.id) ? recallChoice(slide.id) : null,
  );
  const voted = me.answeredSlideIds.includes(slide.id) || answer.status.kind === 'sent';
  const status = answer.status;
  const keepChoice = status.kind !== 'refused' || status.code === 'network';

  const onPick = async (optionId: string) => {
    setChosenId(optionId);
    if (await answer.send({ optionId })) rememberChoice(slide.id, optionId);
  };

  return (
    <section className="panel">
      <PhoneQuestion slide={slide} shown={modes.optionsOnPhones} />
      {voted && results ? (
        <ResultBars options={slide.options} results={results} chosenId={chosenId} />
      ) : (
        <OptionTiles
          options={phoneOptions(view, slide)}
          hideTexts={!modes.optionsOnPhones}
          chosenId={keepChoice ? chosenId : null}
          status={status}
          locked={voted || status.kind === 'sending'}
          onPick={(id) => void onPick(id)}
        />
      )}
      <AnswerStatus
        status={status}
        answeredBefore={voted}
        sentText={t('answer.voteSent')}
        onRetry={answer.retry}
      />
    </section>
  );
}
