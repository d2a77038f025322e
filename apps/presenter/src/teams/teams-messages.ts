import { pickLanguage } from '@crowdeck/core';
import { createI18n, type TMessageKey } from '@crowdeck/web';

/**
 * Texts of the Teams app's own pages, in the six languages; a small catalogue of their own, so
 * these pages load none of the presenter app's.
 */
const en = {
  'teams.title': 'Crowdeck for Microsoft Teams',
  'teams.starting': 'Connecting to Teams…',
  'teams.outside.text':
    'This page is part of the Crowdeck app for Microsoft Teams. It runs inside a Teams meeting once the app is added to it.',
  'teams.outside.open': 'Open Crowdeck',
  'teams.outside.install': 'How to add the app to Teams',
  'teams.missing.text':
    'No presentation is linked to this tab yet. Remove the app from the meeting and add it again to pick one.',
  'teams.stage.frameTitle': 'Live view of the presentation',
};

const de: typeof en = {
  'teams.title': 'Crowdeck für Microsoft Teams',
  'teams.starting': 'Verbindung mit Teams wird hergestellt…',
  'teams.outside.text':
    'Diese Seite gehört zur Crowdeck-App für Microsoft Teams. Sie läuft in einer Teams-Besprechung, sobald die App hinzugefügt wurde.',
  'teams.outside.open': 'Crowdeck öffnen',
  'teams.outside.install': 'So fügen Sie die App zu Teams hinzu',
  'teams.missing.text':
    'Mit diesem Tab ist noch keine Präsentation verknüpft. Entfernen Sie die App aus der Besprechung und fügen Sie sie erneut hinzu, um eine auszuwählen.',
  'teams.stage.frameTitle': 'Live-Ansicht der Präsentation',
};

const es: typeof en = {
  'teams.title': 'Crowdeck para Microsoft Teams',
  'teams.starting': 'Conectando con Teams…',
  'teams.outside.text':
    'Esta página forma parte de la aplicación de Crowdeck para Microsoft Teams. Funciona dentro de una reunión de Teams una vez añadida la aplicación.',
  'teams.outside.open': 'Abrir Crowdeck',
  'teams.outside.install': 'Cómo añadir la aplicación a Teams',
  'teams.missing.text':
    'Todavía no hay ninguna presentación vinculada a esta pestaña. Quita la aplicación de la reunión y vuelve a añadirla para elegir una.',
  'teams.stage.frameTitle': 'Vista en directo de la presentación',
};

const fr: typeof en = {
  'teams.title': 'Crowdeck pour Microsoft Teams',
  'teams.starting': 'Connexion à Teams…',
  'teams.outside.text':
    "Cette page fait partie de l'application Crowdeck pour Microsoft Teams. Elle s'exécute dans une réunion Teams une fois l'application ajoutée.",
  'teams.outside.open': 'Ouvrir Crowdeck',
  'teams.outside.install': "Comment ajouter l'application à Teams",
  'teams.missing.text':
    "Aucune présentation n'est encore liée à cet onglet. Retirez l'application de la réunion puis ajoutez-la de nouveau pour en choisir une.",
  'teams.stage.frameTitle': 'Vue en direct de la présentation',
};

const ptBR: typeof en = {
  'teams.title': 'Crowdeck para Microsoft Teams',
  'teams.starting': 'Conectando ao Teams…',
  'teams.outside.text':
    'Esta página faz parte do aplicativo Crowdeck para Microsoft Teams. Ela funciona dentro de uma reunião do Teams depois que o aplicativo é adicionado.',
  'teams.outside.open': 'Abrir o Crowdeck',
  'teams.outside.install': 'Como adicionar o aplicativo ao Teams',
  'teams.missing.text':
    'Ainda não há apresentação vinculada a esta guia. Remova o aplicativo da reunião e adicione-o novamente para escolher uma.',
  'teams.stage.frameTitle': 'Visualização ao vivo da apresentação',
};

const ar: typeof en = {
  'teams.title': 'Crowdeck لـ Microsoft Teams',
  'teams.starting': 'جارٍ الاتصال بـ Teams…',
  'teams.outside.text':
    'هذه الصفحة جزء من تطبيق Crowdeck لـ Microsoft Teams. تعمل داخل اجتماع Teams بعد إضافة التطبيق إليه.',
  'teams.outside.open': 'افتح Crowdeck',
  'teams.outside.install': 'كيفية إضافة التطبيق إلى Teams',
  'teams.missing.text':
    'لم يُربط أي عرض تقديمي بعلامة التبويب هذه بعد. أزِل التطبيق من الاجتماع ثم أضِفه مرة أخرى لاختيار عرض.',
  'teams.stage.frameTitle': 'العرض المباشر للعرض التقديمي',
};

export const TEAMS_CATALOGUES = { en, de, es, fr, 'pt-BR': ptBR, ar } as const;

export const teamsI18n = createI18n<TMessageKey<typeof en>>(TEAMS_CATALOGUES, 'en', 'en');

/** Shows the pages in Teams' language, else the browser's; sets `lang` and the direction. */
export function setTeamsLanguage(candidates: readonly (string | null | undefined)[]): void {
  const language = pickLanguage(candidates.filter((c): c is string => Boolean(c)));
  teamsI18n.setLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
}
