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
  'coedit.editingNow': 'Também editando agora',
  'coedit.viewing': 'só visualizando',
  'coedit.onSlide': 'Neste slide: {{names}}',
  'coedit.fieldTaken': '{{name}} está editando',
  'coedit.field.text': 'Texto da opção',
  'coedit.conflict.region': 'Alterações de outros editores',
  'coedit.conflict.title':
    '{{name}} alterou “{{field}}” no slide {{number}} depois de você, e a versão dele foi mantida.',
  'coedit.conflict.titleNoSlide':
    '{{name}} alterou “{{field}}” depois de você, e a versão dele foi mantida.',
  'coedit.conflict.yourText': 'Seu texto, para copiar se ainda precisar',
  'coedit.conflict.copy': 'Copiar meu texto',
  'coedit.conflict.dismiss': 'Fechar',
};
