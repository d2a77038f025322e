import {
  getFilledOptions,
  getQuizPosition,
  resolveSettings,
  toPublicSettings,
  type TPublicSlide,
} from '@crowdeck/core';
import type { TOptionRow, TSlideRow } from '../../../db/schema/index';

/**
 * A slide as a phone sees it, live or in an assignment: its filled options (blank ones are never
 * shown), without `isCorrect`; none for a typed answer (they are the accepted answers) or a
 * number; the format's public settings. `slides` are the ones its quiz position counts in.
 */
export function toPhoneSlide(
  slide: TSlideRow,
  context: { options: readonly TOptionRow[]; slides: readonly TSlideRow[]; timeLimitSec: number },
): TPublicSlide {
  const { format } = slide;
  const secret = format === 'typeAnswer' || format === 'numeric';
  const options = secret ? [] : context.options;
  const settings = toPublicSettings(format, resolveSettings(slide.settings));
  return {
    id: slide.id,
    type: slide.type,
    question: slide.question,
    imageUrl: slide.imageUrl,
    layout: slide.layout,
    options: getFilledOptions(options).map((o) => ({
      id: o.id,
      text: o.text,
      imageUrl: o.imageUrl,
      colour: o.colour,
    })),
    timeLimitSec: context.timeLimitSec,
    entriesPerParticipant: slide.entriesPerParticipant,
    ...getQuizPosition(context.slides, slide.id),
    // Only content slides have text: the other slides' state stays as small as it was. An
    // imported page's description goes with it (phones' screen readers read it).
    ...(slide.type === 'content' ? { body: slide.body } : {}),
    ...(slide.type === 'content' && slide.imageUrl && slide.imageAlt
      ? { imageAlt: slide.imageAlt }
      : {}),
    // Choice slides keep the state they had: only other formats say theirs.
    ...(format === 'choice' ? {} : { format }),
    ...(settings ? { settings } : {}),
  };
}
