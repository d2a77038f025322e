import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format-number';
import { usePresenterQa } from '../../live/use-presenter-qa';

/** Questions a Q&A slide shows at once, most liked first. */
const SHOWN = 6;

/** A Q&A slide on the big screen: the most liked open questions, live, with their likes. */
export function QaStage({ presentationId }: { presentationId: string }) {
  const { t } = useTranslation();
  const qa = usePresenterQa(presentationId);
  if (!qa) return null;
  if (!qa.settings.enabled) return <p className="qa-stage__note">{t('present.qa.off')}</p>;
  const open = qa.questions
    .filter((q) => q.status === 'live' && !q.answeredAt)
    .sort((a, b) => b.votes - a.votes || a.createdAt.localeCompare(b.createdAt))
    .slice(0, SHOWN);
  if (open.length === 0) return <p className="qa-stage__note">{t('present.qa.empty')}</p>;
  return (
    <ol className="qa-stage" aria-label={t('present.qa.listLabel')}>
      {open.map((q) => (
        <li
          key={q.id}
          className={
            q.id === qa.highlightedId ? 'qa-stage__item qa-stage__item--on' : 'qa-stage__item'
          }
        >
          <span dir="auto" className="qa-stage__text">
            {q.text}
          </span>
          <span className="qa-stage__meta">
            {q.author ?? t('present.qa.fromAnonymous')} ·{' '}
            {t('present.qa.likes', { count: q.votes, shown: formatNumber(q.votes) })}
          </span>
        </li>
      ))}
    </ol>
  );
}
