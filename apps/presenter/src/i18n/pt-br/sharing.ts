/** Brazilian Portuguese texts of shared decks: the share dialog, "Shared with me" and co-editing. */
export const ptBRSharing = {
  'share.open': 'Compartilhar com a equipe',
  'share.openNamed': 'Compartilhar com a equipe: {{title}}',
  'share.title': 'Compartilhar “{{title}}” na sua organização',
  'share.intro':
    'Quem pode ver pode apresentar, duplicar e ver os relatórios. Quem pode editar também pode alterar. Só você pode compartilhar ou excluir.',
  'share.noOrganisation':
    'Apresentações são compartilhadas dentro de uma organização. Crie uma ou entre em uma para compartilhar esta apresentação.',
  'share.organisationLink': 'Ir para sua organização',
  'share.organisation': 'Todos na organização',
  'share.members': 'Membros',
  'share.noMembers': 'Ainda não há mais ninguém na sua organização.',
  'share.role.none': 'Sem acesso',
  'share.role.viewer': 'Pode ver',
  'share.role.editor': 'Pode editar',
  'share.roleFor': 'Acesso para {{name}}',
  'share.save': 'Salvar',
  'share.saving': 'Salvando…',
  'share.saved': 'Compartilhamento salvo.',
  'share.cancel': 'Cancelar',
  'share.sharedWithMe': 'Compartilhadas comigo',
  'share.sharedBy': 'Compartilhada por {{name}} · {{role}}',
  'share.readOnly': 'Somente leitura: duplique a apresentação para alterá-la.',
  'validation.deck.readOnly':
    'Esta apresentação foi compartilhada com você só para ver: peça ao dono que deixe você editar.',
  'validation.share.notMember': 'Compartilhe apenas com membros da sua organização.',
};
