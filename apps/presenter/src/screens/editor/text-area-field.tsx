import { useId } from 'react';

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
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <textarea
        dir="auto"
        id={id}
        className="field__input field__textarea"
        rows={props.rows}
        value={props.value}
        maxLength={props.maxLength}
        aria-describedby={`${id}-hint`}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="field__hint">
        {props.hint}
      </p>
      {props.withCounter && (
        <p className="field__hint field__counter" aria-hidden="true">
          <bdi dir="ltr">
            {props.value.length}/{props.maxLength}
          </bdi>
        </p>
      )}
    </div>
  );
}
