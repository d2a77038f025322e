import {
  DECK_LIMITS,
  getOptionsMin,
  slideTypeHasOptions,
  type TCreateOptionRequest,
  type TOption,
  type TSortOptionsRequest,
  type TUpdateOptionRequest,
  getOrganisationPalette,
} from '@crowdeck/core';
import { invalidField, notFound } from '../../http/api-error';
import { isUuid } from '../../lib/ids';
import { omitKeys } from '../../lib/objects';
import { assertUniqueCode } from './deck-access';
import type { TDeckRepositories } from './deck.repository';
import { toOptionView } from './deck-view';
import { assertOwnImageUrl } from './image-url';
import { buildNewOption } from './slide-defaults';
import { expectRow } from '../../db/expect-row';
import { COEDIT_OPTION_FIELDS } from '@crowdeck/core';
import { savedFields } from './coedit-fields';
import { assertFullOrder, createDeckEditing, type TDeckEditingDeps } from './deck-editing';

/** Answer options of quiz and poll slides. */
export function createOptionsService(deps: TDeckEditingDeps) {
  const { store } = deps;
  const { access, reshaped } = createDeckEditing(deps);

  /** Locks the slide's presentation and returns the slide's options in order. */
  async function lockOptions(repos: TDeckRepositories, presentationId: string, slideId: string) {
    if (!(await repos.presentations.lock(presentationId))) throw notFound();
    return repos.options.listBySlides([slideId]);
  }

  return {
    /** Adds an option at the end, coloured with the next palette colour. */
    async create(ownerId: string, input: TCreateOptionRequest): Promise<TOption> {
      const { slide, presentation } = await access.slide(ownerId, input.slideId, 'edit');
      if (!slideTypeHasOptions(slide.type)) throw invalidField('slideId', 'options.notAllowed');
      const palette = getOrganisationPalette(await store.organisationBrand(ownerId));
      const created = await store.transaction(async (repos) => {
        const existing = await lockOptions(repos, presentation.id, slide.id);
        if (existing.length >= DECK_LIMITS.optionsMax) {
          throw invalidField('slideId', 'options.tooMany');
        }
        const values = buildNewOption(slide.id, existing.length, input.text ?? '', palette);
        const [created] = await repos.options.insertMany([values]);
        await repos.presentations.update(presentation.id, {});
        return toOptionView(expectRow(created));
      });
      reshaped(presentation.id, ownerId);
      return created;
    },

    /** Changes an option; only quiz options can be marked correct (several may be). */
    async update(ownerId: string, id: string, input: TUpdateOptionRequest): Promise<TOption> {
      const { option, slide, presentation } = await access.option(ownerId, id, 'edit');
      assertUniqueCode(presentation, input.uniqueCode);
      if (input.slideActiveId !== undefined) {
        const active = isUuid(input.slideActiveId)
          ? await store.slides.findWithPresentation(input.slideActiveId)
          : null;
        if (active?.slide.presentationId !== presentation.id) {
          throw invalidField('slideActiveId', 'id.invalid');
        }
      }
      if (input.isCorrect !== undefined && slide.type !== 'quiz') {
        throw invalidField('isCorrect', 'isCorrect.notQuiz');
      }
      assertOwnImageUrl(input.imageUrl, deps.uploadUrl);
      const { colour, ...changes } = omitKeys(input, ['uniqueCode', 'slideActiveId', 'base']);
      const saved = savedFields(
        `option:${option.id}`,
        COEDIT_OPTION_FIELDS,
        option,
        input,
        input.base,
      );
      const updated = await store.options.update(option.id, {
        ...changes,
        ...(colour === undefined ? {} : { colour: colour.toUpperCase() }),
      });
      await store.presentations.update(presentation.id, {});
      deps.resets?.fieldsSaved?.(presentation.id, ownerId, saved);
      const texts: readonly string[] = ['text', 'uniqueCode', 'slideActiveId', 'base'];
      if (Object.keys(input).some((key) => !texts.includes(key))) {
        reshaped(presentation.id, ownerId);
      }
      return toOptionView(updated);
    },

    /** Puts the options in the given order, which must list every option of the slide once. */
    async sort(ownerId: string, input: TSortOptionsRequest): Promise<void> {
      const { slide, presentation } = await access.slide(ownerId, input.slideId, 'edit');
      await store.transaction(async (repos) => {
        const existing = await lockOptions(repos, presentation.id, slide.id);
        assertFullOrder(existing, input.optionIds, 'optionIds');
        await repos.options.setOrder(slide.id, input.optionIds);
        await repos.presentations.update(presentation.id, {});
      });
      reshaped(presentation.id, ownerId);
    },

    /** Deletes an option, refusing to leave a quiz or poll with fewer than the minimum. */
    async delete(ownerId: string, id: string): Promise<void> {
      const { option, slide, presentation } = await access.option(ownerId, id, 'edit');
      await store.transaction(async (repos) => {
        const existing = await lockOptions(repos, presentation.id, slide.id);
        const current = existing.find((row) => row.id === option.id);
        if (!current) return;
        if (slideTypeHasOptions(slide.type) && existing.length <= getOptionsMin(slide.format)) {
          throw invalidField('optionId', 'options.tooFew');
        }
        await repos.options.delete(current);
        await repos.presentations.update(presentation.id, {});
      });
      reshaped(presentation.id, ownerId);
    },
  };
}

export type TOptionsService = ReturnType<typeof createOptionsService>;
