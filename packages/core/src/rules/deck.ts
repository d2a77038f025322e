import type { TAnswerFormat } from '../schemas/answer-formats';
import type { TSlideLayout, TSlideType } from '../schemas/deck';
import { DECK_LIMITS } from '../constants/limits';

/** Slide types whose audience picks among answer options. */
export const SLIDE_TYPES_WITH_OPTIONS: readonly TSlideType[] = ['quiz', 'poll'];

/** Whether slides of this type carry answer options. */
export function slideTypeHasOptions(type: string): boolean {
  return (SLIDE_TYPES_WITH_OPTIONS as readonly string[]).includes(type);
}

/**
 * Options a new slide starts with: 4 for a quiz, 3 for a poll, none otherwise; by format, one
 * accepted answer for a typed answer, none for a number, 3 statements for scales, 4 items to rank.
 */
export function getDefaultOptionCount(type: string, format: TAnswerFormat = 'choice'): number {
  if (!slideTypeHasOptions(type) || format === 'numeric') return 0;
  if (format === 'typeAnswer') return 1;
  if (format === 'scales') return 3;
  if (format === 'ranking' || format === 'multi') return 4;
  return type === 'quiz' ? 4 : 3;
}

/** Fewest options a slide of this format keeps: one accepted answer or statement, else two. */
export function getOptionsMin(format: TAnswerFormat = 'choice'): number {
  if (format === 'typeAnswer' || format === 'scales') return 1;
  if (format === 'numeric') return 0;
  return DECK_LIMITS.optionsMin;
}

/** Layouts a slide of this type may take: the whole-slide image is for content slides only. */
export function getLayoutsOf(type: TSlideType, layouts: readonly TSlideLayout[]): TSlideLayout[] {
  return layouts.filter((layout) => layout !== 'imageOnly' || type === 'content');
}

/**
 * The layout a slide is drawn with: `default` without an image, and for a whole-slide image on a
 * slide that has more to show than its image (a question's answers); else its own.
 */
export function getDrawnLayout(slide: {
  type: TSlideType;
  imageUrl: string | null;
  layout: TSlideLayout;
}): TSlideLayout {
  if (!slide.imageUrl) return 'default';
  if (slide.layout === 'imageOnly' && slide.type !== 'content') return 'default';
  return slide.layout;
}

/** Whether `proposed` lists exactly the ids of `current`, each once, in any order. */
export function isPermutation(current: readonly string[], proposed: readonly string[]): boolean {
  if (current.length !== proposed.length) return false;
  const wanted = new Set(current);
  const seen = new Set<string>();
  for (const id of proposed) {
    if (!wanted.has(id) || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}

/** Slide to make active when `removedId` goes: the next one, else the previous one, else null. */
export function getNeighbourSlideId(
  orderedIds: readonly string[],
  removedId: string,
): string | null {
  const index = orderedIds.indexOf(removedId);
  if (index < 0) return orderedIds[0] ?? null;
  return orderedIds[index + 1] ?? orderedIds[index - 1] ?? null;
}

/** "Copy of <title>", cut to `maxLength` characters. */
export function getCopyTitle(title: string, maxLength: number): string {
  return `Copy of ${title}`.slice(0, maxLength).trimEnd();
}
