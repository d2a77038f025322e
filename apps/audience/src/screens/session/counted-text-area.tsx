import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';

/**
 * A labelled text area for an answer or a question, with the characters used under it: "0 / 280"
 * in every language, the count first, left to right even in Arabic.
 */
export function CountedTextArea(props: {
  id: string;
  counterId: string;
  label: string;
  className: string;
  rows: number;
  max: number;
  value: string;
  onChange: (text: string) => void;
  /** Ids of more text that describes the field, after the counter. */
  describedBy?: string;
  invalid?: boolean;
}): ReactNode {
  const { t } = useTranslation();
  const { id, counterId, max, value } = props;
  return (
    <>
      <label htmlFor={id}>{props.label}</label>
      <textarea
        dir="auto"
        id={id}
        className={props.className}
        rows={props.rows}
        maxLength={max}
        value={value}
        aria-describedby={props.describedBy ? `${counterId} ${props.describedBy}` : counterId}
        aria-invalid={props.invalid || undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <p id={counterId} className="hint counter">
        <bdi dir="ltr">{t('openEnded.counter', { count: value.length, max })}</bdi>
      </p>
    </>
  );
}
