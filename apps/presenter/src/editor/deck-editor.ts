import {
  COEDIT_SLIDE_FIELDS,
  DECK_LIMITS,
  optionFieldKey,
  slideFieldKey,
  type TOption,
  type TPresentation,
  type TSlide,
  type TAnswerFormat,
  type TSlideType,
  type TUpdateOptionRequest,
  type TUpdateSlideRequest,
} from '@crowdeck/core';
import * as decks from '../api/decks';
import { usePresenterStore } from '../state/presenter-store';
import type { SaveQueue } from './autosave/save-queue';
import { fieldBases } from './coedit/coedit-client';
import {
  findActiveSlide,
  insertSlideAfter,
  moveById,
  patchOption,
  patchSlide,
  removeSlide,
  withPositions,
} from './deck-updates';

/** Slide fields the editor changes (the update call's body without uniqueCode). */
export type TSlideChanges = Omit<TUpdateSlideRequest, 'uniqueCode'>;
/** Option fields the editor changes. */
export type TOptionChanges = Pick<
  TUpdateOptionRequest,
  'text' | 'imageUrl' | 'colour' | 'isCorrect'
>;

/** The deck being edited: the shared store's presentation. */
export function getDeck(): TPresentation | null {
  return usePresenterStore.getState().presentation;
}

/** Replaces the deck in the store, keeping the store's active slide in step. */
export function setDeck(deck: TPresentation | null): void {
  usePresenterStore.setState({ presentation: deck, slide: findActiveSlide(deck) });
}

function updateDeck(change: (deck: TPresentation) => TPresentation): TPresentation | null {
  const deck = getDeck();
  if (!deck) return null;
  const next = change(deck);
  setDeck(next);
  return next;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The bases of a slide's text fields in a save (co-editing: the server spots overwrites). */
function slideBases(slideId: string, changes: Record<string, unknown>) {
  const base: Record<string, string> = {};
  for (const field of COEDIT_SLIDE_FIELDS) {
    if (!(field in changes)) continue;
    const value = fieldBases.baseOf(slideFieldKey(slideId, field));
    if (value !== undefined) base[field] = value;
  }
  return Object.keys(base).length > 0 ? { base } : {};
}

/**
 * Every edit of the editor: applied to the store at once (optimistic), then queued for the server.
 * Object creation and copies wait for the server, because the new object's id comes from it.
 */
export function createDeckEditor(queue: SaveQueue) {
  const code = () => getDeck()?.uniqueCode;

  const savePresentation = (changes: Record<string, unknown>) => {
    const deck = getDeck();
    if (!deck) return;
    const id = deck.id;
    queue.enqueue({
      key: `presentation:${id}`,
      changes,
      send: (merged) => decks.updatePresentation(id, { ...merged, uniqueCode: code() }),
    });
  };

  const saveSlideOrder = () => {
    const deck = getDeck();
    if (!deck) return;
    const presentationId = deck.id;
    // Sends the order current when it goes out (deletes queued before it are reflected); the
    // order captured now serves when the editor has closed meanwhile.
    const slideIds = deck.Slides.map((s) => s.id);
    queue.enqueue({
      key: `slides-order:${presentationId}`,
      changes: { slideIds },
      delayMs: 0,
      send: (changes) => {
        const current = getDeck();
        const ids =
          current?.id === presentationId
            ? current.Slides.map((s) => s.id)
            : (changes.slideIds as string[]);
        return decks.sortSlides({ presentationId, slideIds: ids });
      },
    });
  };

  const saveOptionOrder = (slideId: string) => {
    const optionIds = getDeck()
      ?.Slides.find((s) => s.id === slideId)
      ?.options.map((o) => o.id);
    queue.enqueue({
      key: `options-order:${slideId}`,
      changes: { optionIds },
      delayMs: 0,
      send: (changes) => {
        const slide = getDeck()?.Slides.find((s) => s.id === slideId);
        const ids = slide ? slide.options.map((o) => o.id) : (changes.optionIds as string[]);
        return decks.sortOptions({ slideId, optionIds: ids });
      },
    });
  };

  /**
   * Runs a slide creation with the editing panel locked: until the new slide is selected the panel
   * still holds the previous one, and a keystroke there would edit the wrong slide.
   */
  const whileAdding = async <T>(create: () => Promise<T>): Promise<T> => {
    usePresenterStore.setState({ isAddingSlide: true });
    try {
      return await create();
    } finally {
      usePresenterStore.setState({ isAddingSlide: false });
    }
  };

  const selectSlide = (slideId: string) => {
    if (getDeck()?.slideActiveId === slideId) return;
    updateDeck((deck) => ({ ...deck, slideActiveId: slideId }));
    // A viewer looks through the slides; the deck's saved active slide is not theirs to change.
    if (getDeck()?.access !== 'viewer') savePresentation({ slideActiveId: slideId });
  };

  return {
    queue,
    selectSlide,

    editTitle(title: string) {
      updateDeck((deck) => ({ ...deck, title }));
      if (title.trim()) savePresentation({ title: title.trim() });
    },

    setFontFamily(fontFamily: string) {
      updateDeck((deck) => ({ ...deck, fontFamily }));
      savePresentation({ fontFamily });
    },

    /** How the presentation runs (points, texts on phones, shuffled options, anonymity). */
    setModes(
      changes: Partial<
        Pick<
          TPresentation,
          | 'quizPoints'
          | 'shuffleOptions'
          | 'optionsOnPhones'
          | 'streakBonus'
          | 'teams'
          | 'audienceLanguage'
          | 'anonymousSession'
        >
      >,
    ) {
      updateDeck((deck) => ({ ...deck, ...changes }));
      savePresentation(changes);
    },

    setLogoUrl(logoUrl: string | null) {
      updateDeck((deck) => ({ ...deck, logoUrl }));
      savePresentation({ logoUrl });
    },

    editSlide(slideId: string, changes: TSlideChanges) {
      const before = getDeck()?.Slides.find((s) => s.id === slideId);
      for (const field of COEDIT_SLIDE_FIELDS) {
        if (before && field in changes) {
          fieldBases.edited(slideFieldKey(slideId, field), textOf(before[field]));
        }
      }
      updateDeck((deck) => patchSlide(deck, slideId, changes as Partial<TSlide>));
      const key = `slide:${slideId}`;
      queue.enqueue({
        key,
        changes,
        send: async (merged) => {
          const saved = await decks.updateSlide(slideId, {
            ...merged,
            ...slideBases(slideId, merged),
            uniqueCode: code(),
          });
          const typedSince = queue.waitingFields(key);
          for (const field of COEDIT_SLIDE_FIELDS) {
            if (!(field in merged)) continue;
            const fieldKey = slideFieldKey(slideId, field);
            fieldBases.saved(fieldKey, textOf(merged[field]), typedSince.includes(field));
          }
          return saved;
        },
      });
    },

    editOption(slideId: string, optionId: string, changes: TOptionChanges) {
      const before = getDeck()
        ?.Slides.find((s) => s.id === slideId)
        ?.options.find((o) => o.id === optionId);
      const fieldKey = optionFieldKey(optionId);
      if (before && changes.text !== undefined) fieldBases.edited(fieldKey, before.text);
      updateDeck((deck) => patchOption(deck, slideId, optionId, changes as Partial<TOption>));
      const key = `option:${optionId}`;
      queue.enqueue({
        key,
        changes,
        send: async (merged) => {
          const base = 'text' in merged ? fieldBases.baseOf(fieldKey) : undefined;
          const saved = await decks.updateOption(optionId, {
            ...merged,
            ...(base === undefined ? {} : { base: { text: base } }),
            slideActiveId: slideId,
            uniqueCode: code(),
          });
          if ('text' in merged) {
            const typedSince = queue.waitingFields(key).includes('text');
            fieldBases.saved(fieldKey, textOf(merged.text), typedSince);
          }
          return saved;
        },
      });
    },

    /** Adds a slide after the active one and selects it. */
    async addSlide(
      type: TSlideType,
      optionTexts?: string[],
      format: TAnswerFormat = 'choice',
    ): Promise<TSlide | null> {
      const deck = getDeck();
      if (!deck || deck.Slides.length >= DECK_LIMITS.slidesMax) return null;
      const afterSlideId = findActiveSlide(deck)?.id ?? null;
      return whileAdding(async () => {
        await queue.flush();
        const slide = await decks.createSlide({
          presentationId: deck.id,
          type,
          afterSlideId,
          ...(optionTexts ? { optionTexts } : {}),
          ...(format === 'choice' ? {} : { format }),
        });
        updateDeck((current) => insertSlideAfter(current, slide, afterSlideId));
        selectSlide(slide.id);
        return slide;
      });
    },

    /**
     * Loads the deck again after the server added slides to it (an import) and selects the first
     * of them. Edits still queued are sent first, so the loaded deck holds them.
     */
    async showAddedSlides(slideIds: readonly string[]): Promise<TPresentation | null> {
      const deck = getDeck();
      if (!deck) return null;
      await queue.flush();
      const fresh = await decks.fetchPresentation(deck.id);
      setDeck(fresh);
      const first = slideIds.find((id) => fresh.Slides.some((s) => s.id === id));
      if (first) selectSlide(first);
      return getDeck();
    },

    /** Copies a slide (after sending its unsaved edits) and selects the copy. */
    async duplicateSlide(slideId: string): Promise<void> {
      await whileAdding(async () => {
        await queue.flush();
        const copy = await decks.duplicateSlide(slideId);
        updateDeck((deck) => insertSlideAfter(deck, copy, slideId));
        selectSlide(copy.id);
      });
    },

    removeSlide(slideId: string) {
      const deck = getDeck();
      const slide = deck?.Slides.find((s) => s.id === slideId);
      if (!deck || !slide) return;
      const optionIds = new Set(slide.options.map((o) => `option:${o.id}`));
      queue.cancel(
        (key) =>
          key === `slide:${slideId}` || key === `options-order:${slideId}` || optionIds.has(key),
      );
      const index = deck.Slides.indexOf(slide);
      const next = updateDeck((current) => removeSlide(current, slideId));
      queue.enqueue({
        key: `slide-delete:${slideId}`,
        delayMs: 0,
        send: () => decks.deleteSlide(slideId),
      });
      if (next && deck.slideActiveId === slideId) {
        const neighbour = next.Slides[Math.min(index, next.Slides.length - 1)];
        if (neighbour) selectSlide(neighbour.id);
      }
    },

    reorderSlides(activeId: string, overId: string) {
      updateDeck((deck) => ({
        ...deck,
        Slides: withPositions(moveById(deck.Slides, activeId, overId)),
      }));
      saveSlideOrder();
    },

    async addOption(slideId: string): Promise<void> {
      const slide = getDeck()?.Slides.find((s) => s.id === slideId);
      if (!slide || slide.options.length >= DECK_LIMITS.optionsMax) return;
      await queue.flush();
      const option = await decks.createOption({ slideId });
      updateDeck((deck) => {
        const current = deck.Slides.find((s) => s.id === slideId);
        if (!current) return deck;
        return patchSlide(deck, slideId, { options: withPositions([...current.options, option]) });
      });
    },

    removeOption(slideId: string, optionId: string) {
      const slide = getDeck()?.Slides.find((s) => s.id === slideId);
      if (!slide || slide.options.length <= DECK_LIMITS.optionsMin) return;
      queue.cancel((key) => key === `option:${optionId}`);
      updateDeck((deck) =>
        patchSlide(deck, slideId, {
          options: withPositions(slide.options.filter((o) => o.id !== optionId)),
        }),
      );
      queue.enqueue({
        key: `option-delete:${optionId}`,
        delayMs: 0,
        send: () => decks.deleteOption(optionId),
      });
    },

    reorderOptions(slideId: string, activeId: string, overId: string) {
      updateDeck((deck) => {
        const slide = deck.Slides.find((s) => s.id === slideId);
        if (!slide) return deck;
        return patchSlide(deck, slideId, {
          options: withPositions(moveById(slide.options, activeId, overId)),
        });
      });
      saveOptionOrder(slideId);
    },
  };
}

export type TDeckEditor = ReturnType<typeof createDeckEditor>;
