import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format-number';
import { getQa } from '../../live/qa-api';
import { usePresenterStore } from '../../state/presenter-store';

/**
 * The audience question the presenter put on the big screen (from the room window or a remote),
 * over the slide until it is taken off or marked answered. Pushed over the live socket; read once
 * at start so a reload keeps showing it.
 */
export function QaHighlight({ presentationId }: { presentationId: string }) {
  const { t } = useTranslation();
  const pushed = usePresenterStore((state) => state.audienceData?.qa ?? null);
  const initial = useQuery({
    queryKey: ['present-qa', presentationId],
    queryFn: () => getQa(presentationId),
    staleTime: Infinity,
    retry: false,
  });
  const qa = pushed ?? initial.data ?? null;
  const question = qa?.questions.find((q) => q.id === qa.highlightedId) ?? null;
  return (
    <div className="qa-highlight-region" aria-live="polite">
      {question ? (
        <aside className="qa-highlight" aria-label={t('present.qa.highlightLabel')}>
          <p className="qa-highlight__from">
            {question.author
              ? t('present.qa.from', { name: question.author })
              : t('present.qa.fromAnonymous')}
            {' · '}
            {t('present.qa.likes', { count: question.votes, shown: formatNumber(question.votes) })}
          </p>
          <p className="qa-highlight__text">{question.text}</p>
        </aside>
      ) : null}
    </div>
  );
}
