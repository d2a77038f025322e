import { choiceOfSlide } from '../../editor/slide-types';
import { SortableList } from './sortable-list';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { rectSortingStrategy } from '@dnd-kit/sortable';
import { DECK_LIMITS, type TPresentation, type TSlide } from '@crowdeck/core';
import { ConfirmModal } from '../../components/confirm-modal';
import { useDeckEditor } from '../../editor/editor-context';
import { findActiveSlide } from '../../editor/deck-updates';
import { usePresenterStore } from '../../state/presenter-store';
import { SlideListItem } from './slide-list-item';
import { useCoeditStore } from '../../editor/coedit/coedit-client';
import { useErrorToast } from '../../components/use-error-toast';

/** The slides in order: select, add, drag to reorder (pointer or keyboard), duplicate, delete. */
export function SlideList({ deck, fontStack }: { deck: TPresentation; fontStack: string }) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const editor = useDeckEditor();
  const showNewSlide = usePresenterStore((state) => state.showNewSlide);
  const setShowNewSlide = usePresenterStore((state) => state.setShowNewSlide);
  const [toDelete, setToDelete] = useState<{ slide: TSlide; number: number } | null>(null);
  const activeId = findActiveSlide(deck)?.id;
  const me = useCoeditStore((state) => state.me);
  const editors = useCoeditStore((state) => state.editors);
  const othersOn = (slideId: string) =>
    editors.filter((editor) => editor.socketId !== me && editor.slideId === slideId);
  const isFull = deck.Slides.length >= DECK_LIMITS.slidesMax;
  // A deck shared to view: its slides can be looked through, not added, moved or deleted.
  const readOnly = deck.access === 'viewer';
  const duplicate = (slideId: string) =>
    editor.duplicateSlide(slideId).catch((error: unknown) => {
      showError(error);
    });

  return (
    <nav className="slide-list" aria-label={t('editor.slidesLabel')}>
      {!readOnly && (
        <button
          type="button"
          className="button button--primary button--small slide-list__add"
          onClick={() => setShowNewSlide(!showNewSlide)}
          aria-expanded={showNewSlide}
          disabled={isFull}
          title={isFull ? t('editor.slidesLimit', { count: DECK_LIMITS.slidesMax }) : undefined}
        >
          <span aria-hidden="true">+</span> {t('editor.addSlide')}
        </button>
      )}
      <SortableList
        items={deck.Slides.map((s, index) => ({
          id: s.id,
          name: t('dnd.slideName', {
            number: index + 1,
            title: s.question.trim() || t(`slideType.${choiceOfSlide(s)}`),
          }),
        }))}
        strategy={rectSortingStrategy}
        onMove={(activeId, overId) => editor.reorderSlides(activeId, overId)}
      >
        <ol className="slide-list__items stack-list">
          {deck.Slides.map((slide, index) => (
            <SlideListItem
              key={slide.id}
              slide={slide}
              number={index + 1}
              isActive={slide.id === activeId && !showNewSlide}
              fontStack={fontStack}
              onSelect={() => {
                editor.selectSlide(slide.id);
                setShowNewSlide(false);
              }}
              onDuplicate={() => void duplicate(slide.id)}
              onDelete={() => setToDelete({ slide, number: index + 1 })}
              canDuplicate={!isFull}
              readOnly={readOnly}
              editors={othersOn(slide.id)}
            />
          ))}
        </ol>
      </SortableList>
      {toDelete && (
        <ConfirmModal
          title={t('editor.deleteSlideTitle', { number: toDelete.number })}
          body={t('editor.deleteSlideBody', {
            name: toDelete.slide.question || t(`slideType.${choiceOfSlide(toDelete.slide)}`),
          })}
          confirmLabel={t('editor.deleteSlideConfirm')}
          onClose={() => setToDelete(null)}
          onConfirm={() => {
            editor.removeSlide(toDelete.slide.id);
            setToDelete(null);
          }}
        />
      )}
    </nav>
  );
}
