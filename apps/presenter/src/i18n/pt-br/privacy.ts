/** Brazilian Portuguese texts of privacy: how long sessions are kept, and when each is deleted. */
export const ptBRPrivacy = {
  'privacy.title': 'Retenção de dados',
  'privacy.explain':
    'Sessões encerradas — seus participantes, respostas, perguntas e respostas e relatórios — são excluídas definitivamente quando ficam mais antigas que isso.',
  'privacy.accountLabel': 'Manter minhas sessões encerradas',
  'privacy.organisationLabel': 'Manter as sessões encerradas da organização',
  'privacy.forever': 'Até eu excluí-las',
  'privacy.days30': '30 dias',
  'privacy.days90': '90 dias',
  'privacy.days365': '365 dias',
  'privacy.hint':
    'Contado a partir do fim de cada sessão. Uma tarefa diária exclui o que for mais antigo.',
  'privacy.adminsChange': 'Proprietários e administradores da organização podem mudar isso.',
  'privacy.organisationApplies':
    'Enquanto você pertencer à sua organização, a configuração dela vale para suas sessões: {{setting}}.',
  'privacy.saved': 'Retenção salva.',
  'privacy.col.deleteAt': 'Excluída em',
  'privacy.keptForever': 'Mantida',
  'privacy.deletedOn': 'Ela será excluída em {{date}}.',
  'privacy.notScheduled': 'Ela é mantida até você excluí-la.',
  'validation.retention.invalid': 'Mantenha as sessões por 30, 90 ou 365 dias, ou para sempre.',
  'accountData.title': 'Seus dados',
  'accountData.downloadHint':
    'Baixe em um único zip tudo o que o Crowdeck guarda da sua conta: seu perfil, suas apresentações com slides e imagens, e cada sessão com suas respostas e relatório.',
  'accountData.download': 'Baixar meus dados',
  'accountData.downloading': 'Preparando seu download…',
  'accountData.deleteTitle': 'Excluir conta',
  'accountData.deleteHint':
    'Excluir sua conta exclui para sempre suas apresentações, sessões, respostas, relatórios e imagens. Não é possível desfazer.',
  'accountData.delete': 'Excluir minha conta…',
  'accountData.confirmLabel': 'Digite seu endereço de e-mail ({{email}}) para confirmar',
  'accountData.password': 'Senha',
  'accountData.passwordHint': 'Deixe em branco se você entra pela sua organização.',
  'accountData.deleteConfirm': 'Excluir minha conta para sempre',
  'accountData.deleting': 'Excluindo…',
  'accountData.deleted': 'Sua conta e todos os dados dela foram excluídos.',
  'reports.col.actions': 'Ações',
  'reports.deleteParticipant': 'Excluir dados',
  'reports.deleteParticipantNamed': 'Excluir dados de {{name}}',
  'reports.deleteParticipantTitle': 'Excluir os dados deste participante?',
  'reports.deleteParticipantBody':
    'O apelido, as respostas e as perguntas de {{name}} são excluídos para sempre desta sessão, e os resultados, o ranking e os downloads são contados de novo sem eles.',
  'reports.deleteParticipantConfirm': 'Excluir os dados do participante',
  'reports.participantDeleted': 'Dados do participante excluídos.',
};
