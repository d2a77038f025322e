import { describe, expect, it } from 'vitest';
import { AUDIENCE_LANGUAGES } from '../constants/languages';
import {
  getBuiltInTemplate,
  listBuiltInTemplates,
  TEMPLATE_IDS,
  ZTemplateDeckSchema,
  ZTemplateSlideSchema,
  ZUseTemplateRequestSchema,
} from './index';

describe('built-in templates', () => {
  for (const language of AUDIENCE_LANGUAGES) {
    for (const id of TEMPLATE_IDS) {
      it(`parses ${id} in ${language} with the deck schema`, () => {
        const deck = getBuiltInTemplate(id, language);
        const parsed = ZTemplateDeckSchema.safeParse(deck);
        expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
      });
    }
  }

  it('has the same slide types in every language, and texts of its own in each', () => {
    const english = listBuiltInTemplates('en');
    for (const language of AUDIENCE_LANGUAGES) {
      const cards = listBuiltInTemplates(language);
      expect(cards.map((card) => card.slideTypes)).toEqual(english.map((card) => card.slideTypes));
      if (language !== 'en') {
        expect(cards.map((card) => card.title)).not.toEqual(english.map((card) => card.title));
      }
    }
  });

  it('covers a quiz, an icebreaker, a retrospective, a check-in and a feedback form', () => {
    expect(TEMPLATE_IDS).toEqual([
      'quiz',
      'icebreaker',
      'retrospective',
      'lectureCheckIn',
      'meetingFeedback',
    ]);
  });

  it('refuses a quiz slide with no correct option and options on a word cloud', () => {
    const quiz = { type: 'quiz', question: 'Q', options: [{ text: 'a' }, { text: 'b' }] };
    expect(ZTemplateSlideSchema.safeParse(quiz).success).toBe(false);
    const cloud = { type: 'wordCloud', question: 'Q', options: [{ text: 'a' }, { text: 'b' }] };
    expect(ZTemplateSlideSchema.safeParse(cloud).success).toBe(false);
    expect(ZTemplateSlideSchema.safeParse({ type: 'wordCloud', format: 'scales' }).success).toBe(
      false,
    );
  });

  it('parses a request to use a template', () => {
    expect(
      ZUseTemplateRequestSchema.safeParse({ source: 'builtIn', id: 'quiz', lang: 'de' }).success,
    ).toBe(true);
    expect(
      ZUseTemplateRequestSchema.safeParse({ source: 'builtIn', id: 'nope', lang: 'de' }).success,
    ).toBe(false);
    expect(
      ZUseTemplateRequestSchema.safeParse({ source: 'organisation', id: 'not-a-uuid' }).success,
    ).toBe(false);
  });
});
