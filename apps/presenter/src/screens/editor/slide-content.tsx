import type { CSSProperties } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { getEmptyQuestionKeys } from '../../editor/slide-wording';
import { getDrawnLayout, optionTileColours, type TSlide } from '@crowdeck/core';
import { ContentText } from '../../components/content-text';
import { EDIT_CANVAS_SIZE } from '../../editor/canvas-scale';

interface TSlideContentProps {
  slide: TSlide;
  fontStack: string;
}

/** A slide drawn at its fixed editing size (1280 × 768); callers scale it with a transform. */
export function SlideContent({ slide, fontStack }: TSlideContentProps) {
  const { t } = useTranslation();
  const hasImage = Boolean(slide.imageUrl);
  const layout = getDrawnLayout(slide);
  if (layout === 'imageOnly') {
    return (
      <div
        className={`slide-content slide-content--imageOnly slide-content--${slide.type}`}
        style={{ width: EDIT_CANVAS_SIZE.width, height: EDIT_CANVAS_SIZE.height }}
      >
        <img
          className="slide-content__page"
          src={slide.imageUrl ?? ''}
          alt={slide.imageAlt ?? ''}
        />
      </div>
    );
  }
  const style: CSSProperties = {
    width: EDIT_CANVAS_SIZE.width,
    height: EDIT_CANVAS_SIZE.height,
    fontFamily: fontStack,
    backgroundImage:
      layout === 'imageBackground' && slide.imageUrl
        ? `linear-gradient(rgba(10,8,30,.55), rgba(10,8,30,.55)), url("${slide.imageUrl}")`
        : undefined,
  };

  const image = hasImage && layout !== 'imageBackground' && (
    <img className="slide-content__image" src={slide.imageUrl ?? ''} alt="" />
  );

  return (
    <div
      className={`slide-content slide-content--${layout} slide-content--${slide.type}`}
      style={style}
    >
      {(layout === 'imageLeft' || layout === 'imageRight') && (
        <div className="slide-content__media">{image}</div>
      )}
      <div className="slide-content__main">
        {layout === 'default' && image && <div className="slide-content__media">{image}</div>}
        <p
          dir="auto"
          className={
            slide.question
              ? 'slide-content__question'
              : 'slide-content__question slide-content__question--empty'
          }
        >
          {slide.question || t(getEmptyQuestionKeys(slide.type).preview)}
        </p>
        <SlideBody slide={slide} />
      </div>
    </div>
  );
}

function SlideBody({ slide }: { slide: TSlide }) {
  const { t } = useTranslation();
  if (slide.type === 'content') {
    return slide.body ? (
      <ContentText text={slide.body} className="slide-content__body" />
    ) : (
      <p className="slide-content__body slide-content__body--empty">{t('editor.contentPreview')}</p>
    );
  }
  if (slide.type === 'quiz' || slide.type === 'poll') {
    return (
      <ul className={`slide-options slide-options--${Math.min(slide.options.length, 10)}`}>
        {slide.options.map((option, index) => (
          <li key={option.id} className="slide-option" style={optionTileColours(option.colour)}>
            {option.imageUrl && (
              <img className="slide-option__image" src={option.imageUrl} alt="" />
            )}
            <span
              dir="auto"
              className={
                option.text ? 'slide-option__text' : 'slide-option__text slide-option__text--empty'
              }
            >
              {option.text || t('editor.optionPlaceholder', { number: index + 1 })}
            </span>
            {slide.type === 'quiz' && option.isCorrect && (
              <span className="slide-option__correct" aria-label={t('editor.correct')}>
                ✓
              </span>
            )}
          </li>
        ))}
      </ul>
    );
  }
  if (slide.type === 'leaderboard') {
    return (
      <div className="slide-placeholder slide-placeholder--leaderboard">
        {[1, 2, 3, 4, 5].map((rank) => (
          <div
            key={rank}
            className="slide-placeholder__rank"
            style={{ width: `${100 - rank * 12}%` }}
          >
            <span>{rank}</span>
          </div>
        ))}
        <p>{t('editor.leaderboardPreview')}</p>
      </div>
    );
  }
  if (slide.type === 'qa') {
    return (
      <div className="slide-placeholder slide-placeholder--openEnded">
        <div className="slide-placeholder__cards" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        <p>{t('editor.qaPreview')}</p>
      </div>
    );
  }
  const isCloud = slide.type === 'wordCloud';
  return (
    <div className={`slide-placeholder slide-placeholder--${slide.type}`}>
      {isCloud ? (
        <p className="slide-placeholder__cloud" aria-hidden="true">
          <span style={{ fontSize: 64 }}>ideas</span> <span style={{ fontSize: 36 }}>fun</span>{' '}
          <span style={{ fontSize: 48 }}>together</span> <span style={{ fontSize: 30 }}>learn</span>
        </p>
      ) : (
        <div className="slide-placeholder__cards" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      )}
      <p>{t(isCloud ? 'editor.wordCloudPreview' : 'editor.openEndedPreview')}</p>
    </div>
  );
}
