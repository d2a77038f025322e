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
};
