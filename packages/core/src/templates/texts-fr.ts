import type { TTemplateTexts } from './template-texts';

export const frTemplateTexts: TTemplateTexts = {
  quiz: {
    title: 'Quiz de culture générale',
    description: 'Quatre questions sur les planètes, l’eau et le monde, puis le classement.',
    introHeading: 'C’est l’heure du quiz !',
    introBody: 'Rejoignez-nous sur votre téléphone, choisissez un pseudo et répondez au plus vite.',
    questions: [
      {
        question: 'Quelle planète est surnommée la planète rouge ?',
        options: ['Vénus', 'Mars', 'Jupiter', 'Saturne'],
        correct: 1,
      },
      { question: 'Combien y a-t-il de continents ?', options: ['5', '6', '7', '8'], correct: 2 },
      {
        question: 'Quel est le plus grand océan de la Terre ?',
        options: ['Atlantique', 'Indien', 'Pacifique', 'Arctique'],
        correct: 2,
      },
      {
        question: 'À quelle température l’eau bout-elle au niveau de la mer ?',
        options: ['90 °C', '100 °C', '110 °C', '120 °C'],
        correct: 1,
      },
    ],
    leaderboard: 'Classement',
  },
  icebreaker: {
    title: 'Brise-glace',
    description:
      'Mettez un groupe à l’aise : un nuage d’humeur, deux sondages légers et une question ouverte.',
    mood: 'Comment vous sentez-vous aujourd’hui, en un mot ?',
    drink: { question: 'Café ou thé ?', options: ['Café', 'Thé', 'Ni l’un ni l’autre'] },
    learned: 'Qu’avez-vous appris récemment ?',
    place: {
      question: 'Où préféreriez-vous être en ce moment ?',
      options: ['À la plage', 'À la montagne', 'Dans une grande ville', 'Ici même'],
    },
  },
  retrospective: {
    title: 'Rétrospective d’équipe',
    description:
      'Revenez sur un sprint ou un projet : notes, ce qui a bien marché, ce qu’il faut améliorer.',
    introHeading: 'Rétrospective',
    introBody: 'Soyez honnêtes et bienveillants : chaque avis compte.',
    rate: {
      question: 'Comment s’est passé ce sprint ?',
      statements: ['Collaboration', 'Communication', 'Charge de travail', 'Résultats'],
      minLabel: 'Mauvais',
      maxLabel: 'Excellent',
    },
    wentWell: 'Qu’est-ce qui a bien marché ?',
    improve: 'Que devrions-nous améliorer ?',
    oneWord: 'Ce sprint en un mot',
    focus: {
      question: 'Sur quoi nous concentrer ensuite ? Classez-les.',
      options: ['Processus', 'Outils', 'Communication', 'Qualité'],
    },
  },
  lectureCheckIn: {
    title: 'Point de départ du cours',
    description: 'Commencez un cours : le niveau de confiance, ce qui reste flou et les questions.',
    welcomeHeading: 'Bienvenue !',
    welcomeBody: 'Avant de commencer, dites-moi où vous en êtes avec le sujet.',
    confidence: {
      question: 'Êtes-vous à l’aise avec le sujet de la semaine dernière ?',
      options: ['Très à l’aise', 'Plutôt à l’aise', 'Pas sûr', 'Perdu'],
    },
    association: 'Qu’évoque pour vous le sujet d’aujourd’hui ?',
    unclear: 'Qu’est-ce qui reste flou pour vous ?',
    questions: 'Vos questions pour aujourd’hui',
  },
  meetingFeedback: {
    title: 'Avis sur la réunion',
    description:
      'Demandez à la fin d’une réunion si elle en valait la peine et ce qu’il faut changer.',
    rate: {
      question: 'Comment s’est passée cette réunion ?',
      statements: [
        'L’objectif était clair',
        'Nous avons bien utilisé le temps',
        'J’ai pu contribuer',
      ],
      minLabel: 'Pas d’accord',
      maxLabel: 'D’accord',
    },
    necessary: {
      question: 'Cette réunion était-elle nécessaire ?',
      options: ['Oui', 'Un e-mail aurait suffi', 'Non'],
    },
    differently: 'Que devrions-nous faire autrement la prochaine fois ?',
    oneWord: 'Cette réunion en un mot',
  },
};
