import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import type { TAssignment, TAssignmentList } from '@crowdeck/core';
import {
  assignmentUrl,
  closeAssignment,
  createAssignment,
  listAssignments,
} from '../../api/assignments';
import { AppShell } from '../../components/app-shell';
import { PageLoader } from '../../components/page-loader';
import { toast } from '../../components/toasts';
import { runtimeConfig } from '../../config/runtime-config';
import { useTranslation } from '../../i18n/i18n';
import { useErrorMessage } from '../../i18n/use-error-message';
import { formatDate } from '../../lib/dates';
import { LoadErrorNotice } from '../../components/load-error-notice';
import { FormField } from '../../components/form-field';
import { ChoiceSelect } from '../../components/choice-select';
import { MutateButton } from '../../components/mutate-button';

/** A datetime-local input's value (local time, to the minute) for a moment. */
function toLocalInput(at: Date): string {
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

const TIME_CHOICES = [0, 10, 20, 30, 60, 120] as const;

/**
 * The form that creates an assignment: opening, closing, time per question, answers shown, and
 * (where the organisation's single sign-on is set up) whether participants sign in with it, which
 * starts as the deck's own participant setting.
 */
function CreateAssignmentForm({
  presentationId,
  signIn,
}: {
  presentationId: string;
  signIn: TAssignmentList['signIn'] | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [opensAt, setOpensAt] = useState(() => toLocalInput(new Date()));
  const [closesAt, setClosesAt] = useState(() =>
    toLocalInput(new Date(Date.now() + 7 * 24 * 3_600_000)),
  );
  const [seconds, setSeconds] = useState(0);
  const [showAnswers, setShowAnswers] = useState(true);
  const [chosenSignIn, setChosenSignIn] = useState<boolean | null>(null);
  const organisationSignIn = Boolean(signIn?.available && (chosenSignIn ?? signIn.deckDefault));
  const create = useMutation({
    mutationFn: createAssignment,
    onSuccess: () => toast.success(t('assignments.created')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['assignments', presentationId] }),
  });
  const error = useErrorMessage(create.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({
      presentationId,
      opensAt: new Date(opensAt).toISOString(),
      closesAt: new Date(closesAt).toISOString(),
      timePerQuestionSec: seconds === 0 ? null : seconds,
      showAnswers,
      organisationSignIn,
    });
  };
  return (
    <form className="assignment-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('assignments.new')}</h2>
      <DateTimeField label={t('assignments.opensAt')} value={opensAt} onChange={setOpensAt} />
      <DateTimeField label={t('assignments.closesAt')} value={closesAt} onChange={setClosesAt} />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-time`}>
          {t('assignments.timePerQuestion')}
        </label>
        <ChoiceSelect<number>
          id={`${id}-time`}
          className="field__input"
          choices={TIME_CHOICES}
          value={seconds}
          label={(choice) =>
            choice === 0
              ? t('assignments.noTimeLimit')
              : t('assignments.seconds', { seconds: choice })
          }
          aria-describedby={`${id}-time-hint`}
          onChange={setSeconds}
        />
        <p id={`${id}-time-hint`} className="field__hint">
          {t('assignments.timeHint')}
        </p>
      </div>
      <div className="field">
        <label>
          <input
            type="checkbox"
            checked={showAnswers}
            onChange={(e) => setShowAnswers(e.target.checked)}
          />{' '}
          {t('assignments.showAnswers')}
        </label>
      </div>
      {signIn?.available && (
        <div className="field">
          <label>
            <input
              type="checkbox"
              checked={organisationSignIn}
              aria-describedby={`${id}-sign-in-hint`}
              onChange={(e) => setChosenSignIn(e.target.checked)}
            />{' '}
            {t('assignments.organisationSignIn')}
          </label>
          <p id={`${id}-sign-in-hint`} className="field__hint">
            {t('assignments.organisationSignInHint')}
          </p>
        </div>
      )}
      {create.isError && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {t('assignments.create')}
      </button>
    </form>
  );
}

/** One assignment: its link and QR code, its window and counts, its report, Close. */
function AssignmentItem({ assignment }: { assignment: TAssignment }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const url = assignmentUrl(runtimeConfig.audienceUrl, assignment.code);
  const close = useMutation({
    mutationFn: closeAssignment,
    onSuccess: () => toast.success(t('assignments.closedNow')),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ['assignments', assignment.presentationId] }),
  });
  const copy = () =>
    void navigator.clipboard
      ?.writeText(url)
      .then(() => toast.success(t('assignments.copied')))
      .catch(() => undefined);
  return (
    <li className="assignment-item" data-testid="assignment">
      <QRCodeSVG value={url} size={128} marginSize={2} title={t('assignments.qr', { url })} />
      <div>
        <p>
          <strong>{t(`assignments.status.${assignment.status}`)}</strong> ·{' '}
          {t('assignments.window', {
            opens: formatDate(assignment.opensAt),
            closes: formatDate(assignment.closesAt),
          })}
          {assignment.organisationSignIn && ` · ${t('assignments.signInTag')}`}
        </p>
        <p>
          <a href={url} target="_blank" rel="noreferrer" data-testid="assignment-link">
            {url}
          </a>{' '}
          <button type="button" className="button button--secondary button--small" onClick={copy}>
            {t('assignments.copy')}
          </button>
        </p>
        <p>
          {t('assignments.counts', {
            started: assignment.participantCount,
            finished: assignment.finishedCount,
          })}
        </p>
        <div className="data-table__actions">
          <Link to={`/report/${assignment.id}`} className="button button--secondary button--small">
            {t('reports.open')}
          </Link>
          {assignment.status !== 'closed' && (
            <MutateButton
              look="ghost-danger"
              className="button--small"
              mutation={close}
              value={assignment.id}
            >
              {t('assignments.close')}
            </MutateButton>
          )}
        </div>
      </div>
    </li>
  );
}

/** /presentation/:id/assignments: the deck's self-paced assignments, and a form for a new one. */
export function AssignmentsScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: ['assignments', id],
    queryFn: () => listAssignments(id),
    staleTime: 0,
  });
  const assignments = query.data?.assignments ?? [];
  return (
    <AppShell>
      <p className="page__eyebrow">
        <Link to={`/presentation/${id}/reports`}>{t('assignments.backToRuns')}</Link>
      </p>
      <h1 className="page__title">{t('assignments.title')}</h1>
      <p className="page__lead">{t('assignments.lead')}</p>
      <CreateAssignmentForm presentationId={id} signIn={query.data?.signIn} />
      {query.isError && <LoadErrorNotice titleKey="reports.loadError" query={query} />}
      {!query.data && !query.isError && <PageLoader inline />}
      {query.data && assignments.length === 0 && (
        <p className="page__lead">{t('assignments.none')}</p>
      )}
      {assignments.length > 0 && (
        <ul className="assignment-list" aria-label={t('assignments.listLabel')}>
          {assignments.map((assignment) => (
            <AssignmentItem key={assignment.id} assignment={assignment} />
          ))}
        </ul>
      )}
    </AppShell>
  );
}

/** A required date and time, in the browser's own picker. */
function DateTimeField(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <FormField label={props.label}>
      {(control) => (
        <input
          {...control}
          className="field__input"
          type="datetime-local"
          required
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
