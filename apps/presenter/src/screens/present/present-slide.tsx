import type { CSSProperties } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { getDrawnLayout, type TPresentation, type TSlide } from '@crowdeck/core';
import { ContentText } from '../../components/content-text';
import { AnswerWall } from './answer-wall';
import { runtimeConfig } from '../../config/runtime-config';
import { getDeckAudienceUrl } from '../../live/join-address';
import { JoinStrip } from './join-strip';
import { LeaderboardBoard } from './leaderboard-board';
import { QaStage } from './qa-stage';
import { usePresentCanvasSize } from './present-canvas-size';
import { PollStage } from './poll-stage';
import { QuizIntro, QuizStage } from './quiz-stage';
import { getFitKey } from './fit-key';
import { useFitContent } from './use-fit-content';
import { WordCloud } from './word-cloud';

/**
 * A slide as the room sees it, at the presenting canvas size. Reuses the editor's slide-content
 * styles (layout, image, question, options) and adds the live body of each type.
 */
export function PresentSlide({ deck, slide }: { deck: TPresentation; slide: TSlide }) {
  const { t } = useTranslation();
  const size = usePresentCanvasSize();
  const mainRef = useFitContent<HTMLDivElement>(getFitKey(slide, size.width));
  if (slide.type === 'quiz' && slide.gameScreen === 'questionIndex') {
    return <QuizIntro deck={deck} slide={slide} />;
  }
  const layout = getDrawnLayout(slide);
  const joinStrip = (
    <JoinStrip
      code={deck.uniqueCode}
      audienceUrl={getDeckAudienceUrl(runtimeConfig.audienceUrl, deck.brand?.audienceHost)}
    />
  );
  if (layout === 'imageOnly') {
    // The page is the slide: under the join line, as large as its own aspect allows.
    return (
      <div
        className={`slide-content present-slide slide-content--imageOnly slide-content--${slide.type}`}
        style={{ width: size.width, height: size.height }}
        data-slide-id={slide.id}
      >
        {joinStrip}
        <img
          className="slide-content__page present-slide__page"
          src={slide.imageUrl ?? ''}
          alt={slide.imageAlt ?? ''}
        />
      </div>
    );
  }
  // Charts need the room: a default-layout image shows on a quiz until its results.
  const showDefaultImage =
    layout === 'default' &&
    slide.imageUrl &&
    slide.type === 'quiz' &&
    slide.gameScreen !== 'result';
  const style: CSSProperties = {
    width: size.width,
    height: size.height,
    backgroundImage:
      layout === 'imageBackground' && slide.imageUrl
        ? `linear-gradient(rgba(10,8,30,.6), rgba(10,8,30,.6)), url("${slide.imageUrl}")`
        : undefined,
  };
  const image = slide.imageUrl && (
    <img className="slide-content__image" src={slide.imageUrl} alt="" />
  );
  const title =
    slide.question ||
    (slide.type === 'leaderboard'
      ? t('present.leaderboard.title')
      : slide.type === 'qa'
        ? t('present.qa.title')
        : '');

  return (
    <div
      className={`slide-content present-slide slide-content--${layout} slide-content--${slide.type}`}
      style={style}
      data-slide-id={slide.id}
    >
      {joinStrip}
      {(layout === 'imageLeft' || layout === 'imageRight') && (
        <div className="slide-content__media">{image}</div>
      )}
      <div ref={mainRef} className="slide-content__main present-slide__main">
        {showDefaultImage && <div className="slide-content__media">{image}</div>}
        {title && (
          <h1 dir="auto" className="slide-content__question present-slide__question" data-fit-box>
            {title}
          </h1>
        )}
        <SlideStage slide={slide} />
      </div>
    </div>
  );
}

function SlideStage({ slide }: { slide: TSlide }) {
  switch (slide.type) {
    case 'quiz':
      return <QuizStage slide={slide} />;
    case 'poll':
      return <PollStage slide={slide} />;
    case 'wordCloud':
      return <WordCloud slideId={slide.id} />;
    case 'openEnded':
      return <AnswerWall slideId={slide.id} />;
    case 'leaderboard':
      return <LeaderboardBoard />;
    case 'qa':
      return <QaStage presentationId={slide.presentationId} />;
    case 'content':
      return (
        <ContentText text={slide.body ?? ''} className="slide-content__body present-content" />
      );
  }
}
