import { useState } from 'react';
import { rememberChoice } from './answer-memory';

/**
 * How many times the presenter reset this slide's results while this phone watched: the server's
 * `me` said the slide was answered and now says it is not. A slide's view keyed on it starts
 * afresh (no "Answer locked in", no remembered choice, entry counters back to zero).
 */
export function useResetEpoch(slideId: string | null, answered: boolean): number {
  const [seen, setSeen] = useState({ slideId, answered, epoch: 0 });
  if (seen.slideId === slideId && seen.answered === answered) return seen.epoch;
  const reset = seen.slideId === slideId && seen.answered && !answered;
  if (reset && slideId) rememberChoice(slideId, null);
  const epoch = seen.epoch + (reset ? 1 : 0);
  setSeen({ slideId, answered, epoch });
  return epoch;
}
