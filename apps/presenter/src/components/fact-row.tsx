import type { ReactNode } from 'react';

/** One row of a `facts` list: what it is, then its value. */
export function FactRow(props: {
  term: ReactNode;
  children: ReactNode;
  /** The value's class, e.g. `facts__wrap`. */
  className?: string;
  testId?: string;
}) {
  return (
    <div className="facts__row">
      <dt>{props.term}</dt>
      <dd className={props.className} data-testid={props.testId}>
        {props.children}
      </dd>
    </div>
  );
}
