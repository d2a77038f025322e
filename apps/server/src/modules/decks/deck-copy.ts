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
