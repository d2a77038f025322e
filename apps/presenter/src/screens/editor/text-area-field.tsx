import { FormField } from '../../components/form-field';

/** A labelled multi-line text field of the editor, with its hint and, optionally, a counter. */
export function TextAreaField(props: {
  label: string;
  hint: string;
  value: string;
  maxLength: number;
  rows: number;
  withCounter?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <FormField
      label={props.label}
      hint={props.hint}
      hintBelow
      after={
        props.withCounter && (
          <p className="field__hint field__counter" aria-hidden="true">
            <bdi dir="ltr">
              {props.value.length}/{props.maxLength}
            </bdi>
          </p>
        )
      }
    >
      {(control) => (
        <textarea
          dir="auto"
          {...control}
          className="field__input field__textarea"
          rows={props.rows}
          value={props.value}
          maxLength={props.maxLength}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
