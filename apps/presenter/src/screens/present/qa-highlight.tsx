import { isolateText } from '@crowdeck/web';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format-number';
import { usePresenterQa } from '../../live/use-presenter-qa';

/**
 * The audience question the presenter put on the big screen (from the room window or a remote),
 * over the slide until it is taken off or marked answered. Pushed over the live socket; read once
 * at start so a reload keeps showing it.
 */
export function QaHighlight({ presentationId }: { presentationId: string }) {
  const { t } = useTranslation();
  const qa = usePresenterQa(presentationId);
  const question = qa?.questions.find((q) => q.id === qa.highlightedId) ?? null;
  return (
    <div className="qa-highlight-region" aria-live="polite">
      {question ? (
        <aside className="qa-highlight" aria-label={t('present.qa.highlightLabel')}>
          <p className="qa-highlight__from">
            {question.author
              ? t('present.qa.from', { name: isolateText(question.author) })
              : t('present.qa.fromAnonymous')}
            {' · '}
            {t('present.qa.likes', { count: question.votes, shown: formatNumber(question.votes) })}
          </p>
          <p dir="auto" className="qa-highlight__text">
            {question.text}
          </p>
        </aside>
      ) : null}
    </div>
  );
}
