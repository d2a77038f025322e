import { useId, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TReportParticipant } from '@crowdeck/core';
import { removeAssignmentParticipant } from '../../api/assignments';
import { deleteRunParticipant } from '../../api/reports';
import { ConfirmModal } from '../../components/confirm-modal';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format-number';
import { formatSeconds } from './run-format';
import { InputField } from '../../components/input-field';
import { DataTable } from '../../components/data-table';

type TSortKey =
  'rank' | 'name' | 'answered' | 'correct' | 'wrong' | 'unanswered' | 'score' | 'averageMs';

const COLUMNS: readonly TSortKey[] = [
  'rank',
  'name',
  'answered',
  'correct',
  'wrong',
  'unanswered',
  'score',
  'averageMs',
];

/** Compares two participants by a column; empty names and times go last. */
function compare(a: TReportParticipant, b: TReportParticipant, key: TSortKey): number {
  if (key === 'name') return (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff');
  if (key === 'averageMs') return (a.averageMs ?? Infinity) - (b.averageMs ?? Infinity);
  return a[key] - b[key];
}

/** A row's button that acts on its participant, named with the participant for screen readers. */
function ParticipantButton({
  participant,
  label,
  namedLabel,
  onClick,
}: {
  participant: TReportParticipant;
  label: 'reports.removeFromAssignment' | 'reports.deleteParticipant';
  namedLabel: 'reports.removeFromAssignmentNamed' | 'reports.deleteParticipantNamed';
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button button--danger button--small"
      aria-label={t(namedLabel, { name: participant.name ?? t('reports.anonymous') })}
      onClick={onClick}
    >
      {t(label)}
    </button>
  );
}

/**
 * The run's participants: searchable by name, sortable by every column; each one's data can be
 * deleted on their request (the report, its slides and downloads are read again without them).
 * An assignment's participant can also be removed: their answers leave it and they cannot take
 * it again.
 */
export function ParticipantsTable({
  runId,
  participants,
  isAssignment = false,
}: {
  runId: string;
  participants: TReportParticipant[];
  isAssignment?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['run', runId] }),
      queryClient.invalidateQueries({ queryKey: ['run-slide', runId] }),
      queryClient.invalidateQueries({ queryKey: ['runs'] }),
      queryClient.invalidateQueries({ queryKey: ['assignments'] }),
    ]);
  const removing = useConfirmedDelete<TReportParticipant>({
    mutationFn: (participantId) => removeAssignmentParticipant(runId, participantId),
    doneKey: 'reports.removedFromAssignment',
    onSettled: refresh,
  });
  const removingName = removing.target?.name ?? t('reports.anonymous');
  const deleting = useConfirmedDelete<TReportParticipant>({
    mutationFn: (participantId) => deleteRunParticipant(runId, participantId),
    doneKey: 'reports.participantDeleted',
    onSettled: refresh,
  });
  const deletingName = deleting.target?.name ?? t('reports.anonymous');
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: TSortKey; descending: boolean }>({
    key: 'rank',
    descending: false,
  });
  const rows = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    const found = needle
      ? participants.filter((p) => (p.name ?? '').toLocaleLowerCase().includes(needle))
      : participants;
    const sorted = [...found].sort((a, b) => compare(a, b, sort.key) || a.rank - b.rank);
    return sort.descending ? sorted.reverse() : sorted;
  }, [participants, search, sort]);

  const sortBy = (key: TSortKey) =>
    setSort((current) => ({
      key,
      // Scores and counts read best from the top; names and ranks from the start.
      descending:
        current.key === key
          ? !current.descending
          : !['rank', 'name', 'averageMs', 'unanswered'].includes(key),
    }));

  return (
    <section className="report-section" aria-labelledby="participants-title">
      <div className="report-section__head">
        <h2 id="participants-title" className="report-section__title">
          {t('reports.participants', { count: participants.length })}
        </h2>
        <InputField
          label={t('reports.search')}
          id={searchId}
          fieldClassName="field--inline"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {rows.length === 0 ? (
        <p>{participants.length === 0 ? t('reports.nobody') : t('reports.noMatch')}</p>
      ) : (
        <DataTable
          actions
          caption={t('reports.participantsCaption')}
          columns={
            <>
              {COLUMNS.map((key) => (
                <th
                  key={key}
                  scope="col"
                  aria-sort={
                    sort.key === key ? (sort.descending ? 'descending' : 'ascending') : undefined
                  }
                >
                  <button type="button" className="data-table__sort" onClick={() => sortBy(key)}>
                    {t(`reports.col.${key}`)}
                    <span aria-hidden="true">
                      {sort.key === key ? (sort.descending ? ' ▼' : ' ▲') : ''}
                    </span>
                  </button>
                </th>
              ))}
            </>
          }
        >
          {rows.map((p) => (
            <tr key={p.id}>
              <td>{p.rank}</td>
              <th dir="auto" scope="row">
                {p.name ?? t('reports.anonymous')}
                {p.identified ? (
                  <span className="report-identified"> ({t('reports.identified')})</span>
                ) : null}
              </th>
              <td>{p.answered}</td>
              <td>{p.correct}</td>
              <td>{p.wrong}</td>
              <td>{p.unanswered}</td>
              <td>{formatNumber(p.score)}</td>
              <td>{formatSeconds(p.averageMs)}</td>
              <td>
                {isAssignment && (
                  <ParticipantButton
                    participant={p}
                    label="reports.removeFromAssignment"
                    namedLabel="reports.removeFromAssignmentNamed"
                    onClick={() => removing.ask(p)}
                  />
                )}{' '}
                <ParticipantButton
                  participant={p}
                  label="reports.deleteParticipant"
                  namedLabel="reports.deleteParticipantNamed"
                  onClick={() => deleting.ask(p)}
                />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {deleting.target && (
        <ConfirmModal
          title={t('reports.deleteParticipantTitle')}
          body={t('reports.deleteParticipantBody', { name: deletingName })}
          confirmLabel={t('reports.deleteParticipantConfirm')}
          {...deleting.modal}
        />
      )}
      {removing.target && (
        <ConfirmModal
          title={t('reports.removeFromAssignmentTitle', { name: removingName })}
          body={t('reports.removeFromAssignmentBody')}
          confirmLabel={t('reports.removeFromAssignment')}
          {...removing.modal}
        />
      )}
    </section>
  );
}
