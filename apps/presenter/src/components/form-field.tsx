import { useId, type ReactNode } from 'react';

/** What the field hands its control: the id its label points at and the ARIA wiring. */
export interface TFieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface TFormFieldProps {
  label: string;
  /** Always-visible help under the label. */
  hint?: ReactNode;
  /** The error text (already translated), shown under the control. */
  error?: string | null | undefined;
  /** Says the error aloud when it appears (`role="alert"`), e.g. one that comes after a save. */
  isErrorAlert?: boolean;
  /** Replaces the field's generated id, for a control something else points at. */
  id?: string;
  /** Shows the hint under the control rather than under the label. */
  hintBelow?: boolean;
  /** More under the control (e.g. a counter), after the hint and error. */
  after?: ReactNode;
  /** More classes on the field (e.g. `field--inline`). */
  className?: string;
  /** Replaces the label's class `field__label` (e.g. a panel section's title). */
  labelClassName?: string;
  /** Draws the control, spreading the given props on it. */
  children: (control: TFieldControlProps) => ReactNode;
}

/**
 * The one labelled form field: label, hint, control and error, the hint and error tied to the
 * control by aria-describedby and an error marking it aria-invalid.
 */
export function FormField({
  label,
  hint,
  error,
  isErrorAlert = false,
  id: givenId,
  hintBelow = false,
  after,
  className,
  labelClassName = 'field__label',
  children,
}: TFormFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className={labelClassName} htmlFor={id}>
        {label}
      </label>
      {hint && !hintBelow && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {hint && hintBelow && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId} role={isErrorAlert ? 'alert' : undefined}>
          {error}
        </p>
      )}
      {after}
    </div>
  );
}
