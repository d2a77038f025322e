import { ChoiceSelect } from './choice-select';
import { FormField, type TFormFieldProps } from './form-field';

/** A labelled select of a fixed list of choices (a ChoiceSelect) in the one FormField. */
export function ChoiceField<T extends string | number>({
  choices,
  value,
  choiceLabel,
  onChange,
  disabled,
  ...field
}: Omit<TFormFieldProps, 'children'> & {
  choices: readonly T[];
  value: T;
  /** Each choice's text. */
  choiceLabel: (choice: T) => string;
  onChange: (next: T) => void;
  disabled?: boolean;
}) {
  return (
    <FormField {...field}>
      {(control) => (
        <ChoiceSelect
          {...control}
          className="field__input"
          choices={choices}
          value={value}
          label={choiceLabel}
          disabled={disabled}
          onChange={onChange}
        />
      )}
    </FormField>
  );
}
