import type { TPresentation, TSlide } from '@crowdeck/core';
import { getEmptyQuestionKeys } from '../../editor/slide-wording';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format-number';
import { usePresenterStore } from '../../state/presenter-store';
import { PresentCanvas } from '../present/present-canvas';
import { PresentSlide } from '../present/present-slide';
import { countText } from '../present/count-text';
import { countsPeople, getPollTotalKey } from '../present/poll-total';
import { ControlCard } from './control-card';

/** A slide's title as the presenter knows it (its question, else the type's placeholder). */
export function useSlideTitle(): (slide: TSlide) => string {
  const { t } = useTranslation();
  return (slide) => slide.question || t(getEmptyQuestionKeys(slide.type).menu);
}

/**
 * The slide on the big screen, drawn as the projector draws it (live results, countdown), with
 * its number and responses, and the next slide's title.
 */
export function ControlNow({ deck }: { deck: TPresentation }) {
  const { t } = useTranslation();
  const titleOf = useSlideTitle();
  const slide = usePresenterStore((state) => state.slide);
  const isLobby = usePresenterStore((state) => state.isShowLobbyScreen);
  const results = usePresenterStore((state) =>
    state.slide ? state.audienceData?.results[state.slide.id] : undefined,
  );
  if (!slide) return null;
  const index = deck.Slides.findIndex((s) => s.id === slide.id);
  const next = index >= 0 ? deck.Slides[index + 1] : undefined;
  const number = index + 1;
  const responses = results?.totalResponses ?? 0;
  return (
    <ControlCard
      id="control-now"
      className="control-now"
      label={
        <>
          {t('control.now')} · {t('control.slideOf', { number, count: deck.Slides.length })}
        </>
      }
    >
      <div
        className="control-preview"
        role="img"
        aria-label={t('control.preview', { number, title: titleOf(slide) })}
      >
        <div className="control-preview__stage" aria-hidden="true" inert>
          <PresentCanvas>
            <PresentSlide deck={deck} slide={slide} />
          </PresentCanvas>
        </div>
        {isLobby && <p className="control-preview__lobby">{t('control.lobbyShown')}</p>}
      </div>
      <p dir="auto" className="control-now__title">
        {titleOf(slide)}
      </p>
      {slide.type !== 'leaderboard' && (
        <p className="control-now__responses">
          {countsPeople(slide)
            ? countText(t, getPollTotalKey(slide), responses)
            : t('control.responses', { count: responses, shown: formatNumber(responses) })}
        </p>
      )}
      <p className="control-now__next">
        <span className="control-now__label">{t('control.next')}:</span>{' '}
        {next ? <bdi>{titleOf(next)}</bdi> : t('control.nextNone')}
      </p>
    </ControlCard>
  );
}

/**
 * The speaker notes of the slide on the big screen (never sent to phones). `scrolls`: they scroll
 * in their own box (the phone remote), which then takes the keyboard's focus to scroll too.
 */
export function ControlNotes({ scrolls = false }: { scrolls?: boolean }) {
  const { t } = useTranslation();
  const notes = usePresenterStore((state) => state.slide?.notes ?? '');
  return (
    <ControlCard id="control-notes" className="control-notes-card" label={t('control.notes')}>
      <p className="control-notes" dir="auto" tabIndex={scrolls ? 0 : undefined}>
        {notes || t('control.notesNone')}
      </p>
    </ControlCard>
  );
}
