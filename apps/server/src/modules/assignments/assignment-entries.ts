import { normaliseOpenText, normaliseWord, type TAnswerRequest } from '@crowdeck/core';
import type { TSlideRow } from '../../db/schema/index';
import { LIVE_MESSAGES, LiveError } from '../live/errors';
import { isProfane } from '../live/profanity';

/**
 * What to store for an answer to a word cloud or open-ended slide: one entry per word (or the
 * text), normalised, hidden when the deck's profanity filter catches it.
 */
export function entriesOf(
  found: { run: { id: string }; presentation: { isProfanityFilterOn: boolean } },
  participantId: string,
  slide: TSlideRow,
  input: TAnswerRequest,
  at: Date,
) {
  const isWords = slide.type === 'wordCloud';
  const raws = isWords ? input.words : input.text === undefined ? undefined : [input.text];
  if (!raws?.length) throw new LiveError('invalid_input', LIVE_MESSAGES.invalidInput);
  if (raws.length > slide.entriesPerParticipant) {
    throw new LiveError('too_many_entries', LIVE_MESSAGES.tooManyEntries);
  }
  const rows = raws.map((raw, seq) => {
    const text = isWords ? normaliseWord(raw) : normaliseOpenText(raw);
    const hidden = found.presentation.isProfanityFilterOn && isProfane(text);
    return {
      participantId,
      runId: found.run.id,
      slideId: slide.id,
      kind: isWords ? ('word' as const) : ('open' as const),
      text,
      raw,
      requestId: input.requestId,
      seq,
      hidden,
      filtered: hidden,
      createdAt: at,
    };
  });
  if (rows.some((row) => row.text === '')) {
    throw new LiveError('invalid_input', LIVE_MESSAGES.invalidInput);
  }
  return rows;
}
