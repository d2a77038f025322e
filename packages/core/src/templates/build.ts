import type { TTemplateDeck, TTemplateId, TTemplateSlide } from './template-schema';
import type { TTemplateTexts } from './template-texts';

const content = (question: string, body: string): TTemplateSlide => ({
  type: 'content',
  question,
  body,
});
const quiz = (question: string, options: string[], correct: number): TTemplateSlide => ({
  type: 'quiz',
  question,
  timeLimitSec: 20,
  options: options.map((text, index) => ({ text, isCorrect: index === correct })),
});
const poll = (
  question: string,
  options: string[],
  format: 'choice' | 'ranking' = 'choice',
): TTemplateSlide => ({
  type: 'poll',
  question,
  format,
  options: options.map((text) => ({ text })),
});
const scales = (texts: {
  question: string;
  statements: string[];
  minLabel: string;
  maxLabel: string;
}): TTemplateSlide => ({
  type: 'poll',
  question: texts.question,
  format: 'scales',
  settings: { scaleMax: 5, minLabel: texts.minLabel, maxLabel: texts.maxLabel },
  options: texts.statements.map((text) => ({ text })),
});
const wordCloud = (question: string): TTemplateSlide => ({
  type: 'wordCloud',
  question,
  entriesPerParticipant: 1,
});
const openEnded = (question: string): TTemplateSlide => ({ type: 'openEnded', question });

/** The five built-in decks of one language, from its texts. */
export function buildTemplates(texts: TTemplateTexts): Record<TTemplateId, TTemplateDeck> {
  const { quiz: q, icebreaker: i, retrospective: r, lectureCheckIn: l, meetingFeedback: m } = texts;
  return {
    quiz: {
      title: q.title,
      description: q.description,
      slides: [
        content(q.introHeading, q.introBody),
        ...q.questions.map((question) =>
          quiz(question.question, question.options, question.correct),
        ),
        { type: 'leaderboard', question: q.leaderboard },
      ],
    },
    icebreaker: {
      title: i.title,
      description: i.description,
      slides: [
        wordCloud(i.mood),
        poll(i.drink.question, i.drink.options),
        openEnded(i.learned),
        poll(i.place.question, i.place.options),
      ],
    },
    retrospective: {
      title: r.title,
      description: r.description,
      slides: [
        content(r.introHeading, r.introBody),
        scales(r.rate),
        openEnded(r.wentWell),
        openEnded(r.improve),
        wordCloud(r.oneWord),
        poll(r.focus.question, r.focus.options, 'ranking'),
      ],
    },
    lectureCheckIn: {
      title: l.title,
      description: l.description,
      slides: [
        content(l.welcomeHeading, l.welcomeBody),
        poll(l.confidence.question, l.confidence.options),
        wordCloud(l.association),
        openEnded(l.unclear),
        { type: 'qa', question: l.questions },
      ],
    },
    meetingFeedback: {
      title: m.title,
      description: m.description,
      slides: [
        scales(m.rate),
        poll(m.necessary.question, m.necessary.options),
        openEnded(m.differently),
        wordCloud(m.oneWord),
      ],
    },
  };
}
