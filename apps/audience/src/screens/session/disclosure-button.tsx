import type { ReactNode } from 'react';

/** A button that shows or hides part of the screen (`aria-expanded`), its text saying which. */
export function DisclosureButton(props: {
  className: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  show: string;
  hide: string;
}): ReactNode {
  return (
    <button
      type="button"
      className={props.className}
      aria-expanded={props.open}
      onClick={() => props.onToggle(!props.open)}
    >
      {props.open ? props.hide : props.show}
    </button>
  );
}
