/** Texts of the template gallery. */
export const esTemplates = {
  'title.templates': 'Plantillas',
  'templates.open': 'Empezar desde una plantilla',
  'templates.title': 'Empezar desde una plantilla',
  'templates.intro': 'Elige una presentación lista: será tuya y podrás cambiarla como quieras.',
  'templates.builtIn': 'Plantillas listas',
  'templates.organisation': 'Tu organización',
  'templates.organisationEmpty': 'Tu organización aún no ha publicado plantillas.',
  'templates.slideCount': 'Diapositivas: {{count}}',
  'templates.creating': 'Creando tu presentación…',
  'templates.loadFailed': 'No pudimos cargar las plantillas. {{reason}}',
  'templates.retry': 'Reintentar',
  'templates.publishLabel':
    'Publica una de tus presentaciones para los miembros de tu organización',
  'templates.publishPick': 'Elige una presentación',
  'templates.publish': 'Publicar como plantilla',
  'templates.published': 'Publicada: los miembros de tu organización pueden empezar desde ella.',
  'templates.unpublish': 'Retirar',
  'templates.unpublished': '«{{title}}» ya no es una plantilla.',
  'validation.template.invalid': 'Elige una de las plantillas de la galería.',
  'validation.template.adminOnly':
    'Solo los propietarios y administradores de tu organización pueden publicar o retirar plantillas.',
  'validation.template.options':
    'Solo las diapositivas de quiz y encuesta tienen opciones; solo las del quiz son correctas.',
  'validation.template.noCorrect':
    'Marca al menos una opción correcta en cada diapositiva de quiz.',
  'validation.description.tooLong': 'Usa como máximo 300 caracteres.',
};
