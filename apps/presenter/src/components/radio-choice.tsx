/** One of a few choices as radio buttons under a legend, each labelled by `labelOf`. */
export function RadioChoice<T extends string>(props: {
  legend: string;
  /** The group's name, shared by its radio buttons. */
  name: string;
  choices: readonly T[];
  value: T;
  labelOf: (choice: T) => string;
  isDisabled?: (choice: T) => boolean;
  onChange: (choice: T) => void;
}) {
  return (
    <fieldset className="field">
      <legend>{props.legend}</legend>
      {props.choices.map((choice) => (
        <label key={choice} className="room-qa__check">
          <input
            type="radio"
            name={props.name}
            checked={props.value === choice}
            disabled={props.isDisabled?.(choice)}
            onChange={() => props.onChange(choice)}
          />
          {props.labelOf(choice)}
        </label>
      ))}
    </fieldset>
  );
}
