import type { ButtonHTMLAttributes } from 'react';

interface TBusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Whether its request runs: the button is then disabled and marked busy. */
  isBusy?: boolean | undefined;
  type?: 'button' | 'submit';
}

/** A button that is disabled and marked aria-busy while its request runs. */
export function BusyButton({ isBusy, disabled, type = 'button', ...rest }: TBusyButtonProps) {
  return (
    <button
      type={type === 'submit' ? 'submit' : 'button'}
      {...rest}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
    />
  );
}
