import type { TTemplateTexts } from './template-texts';

export const deTemplateTexts: TTemplateTexts = {
  quiz: {
    title: 'Allgemeinwissen-Quiz',
    description: 'Vier Fragen zu Planeten, Wasser und der Welt, danach die Bestenliste.',
    introHeading: 'Quizzeit!',
    introBody:
      'Mach mit deinem Handy mit, wähl einen Spitznamen und antworte so schnell du kannst.',
    questions: [
      {
        question: 'Welcher Planet wird der Rote Planet genannt?',
        options: ['Venus', 'Mars', 'Jupiter', 'Saturn'],
        correct: 1,
      },
      { question: 'Wie viele Kontinente gibt es?', options: ['5', '6', '7', '8'], correct: 2 },
      {
        question: 'Welcher ist der größte Ozean der Erde?',
        options: ['Atlantik', 'Indischer Ozean', 'Pazifik', 'Arktischer Ozean'],
        correct: 2,
      },
      {
        question: 'Bei welcher Temperatur kocht Wasser auf Meereshöhe?',
        options: ['90 °C', '100 °C', '110 °C', '120 °C'],
        correct: 1,
      },
    ],
    leaderboard: 'Bestenliste',
  },
  icebreaker: {
    title: 'Eisbrecher',
    description:
      'Wärm eine Gruppe auf: eine Stimmungswolke, zwei lockere Umfragen und eine offene Frage.',
    mood: 'Wie fühlst du dich heute, in einem Wort?',
    drink: { question: 'Kaffee oder Tee?', options: ['Kaffee', 'Tee', 'Keins von beiden'] },
    learned: 'Was hast du vor Kurzem gelernt?',
    place: {
      question: 'Wo wärst du jetzt gerade am liebsten?',
      options: ['Am Strand', 'In den Bergen', 'In einer Großstadt', 'Genau hier'],
    },
  },
  retrospective: {
    title: 'Team-Retrospektive',
    description:
      'Blick auf einen Sprint oder ein Projekt zurück: Bewertungen, was gut lief, was besser werden soll.',
    introHeading: 'Retrospektive',
    introBody: 'Sei ehrlich und freundlich – jede Meinung zählt.',
    rate: {
      question: 'Wie lief dieser Sprint?',
      statements: ['Zusammenarbeit', 'Kommunikation', 'Arbeitslast', 'Ergebnisse'],
      minLabel: 'Schlecht',
      maxLabel: 'Super',
    },
    wentWell: 'Was lief gut?',
    improve: 'Was sollten wir verbessern?',
    oneWord: 'Dieser Sprint in einem Wort',
    focus: {
      question: 'Worauf sollten wir uns als Nächstes konzentrieren? Bring es in eine Reihenfolge.',
      options: ['Abläufe', 'Werkzeuge', 'Kommunikation', 'Qualität'],
    },
  },
  lectureCheckIn: {
    title: 'Check-in zur Vorlesung',
    description:
      'Starte eine Stunde: Wie sicher fühlen sich alle, was ist unklar, welche Fragen gibt es?',
    welcomeHeading: 'Willkommen!',
    welcomeBody: 'Bevor wir anfangen: Sag mir, wo du beim Thema stehst.',
    confidence: {
      question: 'Wie sicher fühlst du dich mit dem Thema der letzten Woche?',
      options: ['Sehr sicher', 'Ziemlich sicher', 'Unsicher', 'Ich bin verloren'],
    },
    association: 'Was fällt dir zum heutigen Thema ein?',
    unclear: 'Was ist dir noch unklar?',
    questions: 'Deine Fragen für heute',
  },
  meetingFeedback: {
    title: 'Feedback zum Meeting',
    description: 'Frag am Ende eines Meetings, ob es die Zeit wert war und was sich ändern soll.',
    rate: {
      question: 'Wie war dieses Meeting?',
      statements: [
        'Das Ziel war klar',
        'Wir haben die Zeit gut genutzt',
        'Ich konnte mich einbringen',
      ],
      minLabel: 'Stimme nicht zu',
      maxLabel: 'Stimme zu',
    },
    necessary: {
      question: 'War dieses Meeting nötig?',
      options: ['Ja', 'Eine E-Mail hätte gereicht', 'Nein'],
    },
    differently: 'Was sollten wir nächstes Mal anders machen?',
    oneWord: 'Dieses Meeting in einem Wort',
  },
};
