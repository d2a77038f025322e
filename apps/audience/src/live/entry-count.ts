import type { TParticipantView } from '@crowdeck/core';

/**
 * How many entries this participant has sent on a slide: the server's count (`entryCounts`, else
 * the slide's occurrences in answeredSlideIds) or this page's, whichever is larger, so neither a
 * reload nor a late `me` message makes the counter go back.
 */
export function countSentEntries(
  me: Pick<TParticipantView, 'answeredSlideIds' | 'entryCounts'>,
  slideId: string,
  sentHere: number,
): number {
  const stored =
    me.entryCounts?.[slideId] ?? me.answeredSlideIds.filter((id) => id === slideId).length;
  return Math.max(stored, sentHere);
}
