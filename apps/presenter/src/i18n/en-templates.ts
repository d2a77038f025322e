/** Texts of the template gallery. */
export const enTemplates = {
  'title.templates': 'Templates',
  'templates.open': 'Start from a template',
  'templates.title': 'Start from a template',
  'templates.intro':
    'Pick a ready deck: it becomes a presentation of your own that you can change as you like.',
  'templates.builtIn': 'Ready-made templates',
  'templates.organisation': 'Your organisation',
  'templates.organisationEmpty': 'Your organisation has not published any templates yet.',
  'templates.slideCount': 'Slides: {{count}}',
  'templates.creating': 'Creating your presentation…',
  'templates.loadFailed': 'We could not load the templates. {{reason}}',
  'templates.retry': 'Try again',
  'templates.publishLabel': 'Publish one of your presentations for your organisation’s members',
  'templates.publishPick': 'Choose a presentation',
  'templates.publish': 'Publish as template',
  'templates.published': 'Published: your organisation’s members can start from it.',
  'templates.unpublish': 'Unpublish',
  'templates.unpublished': '“{{title}}” is no longer a template.',
};
