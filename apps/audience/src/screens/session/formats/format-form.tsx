import type { FormEvent, ReactNode } from 'react';
import type { TAnswerStatus } from '../../../live/use-answer';
import { SubmitButton } from './submit-button';

/** A format input's form: its fields, then the send button, marked disabled when `disabled`. */
export function FormatForm(props: {
  onSubmit: (event: FormEvent) => void;
  status: TAnswerStatus;
  disabled: boolean;
  children: ReactNode;
}): ReactNode {
  return (
    <form className="format-form" onSubmit={props.onSubmit} noValidate>
      {props.children}
      <SubmitButton status={props.status} disabled={props.disabled} />
    </form>
  );
}
