import type { TTemplateTexts } from './template-texts';

export const enTemplateTexts: TTemplateTexts = {
  quiz: {
    title: 'General knowledge quiz',
    description: 'Four questions on planets, water and the world, then the leaderboard.',
    introHeading: 'Quiz time!',
    introBody: 'Join on your phone, pick a nickname and answer as fast as you can.',
    questions: [
      {
        question: 'Which planet is known as the Red Planet?',
        options: ['Venus', 'Mars', 'Jupiter', 'Saturn'],
        correct: 1,
      },
      { question: 'How many continents are there?', options: ['5', '6', '7', '8'], correct: 2 },
      {
        question: 'What is the largest ocean on Earth?',
        options: ['Atlantic', 'Indian', 'Pacific', 'Arctic'],
        correct: 2,
      },
      {
        question: 'At what temperature does water boil at sea level?',
        options: ['90 °C', '100 °C', '110 °C', '120 °C'],
        correct: 1,
      },
    ],
    leaderboard: 'Leaderboard',
  },
  icebreaker: {
    title: 'Icebreaker',
    description: 'Warm up a group: a mood cloud, two light polls and one open question.',
    mood: 'How are you feeling today, in one word?',
    drink: { question: 'Coffee or tea?', options: ['Coffee', 'Tea', 'Neither'] },
    learned: 'What is something you learned recently?',
    place: {
      question: 'Where would you rather be right now?',
      options: ['On a beach', 'In the mountains', 'In a big city', 'Right here'],
    },
  },
  retrospective: {
    title: 'Team retrospective',
    description: 'Look back on a sprint or project: ratings, what went well, what to improve.',
    introHeading: 'Retrospective',
    introBody: 'Answers are anonymous if you like. Be honest, be kind.',
    rate: {
      question: 'How did this sprint go?',
      statements: ['Collaboration', 'Communication', 'Workload', 'Results'],
      minLabel: 'Poor',
      maxLabel: 'Great',
    },
    wentWell: 'What went well?',
    improve: 'What should we improve?',
    oneWord: 'This sprint in one word',
    focus: {
      question: 'What should we focus on next? Put it in order.',
      options: ['Process', 'Tools', 'Communication', 'Quality'],
    },
  },
  lectureCheckIn: {
    title: 'Lecture check-in',
    description:
      'Start a class: how confident students feel, what is unclear, and their questions.',
    welcomeHeading: 'Welcome!',
    welcomeBody: 'Before we start, tell me where you are with the topic.',
    confidence: {
      question: 'How confident are you with last week’s topic?',
      options: ['Very confident', 'Fairly confident', 'Not sure', 'Lost'],
    },
    association: 'What comes to mind when you hear today’s topic?',
    unclear: 'What is still unclear to you?',
    questions: 'Your questions for today',
  },
  meetingFeedback: {
    title: 'Meeting feedback',
    description: 'Ask at the end of a meeting whether it was worth the time and what to change.',
    rate: {
      question: 'How was this meeting?',
      statements: ['The goal was clear', 'We used the time well', 'I could contribute'],
      minLabel: 'Disagree',
      maxLabel: 'Agree',
    },
    necessary: {
      question: 'Was this meeting necessary?',
      options: ['Yes', 'It could have been an email', 'No'],
    },
    differently: 'What should we do differently next time?',
    oneWord: 'This meeting in one word',
  },
};
