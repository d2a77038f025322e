import { useTranslation } from '../../i18n/i18n';
import { getSlideProblems, type TSlide } from '@crowdeck/core';

/** The editing panel's note on why this slide cannot be presented as it is (nothing when it can). */
export function SlideProblems({ slide }: { slide: TSlide }) {
  const { t } = useTranslation();
  const problems = getSlideProblems(slide);
  if (problems.length === 0) return null;
  return (
    <div className="slide-problems" role="note" aria-label={t('editor.problems.title')}>
      <p className="slide-problems__title">{t('editor.problems.title')}</p>
      <ul className="slide-problems__list">
        {problems.map((problem) => (
          <li key={problem}>{t(`editor.problems.${problem}`)}</li>
        ))}
      </ul>
    </div>
  );
}
