import { z } from 'zod';
import { DECK_LIMITS } from '../constants/limits';
import { FORMATS_BY_TYPE } from '../schemas/answer-formats';
import {
  ZOptionTextSchema,
  ZSlideTypeSchema,
  ZUpdateSlideRequestSchema,
  type TSlideType,
} from '../schemas/deck';
import { slideTypeHasOptions } from '../rules/deck';
import { singleLineText } from '../schemas/text';
import { AUDIENCE_LANGUAGES } from '../constants/languages';

/** The gallery's ready decks, one of each in every supported language. */
export const TEMPLATE_IDS = [
  'quiz',
  'icebreaker',
  'retrospective',
  'lectureCheckIn',
  'meetingFeedback',
] as const;
export const ZTemplateIdSchema = z.enum(TEMPLATE_IDS, 'template.invalid');
export type TTemplateId = z.infer<typeof ZTemplateIdSchema>;

const ZTemplateOptionSchema = z.strictObject({
  text: ZOptionTextSchema,
  isCorrect: z.boolean('invalidType').optional(),
});

/**
 * One slide of a template: what the editor could set on a new slide of that type (the slide
 * update request's fields, no image), with its options. A quiz of choices marks a correct one.
 */
export const ZTemplateSlideSchema = ZUpdateSlideRequestSchema.omit({
  uniqueCode: true,
  imageUrl: true,
  imageAlt: true,
})
  .extend({
    type: ZSlideTypeSchema,
    options: z
      .array(ZTemplateOptionSchema)
      .min(DECK_LIMITS.optionsMin, 'optionTexts.tooFew')
      .max(DECK_LIMITS.optionsMax, 'optionTexts.tooMany')
      .optional(),
  })
  .superRefine((slide, ctx) => {
    const hasOptions = slideTypeHasOptions(slide.type);
    if (hasOptions !== (slide.options !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'template.options' });
    }
    if (slide.format && !formatFits(slide.type, slide.format)) {
      ctx.addIssue({ code: 'custom', path: ['format'], message: 'format.invalid' });
    }
    const isChoiceQuiz =
      slide.type === 'quiz' && (slide.format ?? 'choice') !== 'numeric' && slide.options;
    if (isChoiceQuiz && !slide.options?.some((option) => option.isCorrect)) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'template.noCorrect' });
    }
    if (slide.type !== 'quiz' && slide.options?.some((option) => option.isCorrect)) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'template.options' });
    }
  });
export type TTemplateSlide = z.infer<typeof ZTemplateSlideSchema>;

function formatFits(type: TSlideType, format: string): boolean {
  if (type !== 'quiz' && type !== 'poll') return format === 'choice';
  return (FORMATS_BY_TYPE[type] as readonly string[]).includes(format);
}

/** A ready deck: its title, a sentence on what it is for, and its slides in order. */
export const ZTemplateDeckSchema = z.strictObject({
  title: singleLineText({
    max: DECK_LIMITS.titleMax,
    tooLong: 'title.tooLong',
    required: 'title.required',
  }),
  description: singleLineText({ max: 300, tooLong: 'description.tooLong', required: 'required' }),
  slides: z.array(ZTemplateSlideSchema).min(1).max(DECK_LIMITS.slidesMax, 'slides.tooMany'),
});
export type TTemplateDeck = z.infer<typeof ZTemplateDeckSchema>;

/** One card of the gallery: a built-in template or one the caller's organisation published. */
export const ZTemplateCardSchema = z.object({
  /** A built-in template's id, or the published deck's id for an organisation's template. */
  id: z.string(),
  source: z.enum(['builtIn', 'organisation']),
  title: z.string(),
  description: z.string(),
  slideCount: z.number().int(),
  /** The slide types in order (the card's preview). */
  slideTypes: z.array(ZSlideTypeSchema),
});
export type TTemplateCard = z.infer<typeof ZTemplateCardSchema>;

export const ZTemplateGalleryResponseSchema = z.object({
  language: z.enum(AUDIENCE_LANGUAGES),
  builtIn: z.array(ZTemplateCardSchema),
  organisation: z.array(ZTemplateCardSchema),
});
export type TTemplateGalleryResponse = z.infer<typeof ZTemplateGalleryResponseSchema>;

export const ZTemplateGalleryQuerySchema = z.strictObject({
  lang: z.enum(AUDIENCE_LANGUAGES, 'language.invalid').optional(),
});

/** Starts a deck from a built-in template (in a language) or from an organisation's template. */
export const ZUseTemplateRequestSchema = z.discriminatedUnion(
  'source',
  [
    z.strictObject({
      source: z.literal('builtIn'),
      id: ZTemplateIdSchema,
      lang: z.enum(AUDIENCE_LANGUAGES, 'language.invalid'),
    }),
    z.strictObject({
      source: z.literal('organisation'),
      id: z.uuid('id.invalid'),
    }),
  ],
  'invalidType',
);
export type TUseTemplateRequest = z.infer<typeof ZUseTemplateRequestSchema>;

/** Publishes the deck as a template for the organisation's members (true) or takes it back. */
export const ZPublishTemplateRequestSchema = z.strictObject({
  published: z.boolean('invalidType'),
});
