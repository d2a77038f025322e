/** What the readiness rule needs of an answer option (editor options and live rows alike). */
export interface TReadinessOption {
  text: string;
  imageUrl?: string | null;
  isCorrect?: boolean;
}

/** Why a slide cannot be presented as it is. */
export const SLIDE_PROBLEMS = [
  'optionsTooFew',
  'quizNoCorrect',
  'acceptedMissing',
  'statementMissing',
  'correctValueMissing',
] as const;
export type TSlideProblem = (typeof SLIDE_PROBLEMS)[number];

/** Filled options a quiz or poll needs before the room can choose among them. */
export const MIN_FILLED_OPTIONS = 2;

/** Whether an option says something: text other than spaces, or an image. */
export function isOptionFilled(option: TReadinessOption): boolean {
  return option.text.trim() !== '' || Boolean(option.imageUrl);
}

/** The options the room sees and may answer: blank ones are left out (never their placeholder). */
export function getFilledOptions<T extends TReadinessOption>(options: readonly T[]): T[] {
  return options.filter(isOptionFilled);
}

/**
 * Why a slide cannot be presented as it is, in the order to fix them; empty when it can.
 * Only filled options count: a blank one is not shown, so it cannot be the answer either.
 */
export function getSlideProblems(slide: {
  type: string;
  options: readonly TReadinessOption[];
  format?: string;
  settings?: { correctValue?: number | null };
}): TSlideProblem[] {
  if (slide.type !== 'quiz' && slide.type !== 'poll') return [];
  const filled = getFilledOptions(slide.options);
  // A typed answer needs an accepted answer, scales a statement; a number needs no options, and
  // a numeric quiz its correct value.
  if (slide.format === 'numeric') {
    const missing = slide.type === 'quiz' && (slide.settings?.correctValue ?? null) === null;
    return missing ? ['correctValueMissing'] : [];
  }
  if (slide.format === 'typeAnswer') return filled.length ? [] : ['acceptedMissing'];
  if (slide.format === 'scales') return filled.length ? [] : ['statementMissing'];
  const problems: TSlideProblem[] = [];
  if (filled.length < MIN_FILLED_OPTIONS) problems.push('optionsTooFew');
  if (slide.type === 'quiz' && !filled.some((option) => option.isCorrect)) {
    problems.push('quizNoCorrect');
  }
  return problems;
}
