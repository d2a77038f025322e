import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import type { TAnswerStatus } from '../../live/use-answer';

const KNOWN_REFUSALS = [
  'closed',
  'not_open',
  'already_answered',
  'too_many_entries',
  'rate_limited',
  'invalid_input',
  'ended',
  'network',
] as const;
type TKnownRefusal = (typeof KNOWN_REFUSALS)[number];
const isKnown = (code: string): code is TKnownRefusal =>
  (KNOWN_REFUSALS as readonly string[]).includes(code);

/** The plain sentence for a refused answer. */
export function useRefusalText(): (code: string) => string {
  const { t } = useTranslation();
  return (code) => t(isKnown(code) ? `refusal.${code}` : 'refusal.other');
}

/**
 * Tells the person what happened to their answer: "Answer locked in" only once the server has
 * stored it, or why it was refused, with "Try again" when the network failed.
 */
export function AnswerStatus(props: {
  status: TAnswerStatus;
  /** Stored earlier (before a reload); the server's word for it. */
  answeredBefore?: boolean;
  sentText?: string;
  sentLead?: string;
  /** Stored but not shown (held back by the filter): said without the success tick. */
  isHeldBack?: boolean;
  onRetry?: () => void;
}): ReactNode {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const { status, answeredBefore, sentText, sentLead, isHeldBack, onRetry } = props;
  const sent = status.kind === 'sent' || (answeredBefore && status.kind !== 'sending');

  return (
    <div className="answer-status">
      <div role="status" aria-live="polite">
        {sent ? (
          <div className={isHeldBack ? 'confirm confirm--held' : 'confirm'}>
            <p className="confirm-title">
              {isHeldBack ? null : <span aria-hidden="true">✓ </span>}
              {sentText ?? t('answer.locked')}
            </p>
            {sentLead ? <p className="confirm-lead">{sentLead}</p> : null}
          </div>
        ) : null}
      </div>
      <div role="alert">
        {status.kind === 'refused' && !sent ? (
          <div className="refusal">
            <p>{refusalText(status.code)}</p>
            {status.code === 'network' && onRetry ? (
              <button type="button" className="button-secondary" onClick={onRetry}>
                {t('session.retry')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
