import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useNavigate } from 'react-router';
import type { TPresentation } from '@crowdeck/core';
import { findUnpresentableSlides, PresentWarning } from '../../components/present-warning';

/** Present, after a warning naming the slides that cannot be presented as they are. */
export function PresentButton({ deck }: { deck: TPresentation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isWarning, setIsWarning] = useState(false);
  const path = `/present/${deck.id}`;
  const numbers = findUnpresentableSlides(deck.Slides);

  return (
    <>
      <a
        href={path}
        className="button button--primary button--small editor-bar__present"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          if (numbers.length > 0) setIsWarning(true);
          else void navigate(path);
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
          onPresent={() => void navigate(path)}
          onKeepEditing={() => setIsWarning(false)}
          onClose={() => setIsWarning(false)}
        />
      )}
    </>
  );
}
