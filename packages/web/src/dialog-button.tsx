import type { ReactNode } from 'react';

/** A button that opens a dialog, announced as one (`aria-haspopup`). */
export function DialogButton(props: {
  className: string;
  onOpen: () => void;
  children: ReactNode;
}): ReactNode {
  return (
    <button type="button" className={props.className} aria-haspopup="dialog" onClick={props.onOpen}>
      {props.children}
    </button>
  );
}
