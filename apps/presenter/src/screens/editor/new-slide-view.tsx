import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { INSIDE_MODAL } from '../../components/inside-modal';
import { useDeckEditor } from '../../editor/editor-context';
import {
  SLIDE_TYPE_GROUPS,
  SlideTypeIcon,
  createOfChoice,
  type TSlideChoice,
} from '../../editor/slide-types';
import { usePresenterStore } from '../../state/presenter-store';
import { ImportSlidesButton } from './import-slides-button';
import { useErrorToast } from '../../components/use-error-toast';
import { ActionButton } from '../../components/action-button';

/** The new-slide view: the two groups of slide types; picking one adds it after the active slide. */
export function NewSlideView({ isEmptyDeck }: { isEmptyDeck: boolean }) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const editor = useDeckEditor();
  const setShowNewSlide = usePresenterStore((state) => state.setShowNewSlide);
  const [pending, setPending] = useState<TSlideChoice | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!isEmptyDeck) headingRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector(INSIDE_MODAL)) setShowNewSlide(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isEmptyDeck, setShowNewSlide]);

  const add = async (choice: TSlideChoice) => {
    setPending(choice);
    try {
      // True/false is a quiz of two options, named in the presenter's language.
      const texts =
        choice === 'trueFalse'
          ? [t('editor.trueFalse.true'), t('editor.trueFalse.false')]
          : undefined;
      const { type, format } = createOfChoice(choice);
      await editor.addSlide(type, texts, format);
      setShowNewSlide(false);
      // The new slide's first field takes the focus (the cards it was picked from are gone).
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[data-focus-target="slide-question"]')?.focus(),
      );
    } catch (error) {
      showError(error);
    } finally {
      setPending(null);
    }
  };

  return (
    <section className="new-slide" aria-labelledby="new-slide-title">
      <div className="new-slide__header">
        <div>
          <h2 id="new-slide-title" className="new-slide__title" tabIndex={-1} ref={headingRef}>
            {isEmptyDeck ? t('editor.noSlidesTitle') : t('editor.newSlideTitle')}
          </h2>
          {isEmptyDeck && <p className="new-slide__lead">{t('editor.noSlidesBody')}</p>}
        </div>
        <div className="new-slide__actions">
          <ImportSlidesButton />
          {!isEmptyDeck && (
            <ActionButton
              look="secondary"
              className="button--small"
              onClick={() => setShowNewSlide(false)}
            >
              {t('editor.closeNewSlide')}
            </ActionButton>
          )}
        </div>
      </div>
      {SLIDE_TYPE_GROUPS.map((group) => (
        <div
          key={group.id}
          className="new-slide__group"
          role="group"
          aria-labelledby={`slide-group-${group.id}`}
        >
          <h3 id={`slide-group-${group.id}`} className="new-slide__group-title">
            {t(`slideGroup.${group.id}`)}
          </h3>
          <ul className="new-slide__types">
            {group.types.map((type) => (
              <li key={type}>
                <button
                  type="button"
                  className="slide-type-card"
                  onClick={() => void add(type)}
                  disabled={pending !== null}
                  aria-busy={pending === type || undefined}
                >
                  <span className={`slide-type-card__icon slide-type-card__icon--${type}`}>
                    <SlideTypeIcon type={type} size={28} />
                  </span>
                  <span className="slide-type-card__name">{t(`slideType.${type}`)}</span>
                  <span className="slide-type-card__description">
                    {t(`slideType.${type}.description`)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
