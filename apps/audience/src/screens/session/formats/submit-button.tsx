import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import type { TAnswerStatus } from '../../../live/use-answer';

/** The format inputs' send button: says "Sending…" while the server stores the answer. */
export function SubmitButton(props: {
  status: TAnswerStatus;
  disabled: boolean;
  label?: string;
}): ReactNode {
  const { t } = useTranslation();
  const sending = props.status.kind === 'sending';
  return (
    <button type="submit" className="format-submit" aria-disabled={props.disabled || undefined}>
      {sending ? t('answer.sending') : (props.label ?? t('formats.submit'))}
    </button>
  );
}
