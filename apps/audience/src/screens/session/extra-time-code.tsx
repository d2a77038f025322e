import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { FieldError } from '../card-page';
import { LabelledTextInput } from '../labelled-text-input';
import { useLiveActions } from '../../live/live-session-context';

/**
 * "Extra time code": a person the presenter gave the session's code enters it here and gets a
 * longer time on quiz questions (nobody else sees it). Once given, the phone says so.
 */
export function ExtraTimeCode(props: { timeFactor?: number }): ReactNode {
  const { t } = useTranslation();
  const { claimExtraTime } = useLiveActions();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (props.timeFactor && props.timeFactor > 1) {
    return (
      <p className="hint" data-testid="extra-time-given">
        {t('extraTime.given')}
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" className="your-data-link" onClick={() => setOpen(true)}>
        {t('extraTime.open')}
      </button>
    );
  }
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await claimExtraTime(code.replace(/\s/gu, ''));
    setBusy(false);
    setError(
      result === 'ok' ? null : t(result === 'wrong' ? 'extraTime.wrong' : 'extraTime.failed'),
    );
  };
  return (
    <form className="extra-time-form" onSubmit={(event) => void onSubmit(event)}>
      <LabelledTextInput
        id="extra-time-code"
        label={t('extraTime.label')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={7}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        aria-describedby={error ? 'extra-time-error' : undefined}
        aria-invalid={error ? true : undefined}
      />
      <button type="submit" className="button" disabled={busy || code.trim() === ''}>
        {t('extraTime.send')}
      </button>
      <FieldError id="extra-time-error" message={error} />
    </form>
  );
}
