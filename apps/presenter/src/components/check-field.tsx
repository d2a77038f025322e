import { useId } from 'react';

interface TCheckFieldProps {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  /** The label's class; `room-qa__check` unless given (e.g. `branding__check`). */
  className?: string;
  onChange: (checked: boolean) => void;
}

/** A labelled checkbox with a hint under it, the hint tied to the box by aria-describedby. */
export function CheckField({
  label,
  hint,
  checked,
  disabled,
  className = 'room-qa__check',
  onChange,
}: TCheckFieldProps) {
  const hintId = useId();
  return (
    <div className="field">
      <label className={className}>
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      <p id={hintId} className="field__hint">
        {hint}
      </p>
    </div>
  );
}
