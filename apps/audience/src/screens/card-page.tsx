import type { InputHTMLAttributes, ReactNode } from 'react';
import { BrandMark } from './brand-mark';
import { LabelledTextInput } from './labelled-text-input';

/**
 * A centred card under the brand: the phone's pages that ask one thing (code, name, team). The
 * headline and lead are the interface's own words (translations), not user text.
 */
export function CardPage(props: {
  headline: string;
  lead: string;
  children: ReactNode;
}): ReactNode {
  return (
    <div className="page-center">
      <main className="card">
        <BrandMark />
        <h1>{props.headline}</h1>
        <p className="lead">{props.lead}</p>
        {props.children}
      </main>
    </div>
  );
}

/** An error said aloud when there is one, else nothing. */
export function FieldError(props: { id?: string; message: string | null }): ReactNode {
  if (!props.message) return null;
  return (
    <p id={props.id} className="field-error" role="alert">
      {props.message}
    </p>
  );
}

/**
 * A labelled one-line field with its hint below, which its error replaces (`<note>-error` and
 * `<note>-hint` describe the field). `children` stand between the field and the hint.
 */
export function TextField(
  props: {
    id: string;
    label: string;
    note: string;
    error: string | null;
    hint: string;
    children?: ReactNode;
  } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'children' | 'dir'>,
): ReactNode {
  const { id, label, note, error, hint, children, ...input } = props;
  return (
    <>
      <LabelledTextInput
        id={id}
        label={label}
        name={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${note}-error` : `${note}-hint`}
      />
      {children}
      {error ? (
        <FieldError id={`${note}-error`} message={error} />
      ) : (
        <p id={`${note}-hint`} className="hint">
          {hint}
        </p>
      )}
    </>
  );
}
