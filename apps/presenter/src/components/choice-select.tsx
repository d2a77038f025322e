import type { Ref, SelectHTMLAttributes } from 'react';

type TSelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'children'
>;

/**
 * A select of a fixed list of choices (words or numbers): each option shows `label(choice)`, and
 * `onChange` receives the chosen one itself, of the choices' own type.
 */
export function ChoiceSelect<T extends string | number>({
  choices,
  value,
  label,
  onChange,
  ref,
  ...props
}: TSelectProps & {
  choices: readonly T[];
  value: T;
  label: (choice: T) => string;
  onChange: (next: T) => void;
  ref?: Ref<HTMLSelectElement>;
}) {
  return (
    <select
      {...props}
      ref={ref}
      value={value}
      onChange={(event) => {
        const next = choices.find((choice) => String(choice) === event.target.value);
        if (next !== undefined) onChange(next);
      }}
    >
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {label(choice)}
        </option>
      ))}
    </select>
  );
}
