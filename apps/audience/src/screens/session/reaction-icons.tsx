import type { ReactNode } from 'react';
import type { TReactionKind } from '@crowdeck/core';

/** A round face of this colour: two eyes and the mouth's curve, drawn in `ink`. */
function face(skin: string, ink: string, mouth: string): ReactNode {
  return (
    <>
      <circle cx="12" cy="12" r="10" fill={skin} />
      <circle cx="8.5" cy="10" r="1.4" fill={ink} />
      <circle cx="15.5" cy="10" r="1.4" fill={ink} />
      <path d={mouth} stroke={ink} strokeWidth="1.8" fill="none" strokeLinecap="round" />
    </>
  );
}

// Drawn rather than emoji: the same on every phone, and no emoji font needed.
const PATHS: Record<TReactionKind, ReactNode> = {
  heart: (
    <path
      d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3 5 6.4 5c2 0 3.4 1.1 4.2 2.4h2.8C14.2 6.1 15.6 5 17.6 5 21 5 23 8.4 21.6 11.7 19.5 16.4 12 21 12 21z"
      fill="#E21B3C"
    />
  ),
  smile: face('#F5B800', '#3A2A00', 'M7.5 14a5 5 0 0 0 9 0'),
  like: (
    <path
      d="M2 10h4v11H2zM8 21V10l4.5-7c1.3 0 2.3 1.1 2 2.4L13.7 9H20c1.2 0 2.1 1.1 1.9 2.3l-1.4 7.9A2.2 2.2 0 0 1 18.3 21z"
      fill="#1368CE"
    />
  ),
  sad: face('#7FA7D9', '#10233F', 'M7.8 17a5 5 0 0 1 8.4 0'),
};

/** The picture on a reaction button (decorative: the button carries the label). */
export function ReactionIcon(props: { kind: TReactionKind }): ReactNode {
  return (
    <svg
      className="reaction-icon"
      viewBox="0 0 24 24"
      width="30"
      height="30"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[props.kind]}
    </svg>
  );
}
