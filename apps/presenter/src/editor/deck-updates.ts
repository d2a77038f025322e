import type { TOption, TPresentation, TSlide } from '@crowdeck/core';

/** Moves the item with id `activeId` to the place of `overId`; the same list when either is missing. */
export function moveById<T extends { id: string }>(
  items: readonly T[],
  activeId: string,
  overId: string,
): T[] {
  const from = items.findIndex((item) => item.id === activeId);
  const to = items.findIndex((item) => item.id === overId);
  if (from < 0 || to < 0 || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** Moves an item one place up (-1) or down (+1), for the keyboard buttons; unchanged at the ends. */
export function moveByStep<T extends { id: string }>(
  items: readonly T[],
  id: string,
  step: -1 | 1,
): T[] {
  const from = items.findIndex((item) => item.id === id);
  const target = items[from + step];
  return from < 0 || !target ? [...items] : moveById(items, id, target.id);
}

/** Renumbers `position` from 0 in list order. */
export function withPositions<T extends { position: number }>(items: readonly T[]): T[] {
  return items.map((item, position) => (item.position === position ? item : { ...item, position }));
}

/** The deck with one slide changed. */
export function patchSlide(
  deck: TPresentation,
  slideId: string,
  changes: Partial<TSlide>,
): TPresentation {
  return {
    ...deck,
    Slides: deck.Slides.map((slide) => (slide.id === slideId ? { ...slide, ...changes } : slide)),
  };
}

/** The deck with one option of a slide changed. */
export function patchOption(
  deck: TPresentation,
  slideId: string,
  optionId: string,
  changes: Partial<TOption>,
): TPresentation {
  const slide = deck.Slides.find((s) => s.id === slideId);
  if (!slide) return deck;
  const options = slide.options.map((o) => (o.id === optionId ? { ...o, ...changes } : o));
  return patchSlide(deck, slideId, { options });
}

/** The deck with a slide inserted after another one (at the end when `afterId` is null or gone). */
export function insertSlideAfter(
  deck: TPresentation,
  slide: TSlide,
  afterId: string | null,
): TPresentation {
  const slides = deck.Slides.filter((s) => s.id !== slide.id);
  const index = afterId ? slides.findIndex((s) => s.id === afterId) : -1;
  slides.splice(index < 0 ? slides.length : index + 1, 0, slide);
  return { ...deck, Slides: withPositions(slides) };
}

/** The deck without a slide. */
export function removeSlide(deck: TPresentation, slideId: string): TPresentation {
  return { ...deck, Slides: withPositions(deck.Slides.filter((s) => s.id !== slideId)) };
}

/** The active slide: the saved active id, else the first slide, else null. */
export function findActiveSlide(deck: TPresentation | null): TSlide | null {
  if (!deck) return null;
  return deck.Slides.find((s) => s.id === deck.slideActiveId) ?? deck.Slides[0] ?? null;
}
