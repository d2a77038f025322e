import type { TSlideType } from '@crowdeck/core';

/** What the new-slide view offers: each slide type, and presets of a type (true/false quiz). */
export type TSlideChoice = TSlideType | 'trueFalse';

/** The slide type a choice creates. */
export const typeOfChoice = (choice: TSlideChoice): TSlideType =>
  choice === 'trueFalse' ? 'quiz' : choice;

/** The new-slide view's groups, in display order. */
export const SLIDE_TYPE_GROUPS: {
  id: 'quiz' | 'interactive' | 'content';
  types: TSlideChoice[];
}[] = [
  { id: 'quiz', types: ['quiz', 'trueFalse', 'leaderboard'] },
  { id: 'interactive', types: ['poll', 'wordCloud', 'openEnded', 'qa'] },
  { id: 'content', types: ['content'] },
];

const PATHS: Record<TSlideChoice, string> = {
  trueFalse: 'M3 12l3 3 5-6 M14 8l6 8 M20 8l-6 8',
  quiz: 'M4 5h16v4H4zM4 11h16v4H4zM4 17h10v3H4z M17 17.5l1.5 1.5 3-3',
  leaderboard: 'M4 20V12h4v8M10 20V6h4v14M16 20v-10h4v10',
  poll: 'M4 20h16M6 17V10M11 17V5M16 17v-4',
  wordCloud: 'M7 18a4 4 0 1 1 .8-7.9A6 6 0 0 1 19 11a3.5 3.5 0 0 1-.5 7z',
  openEnded: 'M4 5h16v11H9l-5 4z M8 9h8M8 12h5',
  qa: 'M4 5h16v11H9l-5 4z M10 9a2 2 0 1 1 2 2v1.5 M12 14.5v.01',
  content: 'M4 5h16M4 10h16M4 15h16M4 20h9',
};

/** The icon of a slide type, decorative (its label is always shown or named beside it). */
export function SlideTypeIcon({ type, size = 20 }: { type: TSlideChoice; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="slide-type-icon"
    >
      <path d={PATHS[type]} />
    </svg>
  );
}
