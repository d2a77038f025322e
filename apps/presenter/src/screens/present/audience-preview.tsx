import { useTranslation } from '../../i18n/i18n';
import {
  optionTileColours,
  getFilledOptions,
  getQuizPosition,
  type TPresentation,
  type TSlide,
} from '@crowdeck/core';
import { usePresenterStore } from '../../state/presenter-store';
import { HideButton } from './hide-button';
import { formatJoinCode } from '../../live/join-address';

/**
 * A phone-sized preview of what the audience sees now (showAudienceView): the active slide, even
 * while the lobby covers the big screen, since the lobby is the presenter's alone.
 */
export function AudiencePreview({ deck }: { deck: TPresentation }) {
  const { t } = useTranslation();
  const slide = usePresenterStore((state) => state.slide);
  return (
    <section className="audience-preview" aria-label={t('present.audience.label')}>
      <div className="audience-preview__phone">
        <p className="audience-preview__bar">{formatJoinCode(deck.uniqueCode)}</p>
        <div className="audience-preview__screen">
          {!slide ? (
            <p className="audience-preview__message">{t('present.audience.waiting')}</p>
          ) : (
            <PhoneSlide deck={deck} slide={slide} />
          )}
        </div>
      </div>
      <HideButton
        label={t('present.audience.hide')}
        onHide={() => usePresenterStore.getState().setShowAudienceView(false)}
      />
    </section>
  );
}

function PhoneSlide({ deck, slide }: { deck: TPresentation; slide: TSlide }) {
  const { t } = useTranslation();
  const question = (
    <p dir="auto" className="audience-preview__question">
      {slide.question}
    </p>
  );
  if (slide.type === 'quiz') {
    if (!slide.gameScreen)
      return <p className="audience-preview__message">{t('present.audience.quizSoon')}</p>;
    if (slide.gameScreen === 'questionIndex') {
      const position = getQuizPosition(deck.Slides, slide.id);
      return (
        <p className="audience-preview__message">
          {t('present.quiz.position', {
            index: position.questionIndex,
            count: position.questionCount,
          })}
        </p>
      );
    }
    if (slide.gameScreen === 'result') {
      return <p className="audience-preview__message">{t('present.audience.quizResult')}</p>;
    }
  }
  if (slide.type === 'quiz' || slide.type === 'poll') {
    return (
      <>
        {question}
        <ul className="audience-preview__options">
          {getFilledOptions(slide.options).map((option, index) => (
            <li dir="auto" key={option.id} style={optionTileColours(option.colour)}>
              {option.text || t('present.optionNumber', { number: index + 1 })}
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (slide.type === 'wordCloud' || slide.type === 'openEnded') {
    return (
      <>
        {question}
        <div className={`audience-preview__field audience-preview__field--${slide.type}`}>
          {t(
            slide.type === 'wordCloud'
              ? 'present.audience.wordField'
              : 'present.audience.textField',
          )}
        </div>
        <div className="audience-preview__submit">{t('present.audience.submit')}</div>
      </>
    );
  }
  return <p className="audience-preview__message">{t('present.audience.leaderboard')}</p>;
}
