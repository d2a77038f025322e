/** A question with its options (a quiz marks `correct`, the index of the right one). */
interface TChoiceTexts {
  question: string;
  options: string[];
}

/** Statements rated on a scale, with the labels of its two ends. */
interface TScaleTexts {
  question: string;
  statements: string[];
  minLabel: string;
  maxLabel: string;
}

/** Every text of the five built-in templates in one language; build.ts makes the decks, texts-<language>.json hold them. */
export interface TTemplateTexts {
  quiz: {
    title: string;
    description: string;
    introHeading: string;
    introBody: string;
    questions: (TChoiceTexts & { correct: number })[];
    leaderboard: string;
  };
  icebreaker: {
    title: string;
    description: string;
    mood: string;
    drink: TChoiceTexts;
    learned: string;
    place: TChoiceTexts;
  };
  retrospective: {
    title: string;
    description: string;
    introHeading: string;
    introBody: string;
    rate: TScaleTexts;
    wentWell: string;
    improve: string;
    oneWord: string;
    focus: TChoiceTexts;
  };
  lectureCheckIn: {
    title: string;
    description: string;
    welcomeHeading: string;
    welcomeBody: string;
    confidence: TChoiceTexts;
    association: string;
    unclear: string;
    questions: string;
  };
  meetingFeedback: {
    title: string;
    description: string;
    rate: TScaleTexts;
    necessary: TChoiceTexts;
    differently: string;
    oneWord: string;
  };
}
