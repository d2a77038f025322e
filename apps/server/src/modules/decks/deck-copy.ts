import { randomUUID } from 'node:crypto';
import type { TOptionRow, TSlideRow } from '../../db/schema';
import type { TDeckRepositories } from './deck.repository';
import { mapValue } from '../../lib/objects';

/**
 * Copies slides (with their options) into `presentationId`; `positionOf` places each copy.
 * Ids are drawn here so each copy is matched to its source without relying on insert order.
 * Returns the new id of each source slide.
 */
export async function copySlides(
  repos: TDeckRepositories,
  source: { slides: readonly TSlideRow[]; options: readonly TOptionRow[] },
  target: { presentationId: string; positionOf: (slide: Pick<TSlideRow, 'position'>) => number },
): Promise<Map<string, string>> {
  const newIds = new Map(source.slides.map((slide) => [slide.id, randomUUID()]));
  await repos.slides.insertMany(
    source.slides.map(({ id, updatedAt: _updatedAt, ...slide }) => ({
      ...slide,
      id: mapValue(newIds, id),
      presentationId: target.presentationId,
      position: target.positionOf(slide),
      gameScreen: null,
      questionOpensAt: null,
      questionClosesAt: null,
    })),
  );
  await repos.options.insertMany(
    source.options
      .filter((option) => newIds.has(option.slideId))
      .map(({ id: _id, ...option }) => ({
        ...option,
        slideId: mapValue(newIds, option.slideId),
      })),
  );
  return newIds;
}

/**
 * Inserts `presentation` as a copy of the deck `sourceId`: the source's slides (with their
 * options) are copied into it at their own positions. Returns the new deck's row, the source's
 * slides and the new id of each.
 */
export async function copyDeck(
  repos: TDeckRepositories,
  sourceId: string,
  presentation: Parameters<TDeckRepositories['presentations']['insert']>[0],
) {
  const slides = await repos.slides.listByPresentation(sourceId);
  const options = await repos.options.listBySlides(slides.map((slide) => slide.id));
  const copy = await repos.presentations.insert(presentation);
  const newIds = await copySlides(
    repos,
    { slides, options },
    { presentationId: copy.id, positionOf: (slide) => slide.position },
  );
  return { copy, slides, newIds };
}
