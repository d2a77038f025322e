import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useNavigate } from 'react-router';
import type { TPresentation } from '@crowdeck/core';
import { findUnpresentableSlides, PresentWarning } from '../../components/present-warning';
import { useRunChoice } from '../../components/use-run-choice';

/**
 * Present, after a warning naming the slides that cannot be presented as they are, and the
 * choice between continuing the last session and starting a new one when it has results.
 */
export function PresentButton({ deck }: { deck: TPresentation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isWarning, setIsWarning] = useState(false);
  const path = `/present/${deck.id}`;
  const numbers = findUnpresentableSlides(deck.Slides);
  const runChoice = useRunChoice(deck.id);
  const present = () => void runChoice.present(() => void navigate(path));

  return (
    <>
      <a
        href={path}
        className="button button--primary button--small editor-bar__present"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          if (numbers.length > 0) setIsWarning(true);
          else present();
        }}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M7 5l12 7-12 7z" fill="currentColor" />
        </svg>
        {t('editor.present')}
      </a>
      {isWarning && (
        <PresentWarning
          numbers={numbers}
          onPresent={() => {
            setIsWarning(false);
            present();
          }}
          onKeepEditing={() => setIsWarning(false)}
          onClose={() => setIsWarning(false)}
        />
      )}
      {runChoice.dialog}
    </>
  );
}
