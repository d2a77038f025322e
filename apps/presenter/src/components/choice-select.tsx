import type { Ref, SelectHTMLAttributes } from 'react';

type TSelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'children'
>;

interface TChoiceProps<T> extends TSelectProps {
  choices: readonly T[];
  label: (choice: T) => string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A select of a fixed list of choices (words or numbers): each option shows `label(choice)`, and
 * `onChange` receives the chosen one itself, of the choices' own type.
 */
export function ChoiceSelect<T extends string | number>({
  value,
  onChange,
  ...props
}: TChoiceProps<T> & { value: T; onChange: (next: T) => void }) {
  return (
    <OptionalChoiceSelect
      {...props}
      value={value}
      onChange={(next) => {
        if (next !== null) onChange(next);
      }}
    />
  );
}

/** A ChoiceSelect whose first option, of the text `blank`, stands for no choice (null). */
export function OptionalChoiceSelect<T extends string | number>({
  choices,
  label,
  blank,
  value,
  onChange,
  ref,
  ...props
}: TChoiceProps<T> & {
  blank?: string;
  value: T | null;
  onChange: (next: T | null) => void;
}) {
  return (
    <select
      {...props}
      ref={ref}
      value={value ?? ''}
      onChange={(event) => {
        if (blank !== undefined && event.target.value === '') return onChange(null);
        const next = choices.find((choice) => String(choice) === event.target.value);
        if (next !== undefined) onChange(next);
      }}
    >
      {blank !== undefined && <option value="">{blank}</option>}
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {label(choice)}
        </option>
      ))}
    </select>
  );
}
