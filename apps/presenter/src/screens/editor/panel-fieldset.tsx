import type { ReactNode } from 'react';

/** A group of the editor's panel under its legend, e.g. "Format" or "Teams". */
export function PanelFieldset(props: { legend: string; className?: string; children: ReactNode }) {
  return (
    <fieldset className={props.className ? `panel-section ${props.className}` : 'panel-section'}>
      <legend className="panel-section__title">{props.legend}</legend>
      {props.children}
    </fieldset>
  );
}
