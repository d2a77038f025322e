import type { TTemplateTexts } from './template-texts';

export const ptBRTemplateTexts: TTemplateTexts = {
  quiz: {
    title: 'Quiz de conhecimentos gerais',
    description: 'Quatro perguntas sobre planetas, água e o mundo, e depois o placar.',
    introHeading: 'Hora do quiz!',
    introBody: 'Entre pelo celular, escolha um apelido e responda o mais rápido que puder.',
    questions: [
      {
        question: 'Qual planeta é conhecido como o Planeta Vermelho?',
        options: ['Vênus', 'Marte', 'Júpiter', 'Saturno'],
        correct: 1,
      },
      { question: 'Quantos continentes existem?', options: ['5', '6', '7', '8'], correct: 2 },
      {
        question: 'Qual é o maior oceano da Terra?',
        options: ['Atlântico', 'Índico', 'Pacífico', 'Ártico'],
        correct: 2,
      },
      {
        question: 'A que temperatura a água ferve ao nível do mar?',
        options: ['90 °C', '100 °C', '110 °C', '120 °C'],
        correct: 1,
      },
    ],
    leaderboard: 'Placar',
  },
  icebreaker: {
    title: 'Quebra-gelo',
    description: 'Aqueça o grupo: uma nuvem de humor, duas enquetes leves e uma pergunta aberta.',
    mood: 'Como você está se sentindo hoje, em uma palavra?',
    drink: { question: 'Café ou chá?', options: ['Café', 'Chá', 'Nenhum dos dois'] },
    learned: 'O que você aprendeu recentemente?',
    place: {
      question: 'Onde você preferiria estar agora?',
      options: ['Na praia', 'Nas montanhas', 'Numa cidade grande', 'Aqui mesmo'],
    },
  },
  retrospective: {
    title: 'Retrospectiva da equipe',
    description:
      'Olhe para trás num sprint ou projeto: avaliações, o que foi bem e o que melhorar.',
    introHeading: 'Retrospectiva',
    introBody: 'Seja sincero e gentil: toda opinião conta.',
    rate: {
      question: 'Como foi este sprint?',
      statements: ['Colaboração', 'Comunicação', 'Carga de trabalho', 'Resultados'],
      minLabel: 'Ruim',
      maxLabel: 'Ótimo',
    },
    wentWell: 'O que foi bem?',
    improve: 'O que devemos melhorar?',
    oneWord: 'Este sprint em uma palavra',
    focus: {
      question: 'No que devemos focar agora? Coloque em ordem.',
      options: ['Processos', 'Ferramentas', 'Comunicação', 'Qualidade'],
    },
  },
  lectureCheckIn: {
    title: 'Check-in da aula',
    description:
      'Comece uma aula: quão seguros os alunos estão, o que está confuso e suas perguntas.',
    welcomeHeading: 'Boas-vindas!',
    welcomeBody: 'Antes de começar, me conte como você está com o tema.',
    confidence: {
      question: 'Quão seguro você está com o tema da semana passada?',
      options: ['Muito seguro', 'Razoavelmente seguro', 'Não tenho certeza', 'Estou perdido'],
    },
    association: 'O que vem à sua mente com o tema de hoje?',
    unclear: 'O que ainda não está claro para você?',
    questions: 'Suas perguntas para hoje',
  },
  meetingFeedback: {
    title: 'Feedback da reunião',
    description: 'Pergunte ao fim de uma reunião se valeu o tempo e o que mudar.',
    rate: {
      question: 'Como foi esta reunião?',
      statements: ['O objetivo estava claro', 'Usamos bem o tempo', 'Consegui contribuir'],
      minLabel: 'Discordo',
      maxLabel: 'Concordo',
    },
    necessary: {
      question: 'Esta reunião era necessária?',
      options: ['Sim', 'Podia ter sido um e-mail', 'Não'],
    },
    differently: 'O que devemos fazer diferente da próxima vez?',
    oneWord: 'Esta reunião em uma palavra',
  },
};
