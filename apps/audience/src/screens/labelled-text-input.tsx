import type { InputHTMLAttributes, ReactNode } from 'react';

/**
 * A one-line text input under its label, the label tied to it by its id; what is typed takes its
 * own direction. The other props go to the input.
 */
export function LabelledTextInput(
  props: { id: string; label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'dir'>,
): ReactNode {
  const { id, label, ...input } = props;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input dir="auto" id={id} {...input} />
    </>
  );
}
