import { useTranslation } from '../../i18n/i18n';
import {
  optionTileColours,
  getQuizPosition,
  type TPresentation,
  type TSlide,
} from '@crowdeck/core';
import { getBarRows } from '@crowdeck/web';
import { countText } from './count-text';
import { useStageOptions } from './use-stage-options';
import { getRemainingSeconds } from '../../live/countdown';
import { closeQuestion, goNext, startQuiz } from '../../live/present-actions';
import { usePresenterStore } from '../../state/presenter-store';
import { CountdownRing } from './countdown-ring';
import { usePresentCanvasSize } from './present-canvas-size';
import { ResultBars } from './result-bars';
import { useNow } from '@crowdeck/web';
import { useSlideResults } from './use-live';
import { useFitContent } from './use-fit-content';
import { FormatResults } from './format-stage';
import { resolveSettings } from '@crowdeck/core';
import { formatValue } from '../../lib/format-number';
import { ActionButton } from '../../components/action-button';

/** "Question k of n" (quiz slides only) while the server counts down to opening the question. */
export function QuizIntro({ deck, slide }: { deck: TPresentation; slide: TSlide }) {
  const { t } = useTranslation();
  const size = usePresentCanvasSize();
  const question = usePresenterStore((state) => state.audienceData?.question ?? null);
  const clockOffset = usePresenterStore((state) => state.audienceData?.clockOffset ?? 0);
  const position = slide.questionIndex > 0 ? slide : getQuizPosition(deck.Slides, slide.id);
  const timing = question?.slideId === slide.id ? question : null;
  const now = useNow(Boolean(timing));
  const seconds = timing ? getRemainingSeconds(timing.opensAt, now, clockOffset) : null;
  const introRef = useFitContent<HTMLDivElement>(`${slide.id} ${slide.question} ${size.width}`);
  return (
    <div ref={introRef} className="quiz-intro" style={{ width: size.width, height: size.height }}>
      <p className="quiz-intro__position">
        {t('present.quiz.position', {
          index: position.questionIndex,
          count: position.questionCount,
        })}
      </p>
      {slide.question && (
        <h1 dir="auto" className="quiz-intro__question" data-fit-box>
          {slide.question}
        </h1>
      )}
      <p className="quiz-intro__ready" role="status">
        {seconds ? t('present.quiz.opensIn', { count: seconds }) : t('present.quiz.getReady')}
      </p>
    </div>
  );
}

/** A quiz slide: options before it starts, countdown and answer count while open, results after. */
export function QuizStage({ slide }: { slide: TSlide }) {
  const { t } = useTranslation();
  const results = useSlideResults(slide.id);
  const question = usePresenterStore((state) => state.audienceData?.question ?? null);
  const clockOffset = usePresenterStore((state) => state.audienceData?.clockOffset ?? 0);
  const options = useStageOptions(slide);
  // A typed answer or a number has no options to show: the accepted answers stay secret.
  const answersHidden = slide.format === 'typeAnswer' || slide.format === 'numeric';

  if (slide.gameScreen === 'result') {
    const correct =
      results?.correctOptionIds ??
      slide.options.filter((option) => option.isCorrect).map((option) => option.id);
    return (
      <div className="stage">
        {answersHidden ? (
          <FormatResults slide={slide} results={results} revealed />
        ) : (
          <ResultBars
            rows={getBarRows(options, results?.counts ?? {}, correct, results?.totalResponses)}
            caption={t('present.results.caption', { question: slide.question })}
            revealed
          />
        )}
        <div className="stage__footer">
          <p className="stage__count" role="status">
            {countText(t, 'present.answers', results?.totalResponses ?? 0)}
          </p>
          <ActionButton look="primary" className="stage__action" onClick={goNext}>
            {t('present.next')}
          </ActionButton>
        </div>
      </div>
    );
  }

  const isOpen = slide.gameScreen === 'question';
  const timing = isOpen && question?.slideId === slide.id ? question : null;
  return (
    <div className="stage">
      {answersHidden ? (
        <p className="format-prompt" data-fit-box>
          {slide.format === 'numeric'
            ? t('present.format.pickNumber', {
                min: formatValue(resolveSettings(slide.settings).min),
                max: formatValue(resolveSettings(slide.settings).max),
              })
            : t('present.format.typeOnPhone')}
        </p>
      ) : (
        <ul
          className={`slide-options slide-options--${Math.min(options.length, 10)} present-options`}
          data-fit-box
        >
          {options.map((option) => (
            <li
              key={option.id}
              className="slide-option"
              data-fit-box
              style={optionTileColours(option.colour)}
            >
              {option.imageUrl && (
                <img className="slide-option__image" src={option.imageUrl} alt="" />
              )}
              <span dir="auto" className="slide-option__text">
                {option.text}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className={isOpen ? 'stage__footer stage__footer--timer' : 'stage__footer'}>
        {isOpen ? (
          <>
            {timing && <CountdownRing timing={timing} clockOffset={clockOffset} />}
            <p className="stage__count" role="status">
              {countText(t, 'present.answers', results?.totalResponses ?? 0)}
              {timing?.held && (
                <span className="stage__held" data-testid="question-held">
                  {t('present.quiz.held')}
                </span>
              )}
            </p>
            <ActionButton
              look="secondary"
              className="stage__action"
              onClick={() => void closeQuestion()}
            >
              {t('present.quiz.showResults')}
            </ActionButton>
          </>
        ) : (
          <>
            <p className="stage__hint">{t('present.quiz.startHint')}</p>
            <ActionButton look="primary" className="stage__action" onClick={() => void startQuiz()}>
              {t('present.quiz.start')}
            </ActionButton>
          </>
        )}
      </div>
    </div>
  );
}
