import type { TPresenterKey } from '../../i18n/i18n';
import type { TReportQaQuestion } from '@crowdeck/core';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format-number';
import { ReportCard } from './report-section';
import { DataTable } from '../../components/data-table';

/** What became of a question, in the report's words. */
function stateOf(q: TReportQaQuestion): TPresenterKey {
  if (q.status === 'dismissed') return 'reports.qa.dismissed';
  if (q.status === 'pending') return 'reports.qa.pending';
  return q.answeredAt ? 'reports.qa.answered' : 'reports.qa.shown';
}

/** The run's Q&A: every question with who asked it, its likes and what became of it. */
export function QaReport({ questions }: { questions: TReportQaQuestion[] }) {
  const { t } = useTranslation();
  if (questions.length === 0) return null;
  return (
    <ReportCard
      id="qa"
      className="report-qa"
      label={t('reports.qa.title', { count: questions.length })}
    >
      <DataTable
        caption={t('reports.qa.caption')}
        headings={[
          t('reports.qa.question'),
          t('reports.qa.askedBy'),
          t('reports.qa.likes'),
          t('reports.qa.state'),
        ]}
      >
        {questions.map((q) => (
          <tr key={q.id}>
            <td dir="auto" className="report-qa__text">
              {q.text}
            </td>
            <td>{q.author ?? t('reports.qa.anonymous')}</td>
            <td>{formatNumber(q.votes)}</td>
            <td>{t(stateOf(q))}</td>
          </tr>
        ))}
      </DataTable>
    </ReportCard>
  );
}
