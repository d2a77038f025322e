import type { CSSProperties, ReactNode } from 'react';

/** The class names of a place row's three parts. */
export interface TPlaceRowClasses {
  place: string;
  name: string;
  score: string;
}

/**
 * One entry of a ranked list (a podium, a leaderboard, a ranking's results): its place, its name
 * and its score. The name is someone's text (a participant's, a team's, an option's), rendered as
 * text in its own direction.
 */
export function PlaceRow(props: {
  /** The row's own class. */
  className: string;
  classes: TPlaceRowClasses;
  place: ReactNode;
  name: ReactNode;
  score: ReactNode;
  /** The row's own style, e.g. a team's colour. */
  style?: CSSProperties;
  /** Hides the place from screen readers, for a list whose order already says it. */
  isPlaceHidden?: boolean;
}): ReactNode {
  const { classes } = props;
  return (
    <li className={props.className} style={props.style}>
      <span className={classes.place} aria-hidden={props.isPlaceHidden ? 'true' : undefined}>
        {props.place}
      </span>
      <span dir="auto" className={classes.name}>
        {props.name}
      </span>
      <span className={classes.score}>{props.score}</span>
    </li>
  );
}
