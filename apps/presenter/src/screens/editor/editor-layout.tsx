import { useTranslation } from '../../i18n/i18n';
import type { TPresentation } from '@crowdeck/core';
import type { TSaveStatus } from '../../editor/autosave/save-queue';
import { findActiveSlide } from '../../editor/deck-updates';
import { useEffectiveBranding } from '../../editor/use-branding';
import { toFontStack, useFontStylesheets } from '../../editor/use-font-stylesheets';
import { usePresenterStore } from '../../state/presenter-store';
import { EditorTopBar } from './editor-top-bar';
import { ConflictNotices } from './coedit/conflict-notices';
import { NewSlideView } from './new-slide-view';
import { SidePanel } from './side-panel';
import { SlideCanvas } from './slide-canvas';
import { SlideList } from './slide-list';

interface TEditorLayoutProps {
  deck: TPresentation;
  status: TSaveStatus;
  onRetry: () => void;
}

/** Top bar over three columns: slide list, canvas (or the new-slide view), settings panel. */
export function EditorLayout({ deck, status, onRetry }: TEditorLayoutProps) {
  const { t } = useTranslation();
  const showNewSlide = usePresenterStore((state) => state.showNewSlide);
  const slide = findActiveSlide(deck);
  const branding = useEffectiveBranding(deck);
  useFontStylesheets([branding.fontFamily]);
  const fontStack = toFontStack(branding.fontFamily);
  // A deck shared to view opens read-only: every field and button of the canvas and panel is off.
  const isViewer = deck.access === 'viewer';

  return (
    <div className="editor">
      <EditorTopBar deck={deck} status={status} onRetry={onRetry} />
      <div className="editor__body">
        <SlideList deck={deck} fontStack={fontStack} />
        <main id="main" className="editor__stage" aria-label={t('editor.canvasLabel')}>
          <fieldset className="editor__lock" disabled={isViewer}>
            {showNewSlide || !slide ? (
              <NewSlideView isEmptyDeck={!slide} />
            ) : (
              <SlideCanvas slide={slide} fontStack={fontStack} logoUrl={branding.logoUrl} />
            )}
          </fieldset>
        </main>
        {slide && <SidePanel deck={deck} slide={slide} />}
      </div>
      <ConflictNotices />
    </div>
  );
}
