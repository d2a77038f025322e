import type { ReactNode } from 'react';

/**
 * One presentation of an integrations list: its title (the owner's text, shown as text), a line
 * about it, then the row's button.
 */
export function GrantItem(props: { title: string; detail: ReactNode; children: ReactNode }) {
  return (
    <li className="integrations__grant">
      <span>
        <strong dir="auto">{props.title}</strong>
        <br />
        <small>{props.detail}</small>
      </span>
      {props.children}
    </li>
  );
}
