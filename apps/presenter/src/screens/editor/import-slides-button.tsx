import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DECK_LIMITS, type TImportJob } from '@crowdeck/core';
import { toast } from '../../components/toasts';
import { useDeckEditor } from '../../editor/editor-context';
import { findActiveSlide } from '../../editor/deck-updates';
import { useTranslation } from '../../i18n/i18n';
import { usePresenterStore } from '../../state/presenter-store';
import { ImportDialog } from '../import/import-dialog';
import { useErrorToast } from '../../components/use-error-toast';

/**
 * "Import slides from a file", beside the slide types: the imported pages go after the active
 * slide; once done the editor shows them (the deck loaded again) with the first one selected.
 */
export function ImportSlidesButton() {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const editor = useDeckEditor();
  const queryClient = useQueryClient();
  const deck = usePresenterStore((state) => state.presentation);
  const setShowNewSlide = usePresenterStore((state) => state.setShowNewSlide);
  const [target, setTarget] = useState<{
    presentationId: string;
    afterSlideId: string | null;
  } | null>(null);
  if (!deck) return null;
  const isFull = deck.Slides.length >= DECK_LIMITS.slidesMax;

  const onImported = async (job: TImportJob) => {
    try {
      const shown = await editor.showAddedSlides(job.slideIds);
      // The query's copy follows, so the screen never puts the old deck back.
      if (shown) queryClient.setQueryData(['presentation', shown.id], shown);
      toast.success(
        [
          t('import.done', { count: job.slideIds.length }),
          job.hiddenSkipped > 0 ? t('import.hiddenSkipped', { count: job.hiddenSkipped }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
      setTarget(null);
      setShowNewSlide(false);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() =>
          setTarget({ presentationId: deck.id, afterSlideId: findActiveSlide(deck)?.id ?? null })
        }
        disabled={isFull}
        title={isFull ? t('editor.slidesLimit', { count: DECK_LIMITS.slidesMax }) : undefined}
      >
        {t('import.openFromEditor')}
      </button>
      {target && (
        <ImportDialog
          target={target}
          onClose={() => setTarget(null)}
          onImported={(job) => void onImported(job)}
          beforeStart={() => editor.queue.flush()}
        />
      )}
    </>
  );
}
