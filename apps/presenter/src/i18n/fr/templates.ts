/** Texts of the template gallery. */
export const frTemplates = {
  'title.templates': 'Modèles',
  'templates.open': 'Partir d’un modèle',
  'templates.title': 'Partir d’un modèle',
  'templates.intro':
    'Choisissez une présentation toute prête : elle devient la vôtre et vous la modifiez à votre guise.',
  'templates.builtIn': 'Modèles prêts à l’emploi',
  'templates.organisation': 'Votre organisation',
  'templates.organisationEmpty': 'Votre organisation n’a encore publié aucun modèle.',
  'templates.slideCount': 'Diapositives : {{count}}',
  'templates.creating': 'Création de votre présentation…',
  'templates.loadFailed': 'Nous n’avons pas pu charger les modèles. {{reason}}',
  'templates.retry': 'Réessayer',
  'templates.publishLabel':
    'Publier une de vos présentations pour les membres de votre organisation',
  'templates.publishPick': 'Choisir une présentation',
  'templates.publish': 'Publier comme modèle',
  'templates.published': 'Publié : les membres de votre organisation peuvent partir de ce modèle.',
  'templates.unpublish': 'Retirer',
  'templates.unpublished': '« {{title}} » n’est plus un modèle.',
  'validation.template.invalid': 'Choisissez un des modèles de la galerie.',
  'validation.template.adminOnly':
    'Seuls les propriétaires et administrateurs de votre organisation peuvent publier ou retirer des modèles.',
  'validation.template.options':
    'Seules les diapositives de quiz et de sondage ont des options ; seules celles du quiz sont correctes.',
  'validation.template.noCorrect': 'Marquez au moins une option correcte par diapositive de quiz.',
  'validation.description.tooLong': 'Utilisez au plus 300 caractères.',
};
