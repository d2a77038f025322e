/** Texts of the template gallery. */
export const deTemplates = {
  'title.templates': 'Vorlagen',
  'templates.open': 'Mit einer Vorlage starten',
  'templates.title': 'Mit einer Vorlage starten',
  'templates.intro':
    'Wähl eine fertige Präsentation: Sie wird zu deiner eigenen, die du nach Belieben ändern kannst.',
  'templates.builtIn': 'Fertige Vorlagen',
  'templates.organisation': 'Deine Organisation',
  'templates.organisationEmpty': 'Deine Organisation hat noch keine Vorlagen veröffentlicht.',
  'templates.slideCount': 'Folien: {{count}}',
  'templates.creating': 'Deine Präsentation wird erstellt…',
  'templates.loadFailed': 'Wir konnten die Vorlagen nicht laden. {{reason}}',
  'templates.retry': 'Erneut versuchen',
  'templates.publishLabel':
    'Veröffentliche eine deiner Präsentationen für die Mitglieder deiner Organisation',
  'templates.publishPick': 'Präsentation wählen',
  'templates.publish': 'Als Vorlage veröffentlichen',
  'templates.published': 'Veröffentlicht: Die Mitglieder deiner Organisation können damit starten.',
  'templates.unpublish': 'Zurückziehen',
  'templates.unpublished': '„{{title}}“ ist keine Vorlage mehr.',
  'validation.template.invalid': 'Wähl eine der Vorlagen aus der Galerie.',
  'validation.template.adminOnly':
    'Nur Inhaber und Admins deiner Organisation können Vorlagen veröffentlichen oder zurückziehen.',
  'validation.template.options':
    'Nur Quiz- und Umfragefolien haben Antworten; nur Quiz-Antworten sind richtig.',
  'validation.template.noCorrect': 'Markiere mindestens eine Antwort einer Quizfolie als richtig.',
  'validation.description.tooLong': 'Verwende höchstens 300 Zeichen.',
};
