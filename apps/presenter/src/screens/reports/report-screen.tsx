import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { downloadRunExport, getRunReport, type TExportFormat } from '../../api/reports';
import { AppShell } from '../../components/app-shell';
import { PageLoader } from '../../components/page-loader';
import { toast } from '../../components/toasts';
import { useTranslation } from '../../i18n/i18n';
import { describeError } from '../../i18n/error-message';
import { formatDate } from '../../lib/dates';
import { LoadErrorNotice } from '../../components/load-error-notice';
import { ParticipantsTable } from './participants-table';
import { QaReport } from './qa-report';
import { TeamsReport } from './teams-report';
import { formatDuration } from './run-format';
import { SlideReport } from './slide-report';
import { wordMessage } from '../../i18n/word-message';
import { ReportSection } from './report-section';

/** /report/:runId: one session's results, participants and downloads. */
export function ReportScreen() {
  const { t } = useTranslation();
  const { runId = '' } = useParams();
  // When the screen opened: whether an assignment's closing time is still ahead.
  const [openedAt] = useState(Date.now);
  const query = useQuery({ queryKey: ['run', runId], queryFn: () => getRunReport(runId) });
  const [downloading, setDownloading] = useState<TExportFormat | null>(null);

  const download = async (format: TExportFormat) => {
    setDownloading(format);
    try {
      await downloadRunExport(runId, format);
    } catch (error) {
      const reason = describeError(error);
      toast.error(`${t('reports.downloadError')} ${wordMessage(t, reason)}`);
    } finally {
      setDownloading(null);
    }
  };

  const report = query.data;
  return (
    <AppShell>
      {report && (
        <p className="page__eyebrow">
          <Link to={`/presentation/${report.presentationId}/reports`}>{t('reports.allRuns')}</Link>
        </p>
      )}
      <h1 dir="auto" className="page__title">
        {report ? report.title || t('decks.untitled') : t('reports.reportLoading')}
      </h1>
      {query.isError && <LoadErrorNotice titleKey="reports.loadError" query={query} />}
      {!report && !query.isError && <PageLoader inline />}
      {report && (
        <>
          <p className="page__lead">
            {t('reports.summary', {
              date: formatDate(report.run.startedAt),
              participants: t('reports.participants', { count: report.run.participantCount }),
              responses: t('reports.responses', { count: report.run.responseCount }),
            })}
            {report.run.kind === 'assignment' && report.run.endedAt
              ? ` ${t(
                  Date.parse(report.run.endedAt) > openedAt
                    ? 'reports.assignmentOpenUntil'
                    : 'reports.assignmentClosedAt',
                  { date: formatDate(report.run.endedAt) },
                )}`
              : report.run.endedAt
                ? ` ${t('reports.lasted', { duration: formatDuration(report.run.startedAt, report.run.endedAt) })}`
                : ` ${t('reports.stillRunning')}`}
            {` ${
              report.run.deleteAt
                ? t('privacy.deletedOn', { date: formatDate(report.run.deleteAt) })
                : t('privacy.notScheduled')
            }`}
          </p>
          <div className="report-downloads" role="group" aria-label={t('reports.downloads')}>
            {(['xlsx', 'csv', 'pdf'] as const).map((format) => (
              <button
                key={format}
                type="button"
                className="button button--secondary"
                onClick={() => void download(format)}
                disabled={downloading !== null}
                aria-busy={downloading === format || undefined}
              >
                {downloading === format
                  ? t('reports.downloading')
                  : t(`reports.download.${format}`)}
              </button>
            ))}
          </div>
          {report.anonymous ? (
            <p className="report-anonymous" role="note">
              {t('reports.anonymousSession')}
            </p>
          ) : (
            <ParticipantsTable
              runId={runId}
              participants={report.participants}
              isAssignment={report.run.kind === 'assignment'}
            />
          )}
          <TeamsReport teams={report.teams} />
          <QaReport questions={report.qa} />
          <ReportSection id="slides" label={t('reports.slides')}>
            {report.slides.map((slide) => (
              <SlideReport
                key={slide.id}
                runId={report.run.id}
                slide={slide}
                participants={report.participants}
                anonymous={report.anonymous ?? false}
              />
            ))}
          </ReportSection>
        </>
      )}
    </AppShell>
  );
}
