import type { TPresentation } from '@crowdeck/core';
import { withPositions } from '../deck-updates';

/** What this page has not saved yet (the save queue's keys: `slide:<id>`, `slide-delete:<id>` …). */
export interface TLocalWork {
  /** Fields of an object (`slide:<id>`, `option:<id>`, `presentation:<id>`) not on the server yet. */
  unsentFields(objectKey: string): readonly string[];
  /** Whether a delete or an order under this key has not reached the server yet. */
  isUnsent(key: string): boolean;
}

/** `items` in the order of `order` (by id); items `order` does not have go last. */
function inOrderOf<T extends { id: string }>(items: T[], order: readonly { id: string }[]): T[] {
  const rank = new Map(order.map((item, index) => [item.id, index]));
  const at = (item: T) => rank.get(item.id) ?? order.length;
  return [...items].sort((a, b) => at(a) - at(b));
}

/**
 * The deck as the server has it now (`fresh`, after another editor's change), with what this
 * page has not saved yet kept over it: fields still to be sent or being typed in (`focused`, a
 * field key), slides and options it deleted, orders it changed, and the slide it is on.
 */
export function mergeFreshDeck(
  local: TPresentation,
  fresh: TPresentation,
  work: TLocalWork,
  focused: string | null,
): TPresentation {
  const keep = <T extends object>(objectKey: string, mine: T, theirs: T): T => {
    const fields = new Set(work.unsentFields(objectKey));
    if (focused?.startsWith(`${objectKey}:`)) fields.add(focused.slice(objectKey.length + 1));
    if (fields.size === 0) return theirs;
    const out: Record<string, unknown> = { ...(theirs as Record<string, unknown>) };
    const source = mine as Record<string, unknown>;
    for (const field of fields) if (field in source) out[field] = source[field];
    return out as T;
  };

  const localSlides = new Map(local.Slides.map((slide) => [slide.id, slide]));
  let slides = fresh.Slides.filter((slide) => !work.isUnsent(`slide-delete:${slide.id}`)).map(
    (theirs) => {
      const mine = localSlides.get(theirs.id);
      if (!mine) return theirs;
      const localOptions = new Map(mine.options.map((option) => [option.id, option]));
      let options = theirs.options
        .filter((option) => !work.isUnsent(`option-delete:${option.id}`))
        .map((option) => {
          const own = localOptions.get(option.id);
          return own ? keep(`option:${option.id}`, own, option) : option;
        });
      if (work.isUnsent(`options-order:${theirs.id}`)) options = inOrderOf(options, mine.options);
      return { ...keep(`slide:${theirs.id}`, mine, theirs), options: withPositions(options) };
    },
  );
  if (work.isUnsent(`slides-order:${local.id}`)) slides = inOrderOf(slides, local.Slides);
  const deck = keep(`presentation:${local.id}`, local, fresh);
  const has = (id: string | null | undefined) => !!id && slides.some((slide) => slide.id === id);
  const slideActiveId = has(local.slideActiveId)
    ? local.slideActiveId
    : has(fresh.slideActiveId)
      ? fresh.slideActiveId
      : (slides[0]?.id ?? fresh.slideActiveId);
  return { ...deck, Slides: withPositions(slides), slideActiveId };
}
