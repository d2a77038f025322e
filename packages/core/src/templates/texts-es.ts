import type { TTemplateTexts } from './template-texts';

export const esTemplateTexts: TTemplateTexts = {
  quiz: {
    title: 'Quiz de cultura general',
    description: 'Cuatro preguntas sobre planetas, agua y el mundo, y después la clasificación.',
    introHeading: '¡Hora del quiz!',
    introBody: 'Únete desde tu móvil, elige un apodo y responde lo más rápido que puedas.',
    questions: [
      {
        question: '¿Qué planeta se conoce como el planeta rojo?',
        options: ['Venus', 'Marte', 'Júpiter', 'Saturno'],
        correct: 1,
      },
      { question: '¿Cuántos continentes hay?', options: ['5', '6', '7', '8'], correct: 2 },
      {
        question: '¿Cuál es el océano más grande de la Tierra?',
        options: ['Atlántico', 'Índico', 'Pacífico', 'Ártico'],
        correct: 2,
      },
      {
        question: '¿A qué temperatura hierve el agua al nivel del mar?',
        options: ['90 °C', '100 °C', '110 °C', '120 °C'],
        correct: 1,
      },
    ],
    leaderboard: 'Clasificación',
  },
  icebreaker: {
    title: 'Rompehielos',
    description:
      'Anima a un grupo: una nube de ánimo, dos encuestas ligeras y una pregunta abierta.',
    mood: '¿Cómo te sientes hoy, en una palabra?',
    drink: { question: '¿Café o té?', options: ['Café', 'Té', 'Ninguno'] },
    learned: '¿Qué has aprendido recientemente?',
    place: {
      question: '¿Dónde preferirías estar ahora mismo?',
      options: ['En la playa', 'En la montaña', 'En una gran ciudad', 'Justo aquí'],
    },
  },
  retrospective: {
    title: 'Retrospectiva del equipo',
    description: 'Repasa un sprint o un proyecto: valoraciones, qué salió bien y qué mejorar.',
    introHeading: 'Retrospectiva',
    introBody: 'Sé sincero y amable: cada opinión cuenta.',
    rate: {
      question: '¿Qué tal fue este sprint?',
      statements: ['Colaboración', 'Comunicación', 'Carga de trabajo', 'Resultados'],
      minLabel: 'Mal',
      maxLabel: 'Genial',
    },
    wentWell: '¿Qué salió bien?',
    improve: '¿Qué deberíamos mejorar?',
    oneWord: 'Este sprint en una palabra',
    focus: {
      question: '¿En qué deberíamos centrarnos ahora? Ordénalo.',
      options: ['Procesos', 'Herramientas', 'Comunicación', 'Calidad'],
    },
  },
  lectureCheckIn: {
    title: 'Inicio de clase',
    description: 'Empieza una clase: cuánta seguridad sienten, qué no está claro y sus preguntas.',
    welcomeHeading: '¡Bienvenidos!',
    welcomeBody: 'Antes de empezar, cuéntame cómo vas con el tema.',
    confidence: {
      question: '¿Qué seguridad tienes con el tema de la semana pasada?',
      options: ['Mucha', 'Bastante', 'No estoy seguro', 'Estoy perdido'],
    },
    association: '¿Qué te viene a la mente con el tema de hoy?',
    unclear: '¿Qué sigue sin estar claro para ti?',
    questions: 'Tus preguntas de hoy',
  },
  meetingFeedback: {
    title: 'Opinión sobre la reunión',
    description: 'Pregunta al final de una reunión si valió la pena y qué cambiar.',
    rate: {
      question: '¿Qué tal ha sido esta reunión?',
      statements: ['El objetivo estaba claro', 'Aprovechamos bien el tiempo', 'Pude aportar'],
      minLabel: 'En desacuerdo',
      maxLabel: 'De acuerdo',
    },
    necessary: {
      question: '¿Era necesaria esta reunión?',
      options: ['Sí', 'Bastaba con un correo', 'No'],
    },
    differently: '¿Qué deberíamos hacer distinto la próxima vez?',
    oneWord: 'Esta reunión en una palabra',
  },
};
