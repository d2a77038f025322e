import type { ReactNode } from 'react';

interface TSubmitButtonProps {
  isPending: boolean;
  /** Label while the request runs, e.g. "Signing in…". */
  pendingLabel: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'danger-solid';
}

/** A submit button that shows a spinner and is disabled while its request runs. */
export function SubmitButton({
  isPending,
  pendingLabel,
  children,
  variant = 'primary',
}: TSubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`button button--${variant} button--block`}
      disabled={isPending}
      aria-busy={isPending || undefined}
    >
      {isPending && <span className="spinner spinner--small" aria-hidden="true" />}
      {isPending ? pendingLabel : children}
    </button>
  );
}
