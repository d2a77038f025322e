import type { ReactNode } from 'react';

/** A card of a page: a section named by its level-2 title (`label`), then its content. */
export function SectionCard(props: {
  /** The section's id; its title is `${id}-title`. */
  id: string;
  /** The section's title, which labels it. */
  label: ReactNode;
  /** More classes on the card, e.g. `room-qa`. */
  className?: string;
  /** Drawn above the title, e.g. a status badge. */
  before?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${props.id}-title`;
  return (
    <section
      className={props.className ? `card section-card ${props.className}` : 'card section-card'}
      aria-labelledby={titleId}
    >
      {props.before}
      <h2 id={titleId} className="section-card__title">
        {props.label}
      </h2>
      {props.children}
    </section>
  );
}
