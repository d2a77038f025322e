import type { ReactNode } from 'react';

export interface TTitledSectionProps {
  /** Names the section; its title's id is `${id}-title`. */
  id: string;
  /** The section's title, which labels it. */
  label: ReactNode;
  /** More classes on the section, e.g. `remote-pairing`. */
  className?: string;
  /** A page's own title (1) or a part of the page (2, the default). */
  level?: 1 | 2;
  /** Kept for screen readers only. */
  titleHidden?: boolean;
  /** Drawn above the title, e.g. a status badge. */
  before?: ReactNode;
  children?: ReactNode;
}

/**
 * The sections of one kind (`block`, e.g. `control-card`): a `<section class="[card] block …">`
 * labelled by its `<h2 class="block__title">`.
 */
export function titledSection(block: string, options: { card?: boolean } = {}) {
  const base = options.card ? `card ${block}` : block;
  return function TitledSection(props: TTitledSectionProps) {
    const titleId = `${props.id}-title`;
    const Heading = props.level === 1 ? 'h1' : 'h2';
    return (
      <section
        className={props.className ? `${base} ${props.className}` : base}
        aria-labelledby={titleId}
      >
        {props.before}
        <Heading
          id={titleId}
          className={props.titleHidden ? `${block}__title visually-hidden` : `${block}__title`}
        >
          {props.label}
        </Heading>
        {props.children}
      </section>
    );
  };
}

/** A card with a title and a body, e.g. "No presentations yet" and what to do. */
export const EmptyState = titledSection('empty-state', { card: true });
