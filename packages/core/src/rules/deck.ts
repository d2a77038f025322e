import type { TSlideType } from '../schemas/deck';

/** Slide types whose audience picks among answer options. */
export const SLIDE_TYPES_WITH_OPTIONS: readonly TSlideType[] = ['quiz', 'poll'];

/** Whether slides of this type carry answer options. */
export function slideTypeHasOptions(type: string): boolean {
  return (SLIDE_TYPES_WITH_OPTIONS as readonly string[]).includes(type);
}

/** Options a new slide starts with: 4 for a quiz, 3 for a poll, none otherwise. */
export function getDefaultOptionCount(type: string): number {
  if (type === 'quiz') return 4;
  if (type === 'poll') return 3;
  return 0;
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
