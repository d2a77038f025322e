import type { TAnswerFormat, TSlideType } from '@crowdeck/core';

/** Presets the new-slide view offers beside the slide types: a type with an answer format. */
const PRESETS = {
  trueFalse: { type: 'quiz', format: 'choice' },
  multiAnswer: { type: 'quiz', format: 'multi' },
  typeAnswer: { type: 'quiz', format: 'typeAnswer' },
  numericGuess: { type: 'quiz', format: 'numeric' },
  scales: { type: 'poll', format: 'scales' },
  ranking: { type: 'poll', format: 'ranking' },
  numericPoll: { type: 'poll', format: 'numeric' },
} as const satisfies Record<string, { type: TSlideType; format: TAnswerFormat }>;

/** What the new-slide view offers: each slide type, and presets (true/false, type answer …). */
export type TSlideChoice = TSlideType | keyof typeof PRESETS;

/** The slide type and answer format a choice creates. */
export function createOfChoice(choice: TSlideChoice): {
  type: TSlideType;
  format: TAnswerFormat;
} {
  return choice in PRESETS
    ? PRESETS[choice as keyof typeof PRESETS]
    : { type: choice as TSlideType, format: 'choice' };
}

/**
 * The choice a slide was made from, for its name and icon: its type, or the preset of its answer
 * format ("Type Answer", "Scales" …). Several answers on a poll stay a poll.
 */
export function choiceOfSlide(slide: { type: TSlideType; format?: TAnswerFormat }): TSlideChoice {
  const format = slide.format ?? 'choice';
  if (slide.type === 'quiz') {
    if (format === 'multi') return 'multiAnswer';
    if (format === 'typeAnswer') return 'typeAnswer';
    if (format === 'numeric') return 'numericGuess';
  }
  if (slide.type === 'poll') {
    if (format === 'scales') return 'scales';
    if (format === 'ranking') return 'ranking';
    if (format === 'numeric') return 'numericPoll';
  }
  return slide.type;
}

/** The new-slide view's groups, in display order. */
export const SLIDE_TYPE_GROUPS: {
  id: 'quiz' | 'interactive' | 'content';
  types: TSlideChoice[];
}[] = [
  {
    id: 'quiz',
    types: ['quiz', 'trueFalse', 'multiAnswer', 'typeAnswer', 'numericGuess', 'leaderboard'],
  },
  {
    id: 'interactive',
    types: ['poll', 'scales', 'ranking', 'numericPoll', 'wordCloud', 'openEnded', 'qa'],
  },
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
  multiAnswer:
    'M4 5h7v6H4zM13 5h7v6h-7zM4 13h7v6H4zM13 13h7v6h-7z M5.5 8l1.5 1.5 3-3 M14.5 16l1.5 1.5 3-3',
  typeAnswer: 'M3 7h18v10H3z M7 10v4 M6 10h2 M6 14h2 M11 14h6',
  numericGuess: 'M4 12h16 M6 9v6 M18 9v6 M12 7l2 3h-4z',
  numericPoll: 'M4 18h16 M6 18v-3 M10 18v-7 M14 18v-10 M18 18v-5',
  scales: 'M4 7h16 M4 12h16 M4 17h16 M9 5v4 M15 10v4 M7 15v4',
  ranking: 'M9 6h11 M9 12h11 M9 18h11 M4 5v2 M3.5 11h2l-2 2h2 M3.5 17h1.5a.7.7 0 0 1 0 1.5h-1.5',
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
