import type { ReactNode } from 'react';

export interface TSubmitButtonProps {
  isPending: boolean;
  /** Label while the request runs, e.g. "Signing in…". */
  pendingLabel: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'danger-solid';
  /** The id of the form it submits, when it stands outside it (a dialog's footer). */
  form?: string;
  /** Full width (forms); false in a row of buttons. */
  block?: boolean;
}

/** A submit button that shows a spinner and is disabled while its request runs. */
export function SubmitButton({
  isPending,
  pendingLabel,
  children,
  variant = 'primary',
  form,
  block = true,
}: TSubmitButtonProps) {
  return (
    <button
      type="submit"
      form={form}
      className={`button button--${variant}${block ? ' button--block' : ''}`}
      disabled={isPending}
      aria-busy={isPending || undefined}
    >
      {isPending && <span className="spinner spinner--small" aria-hidden="true" />}
      {isPending ? pendingLabel : children}
    </button>
  );
}
