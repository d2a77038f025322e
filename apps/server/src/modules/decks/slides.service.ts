import {
  DECK_LIMITS,
  checkNumericSettings,
  getNeighbourSlideId,
  isFormatAllowed,
  resolveSettings,
  type TCreateSlideRequest,
  type TSlide,
  type TSortSlidesRequest,
  type TUpdateSlideRequest,
  getOrganisationPalette,
  COEDIT_SLIDE_FIELDS,
} from '@crowdeck/core';
import { savedFields } from './coedit-fields';
import { assertFullOrder, createDeckEditing, type TDeckEditingDeps } from './deck-editing';
import { invalidField, notFound } from '../../http/api-error';
import { mapValue, omitKeys } from '../../lib/objects';
import type { TSlideRow } from '../../db/schema';
import { assertUniqueCode, createDeckAccess } from './deck-access';
import { copySlides } from './deck-copy';
import type { TDeckRepositories } from './deck.repository';
import { toSlideView } from './deck-view';
import { assertOwnImageUrl } from './image-url';
import { buildDefaultOptions, buildNewSlide } from './slide-defaults';
import { expectRow } from '../../db/expect-row';

/** Slides of the user's presentations. Structural changes lock the presentation row first. */
export function createSlidesService(deps: TDeckEditingDeps) {
  const { store } = deps;
  const { access, reshaped } = createDeckEditing(deps);

  async function loadView(repos: TDeckRepositories, slide: TSlideRow): Promise<TSlide> {
    const deck = await repos.slides.listByPresentation(slide.presentationId);
    return toSlideView(slide, await repos.options.listBySlides([slide.id]), deck);
  }

  /** Locks the presentation and refuses another slide past the limit; returns its slides. */
  async function lockForNewSlide(repos: TDeckRepositories, presentationId: string) {
    if (!(await repos.presentations.lock(presentationId))) throw notFound();
    const slides = await repos.slides.listByPresentation(presentationId);
    if (slides.length >= DECK_LIMITS.slidesMax) {
      throw invalidField('presentationId', 'slides.tooMany');
    }
    return slides;
  }

  return {
    /** Adds a slide of `type` after `afterSlideId` (or at the end) and makes it the active one. */
    async create(ownerId: string, input: TCreateSlideRequest): Promise<TSlide> {
      const presentation = await access.presentation(ownerId, input.presentationId, 'edit');
      if (input.optionTexts && input.type !== 'quiz' && input.type !== 'poll') {
        throw invalidField('optionTexts', 'optionTexts.notAllowed');
      }
      const format = input.format ?? 'choice';
      if (!isFormatAllowed(input.type, format)) throw invalidField('format', 'format.notAllowed');
      const palette = getOrganisationPalette(await store.organisationBrand(ownerId));
      const created = await store.transaction(async (repos) => {
        const slides = await lockForNewSlide(repos, presentation.id);
        let position = slides.length;
        if (input.afterSlideId != null) {
          const after = slides.find((slide) => slide.id === input.afterSlideId);
          if (!after) throw invalidField('afterSlideId', 'id.invalid');
          position = after.position + 1;
          await repos.slides.openGapAfter(presentation.id, after.position);
        }
        const [slide] = await repos.slides.insertMany([
          buildNewSlide(presentation.id, input.type, position, format),
        ]);
        const created = expectRow(slide);
        await repos.options.insertMany(
          buildDefaultOptions(created.id, input.type, input.optionTexts, format, palette),
        );
        await repos.presentations.update(presentation.id, { slideActiveId: created.id });
        return loadView(repos, created);
      });
      reshaped(presentation.id, ownerId);
      return created;
    },

    /** Changes a slide's content and settings. */
    async update(ownerId: string, id: string, input: TUpdateSlideRequest): Promise<TSlide> {
      const { slide, presentation } = await access.slide(ownerId, id, 'edit');
      assertUniqueCode(presentation, input.uniqueCode);
      assertOwnImageUrl(input.imageUrl, deps.uploadUrl);
      const format = input.format ?? slide.format;
      if (!isFormatAllowed(slide.type, format)) throw invalidField('format', 'format.notAllowed');
      const settings = input.settings ? { ...slide.settings, ...input.settings } : undefined;
      if (format === 'numeric' && (settings || input.format)) {
        const problem = checkNumericSettings(resolveSettings(settings ?? slide.settings));
        if (problem) throw invalidField('settings', problem);
      }
      const changes = omitKeys(input, ['uniqueCode', 'settings', 'base']);
      const saved = savedFields(`slide:${slide.id}`, COEDIT_SLIDE_FIELDS, slide, input, input.base);
      const updated = await store.slides.update(slide.id, {
        ...changes,
        ...(settings ? { settings } : {}),
      });
      await store.presentations.update(presentation.id, {});
      deps.resets?.fieldsSaved?.(presentation.id, ownerId, saved);
      const texts: readonly string[] = [...COEDIT_SLIDE_FIELDS, 'uniqueCode', 'base'];
      if (Object.keys(input).some((key) => !texts.includes(key))) {
        reshaped(presentation.id, ownerId);
      }
      return loadView(store, updated);
    },

    /** Puts the slides in the given order, which must list every slide of the presentation once. */
    async sort(ownerId: string, input: TSortSlidesRequest): Promise<void> {
      const presentation = await access.presentation(ownerId, input.presentationId, 'edit');
      await store.transaction(async (repos) => {
        if (!(await repos.presentations.lock(presentation.id))) throw notFound();
        const slides = await repos.slides.listByPresentation(presentation.id);
        assertFullOrder(slides, input.slideIds, 'slideIds');
        await repos.slides.setOrder(presentation.id, input.slideIds);
        await repos.presentations.update(presentation.id, {});
      });
      reshaped(presentation.id, ownerId);
    },

    /** Copies a slide with its options right after it and makes the copy the active one. */
    async duplicate(ownerId: string, id: string): Promise<TSlide> {
      const found = await access.slide(ownerId, id, 'edit');
      const copy = await store.transaction(async (repos) => {
        const slides = await lockForNewSlide(repos, found.presentation.id);
        const slide = slides.find((row) => row.id === found.slide.id);
        if (!slide) throw invalidField('slideId', 'id.invalid');
        await repos.slides.openGapAfter(slide.presentationId, slide.position);
        const options = await repos.options.listBySlides([slide.id]);
        const newIds = await copySlides(
          repos,
          { slides: [slide], options },
          { presentationId: slide.presentationId, positionOf: () => slide.position + 1 },
        );
        const copyId = mapValue(newIds, slide.id);
        await repos.presentations.update(slide.presentationId, { slideActiveId: copyId });
        const copy = (await repos.slides.listByPresentation(slide.presentationId)).find(
          (row) => row.id === copyId,
        );
        return loadView(repos, expectRow(copy));
      });
      reshaped(found.presentation.id, ownerId);
      return copy;
    },

    /** Deletes a slide; when it was the active one, its neighbour becomes active. */
    async delete(ownerId: string, id: string): Promise<void> {
      const found = await access.slide(ownerId, id, 'edit');
      await store.transaction(async (repos) => {
        if (!(await repos.presentations.lock(found.presentation.id))) return;
        const presentation = await createDeckAccess(repos).presentation(
          ownerId,
          found.presentation.id,
        );
        const slides = await repos.slides.listByPresentation(presentation.id);
        const slide = slides.find((row) => row.id === found.slide.id);
        if (!slide) return;
        await repos.slides.delete(slide);
        const slideActiveId =
          presentation.slideActiveId === slide.id
            ? getNeighbourSlideId(
                slides.map((row) => row.id),
                slide.id,
              )
            : presentation.slideActiveId;
        await repos.presentations.update(presentation.id, { slideActiveId });
      });
      reshaped(found.presentation.id, ownerId);
    },
  };
}

export type TSlidesService = ReturnType<typeof createSlidesService>;
