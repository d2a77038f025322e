/** Texts of the template gallery. */
export const ptBRTemplates = {
  'title.templates': 'Modelos',
  'templates.open': 'Começar com um modelo',
  'templates.title': 'Começar com um modelo',
  'templates.intro':
    'Escolha uma apresentação pronta: ela vira sua e você pode mudá-la como quiser.',
  'templates.builtIn': 'Modelos prontos',
  'templates.organisation': 'Sua organização',
  'templates.organisationEmpty': 'Sua organização ainda não publicou modelos.',
  'templates.slideCount': 'Slides: {{count}}',
  'templates.creating': 'Criando sua apresentação…',
  'templates.loadFailed': 'Não foi possível carregar os modelos. {{reason}}',
  'templates.retry': 'Tentar de novo',
  'templates.publishLabel':
    'Publique uma das suas apresentações para os membros da sua organização',
  'templates.publishPick': 'Escolha uma apresentação',
  'templates.publish': 'Publicar como modelo',
  'templates.published': 'Publicado: os membros da sua organização podem começar com ele.',
  'templates.unpublish': 'Despublicar',
  'templates.unpublished': '“{{title}}” não é mais um modelo.',
  'validation.template.invalid': 'Escolha um dos modelos da galeria.',
  'validation.template.adminOnly':
    'Só proprietários e administradores da sua organização podem publicar ou despublicar modelos.',
  'validation.template.options':
    'Só slides de quiz e enquete têm opções; só as do quiz são corretas.',
  'validation.template.noCorrect': 'Marque pelo menos uma opção correta em cada slide de quiz.',
  'validation.description.tooLong': 'Use no máximo 300 caracteres.',
};
