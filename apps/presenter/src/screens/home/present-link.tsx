import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Link, useNavigate } from 'react-router';
import { fetchPresentation } from '../../api/decks';
import { findUnpresentableSlides, PresentWarning } from '../../components/present-warning';
import { useRunChoice } from '../../components/use-run-choice';
import { PRESENT_FROM_START } from '../../live/use-present-session';

/**
 * The list's Present: the list only knows slide counts, so the deck is fetched on click and the
 * editor's warning is shown first when a slide cannot be presented as it is.
 */
export function PresentLink({ deckId, title }: { deckId: string; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [numbers, setNumbers] = useState<number[]>([]);
  const [isChecking, setIsChecking] = useState(false);
  // From the list a talk starts at its first slide, not where the editor was left.
  const path = `/present/${deckId}?${PRESENT_FROM_START}`;
  const runChoice = useRunChoice(deckId);
  const present = () => runChoice.present(() => void navigate(path));

  const check = async () => {
    setIsChecking(true);
    try {
      const found = findUnpresentableSlides((await fetchPresentation(deckId)).Slides);
      if (found.length > 0) setNumbers(found);
      else await present();
    } catch {
      // The present screen says what went wrong (offline, deleted deck) better than a list row.
      void navigate(path);
    } finally {
      setIsChecking(false);
    }
  };

  return (
    <>
      <Link
        to={path}
        className="button button--primary button--small"
        aria-label={t('decks.presentNamed', { title })}
        aria-busy={isChecking || undefined}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          if (!isChecking) void check();
        }}
      >
        {t('decks.present')}
      </Link>
      {numbers.length > 0 && (
        <PresentWarning
          numbers={numbers}
          onPresent={() => {
            setNumbers([]);
            void present();
          }}
          onKeepEditing={() => void navigate(`/presentation/${deckId}`)}
          onClose={() => setNumbers([])}
          keepEditingLabel={t('editor.problems.openEditor')}
        />
      )}
      {runChoice.dialog}
    </>
  );
}
