import type { TSlide } from '@crowdeck/core';
import type { TPresenterKey } from '../../i18n/i18n';

/** Whether a slide's total counts people rather than votes: a poll with up to k choices. */
export function countsPeople(slide: Pick<TSlide, 'type' | 'format'>): boolean {
  return slide.type === 'poll' && slide.format === 'multi';
}

/**
 * The label of a poll's total: it counts people, so a poll with up to k choices (where three
 * people cast more than three picks) says "3 people"; a one-choice poll says "3 votes".
 */
export function getPollTotalKey(slide: Pick<TSlide, 'type' | 'format'>): TPresenterKey {
  return countsPeople(slide) ? 'present.people' : 'present.votes';
}
