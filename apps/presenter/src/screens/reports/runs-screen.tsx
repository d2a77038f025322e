import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { TRunSummary } from '@crowdeck/core';
import { deleteRun, listRuns } from '../../api/reports';
import { AppShell } from '../../components/app-shell';
import { ConfirmModal } from '../../components/confirm-modal';
import { PageLoader } from '../../components/page-loader';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useTranslation } from '../../i18n/i18n';
import { formatDate } from '../../lib/dates';
import { LoadErrorNotice } from '../../components/load-error-notice';
import { formatDuration } from './run-format';
import { DataTable } from '../../components/data-table';

/** /presentation/:id/reports: every session of a deck, newest first, each with its report. */
export function RunsScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const key = ['runs', id];
  const query = useQuery({ queryKey: key, queryFn: () => listRuns(id), staleTime: 0 });
  const deleting = useConfirmedDelete<TRunSummary>({
    mutationFn: deleteRun,
    doneKey: 'reports.deleted',
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  const data = query.data;
  const runs = data?.runs.filter((run) => run.participantCount > 0 || run.endedAt) ?? [];
  return (
    <AppShell>
      <p className="page__eyebrow">
        <Link to={`/presentation/${id}`}>{t('reports.backToDeck')}</Link>
      </p>
      <h1 className="page__title">
        {data
          ? t('reports.runsTitle', { title: data.title || t('decks.untitled') })
          : t('reports.runsTitleLoading')}
      </h1>
      <p>
        <Link to={`/presentation/${id}/assignments`} className="button button--secondary">
          {t('assignments.title')}
        </Link>
      </p>
      {query.isError && <LoadErrorNotice titleKey="reports.loadError" query={query} />}
      {!data && !query.isError && <PageLoader inline />}
      {data && runs.length === 0 && <p className="page__lead">{t('reports.noRuns')}</p>}
      {runs.length > 0 && (
        <DataTable
          actions
          caption={t('reports.runsCaption')}
          headings={[
            t('reports.col.date'),
            t('reports.col.duration'),
            t('reports.col.participants'),
            t('reports.col.responses'),
            t('privacy.col.deleteAt'),
          ]}
        >
          {runs.map((run) => (
            <tr key={run.id}>
              <th scope="row">
                <Link to={`/report/${run.id}`}>{formatDate(run.startedAt)}</Link>
              </th>
              <td>
                {run.endedAt ? formatDuration(run.startedAt, run.endedAt) : t('reports.running')}
              </td>
              <td>{run.participantCount}</td>
              <td>{run.responseCount}</td>
              <td>{run.deleteAt ? formatDate(run.deleteAt) : t('privacy.keptForever')}</td>
              <td className="data-table__actions">
                <div>
                  <Link to={`/report/${run.id}`} className="button button--secondary button--small">
                    {t('reports.open')}
                  </Link>
                  {!(run.isCurrent && !run.endedAt) && (
                    <button
                      type="button"
                      className="button button--ghost-danger button--small"
                      onClick={() => deleting.ask(run)}
                      aria-label={t('reports.deleteNamed', { date: formatDate(run.startedAt) })}
                    >
                      {t('decks.delete')}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {deleting.target && (
        <ConfirmModal
          title={t('reports.deleteTitle')}
          body={t('reports.deleteBody', { date: formatDate(deleting.target.startedAt) })}
          confirmLabel={t('reports.deleteConfirm')}
          {...deleting.modal}
        />
      )}
    </AppShell>
  );
}
