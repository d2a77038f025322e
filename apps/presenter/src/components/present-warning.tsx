import { useTranslation } from '../i18n/i18n';
import { getSlideProblems, type TSlide } from '@crowdeck/core';
import { Modal } from './modal';

/** Numbers (from 1) of the slides that cannot be presented as they are. */
export function findUnpresentableSlides(slides: readonly Pick<TSlide, 'type' | 'options'>[]) {
  return slides.flatMap((slide, index) => (getSlideProblems(slide).length > 0 ? [index + 1] : []));
}

interface TPresentWarningProps {
  numbers: readonly number[];
  onPresent: () => void;
  onKeepEditing: () => void;
  onClose: () => void;
  /** The safe choice's words: "Keep editing" in the editor, "Open the editor" elsewhere. */
  keepEditingLabel?: string;
}

/** Before presenting: names the slides that cannot be presented yet; fix them, or present anyway. */
export function PresentWarning({
  numbers,
  onPresent,
  onKeepEditing,
  onClose,
  keepEditingLabel,
}: TPresentWarningProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('editor.problems.presentTitle', { count: numbers.length })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--primary" onClick={onKeepEditing}>
            {keepEditingLabel ?? t('editor.problems.keepEditing')}
          </button>
          <button type="button" className="button button--secondary" onClick={onPresent}>
            {t('editor.problems.presentAnyway')}
          </button>
        </>
      }
    >
      <p>
        {t('editor.problems.presentBody', { count: numbers.length, numbers: numbers.join(', ') })}
      </p>
    </Modal>
  );
}
