/** Texts of the organisation page, the invitation page and the account's organisation section. */
export const ptBROrganisation = {
  'title.organisation': 'Organização',
  'title.invitation': 'Convite',
  'nav.organisation': 'Organização',

  'organisation.role.owner': 'Proprietário',
  'organisation.role.admin': 'Admin',
  'organisation.role.member': 'Membro',
  'organisation.rolesHint':
    'Proprietários e admins gerenciam membros e configurações; só proprietários podem tornar alguém proprietário. Membros usam o plano e a marca.',

  'organisation.eyebrow': 'Organização',
  'organisation.subnavLabel': 'Configurações da organização',
  'organisation.subnav.members': 'Membros',
  'organisation.subnav.signIn': 'Login e domínios',
  'organisation.subnav.branding': 'Identidade visual',
  'organisation.loadFailed': 'Não foi possível carregar sua organização. {{reason}}',
  'organisation.retry': 'Tentar de novo',
  'organisation.noneTitle': 'Você não faz parte de uma organização',
  'organisation.noneBody':
    'Uma organização compartilha um plano e uma marca entre as pessoas dela. Para entrar em uma, peça a um dos proprietários ou admins que convide você: o e-mail traz um link para entrar.',
  'organisation.noneAction': 'Voltar para sua conta',

  'organisation.summaryTitle': 'Visão geral',
  'organisation.yourRole': 'Sua função',
  'organisation.plan': 'Plano',
  'organisation.planNone': 'Nenhum: vale o plano de cada membro',
  'organisation.audienceLimit': 'Limite de público',

  'organisation.membersTitle': 'Membros',
  'organisation.membersCount_one': '{{count, number}} membro',
  'organisation.membersCount_other': '{{count, number}} membros',
  'organisation.you': 'Você',
  'organisation.joined': 'Entrou em',
  'organisation.lastSignIn': 'Último acesso',
  'organisation.never': 'Nunca',
  'organisation.roleOf': 'Função de {{name}}',
  'organisation.roleSaved': 'Nova função de {{name}}: {{role}}.',
  'organisation.remove': 'Remover',
  'organisation.removeLabel': 'Remover {{name}}',
  'organisation.removeTitle': 'Remover {{name}}?',
  'organisation.removeBody':
    '{{name}} perde na hora o plano e a marca da organização. As apresentações continuam sendo dessa pessoa. Para voltar, será preciso um novo convite.',
  'organisation.removing': 'Removendo…',
  'organisation.removed': '{{name}} foi removido(a) da organização.',

  'organisation.inviteTitle': 'Convidar alguém',
  'organisation.inviteHint':
    'Enviamos por e-mail um link que funciona uma única vez, por 7 dias. A pessoa entra ou cria uma conta com este endereço.',
  'organisation.inviteEmail': 'E-mail',
  'organisation.inviteRole': 'Função',
  'organisation.inviteOwnerHint': 'Só proprietários podem convidar proprietários.',
  'organisation.inviteSubmit': 'Enviar convite',
  'organisation.inviteSending': 'Enviando…',
  'organisation.inviteSent': 'Convite enviado para {{email}}.',

  'organisation.invitationsTitle': 'Convites pendentes',
  'organisation.invitationsEmpty':
    'Nenhum convite pendente. As pessoas que você convidar aparecem aqui até aceitarem.',
  'organisation.invitationExpires': 'Link válido até {{date}}',
  'organisation.revoke': 'Revogar',
  'organisation.revokeLabel': 'Revogar o convite para {{email}}',
  'organisation.revoked': 'O convite para {{email}} foi revogado; o link dele não funciona mais.',

  'organisation.leaveTitle': 'Sair da organização',
  'organisation.leaveBody':
    'Você mantém sua conta e suas apresentações; o plano e a marca da organização deixam de valer para elas.',
  'organisation.leave': 'Sair de {{name}}',
  'organisation.leaveConfirmTitle': 'Sair de {{name}}?',
  'organisation.leaveConfirmBody':
    'Você perde na hora o plano e a marca da organização. Para voltar, vai precisar de um novo convite.',
  'organisation.leaveConfirm': 'Sair',
  'organisation.leaving': 'Saindo…',
  'organisation.left': 'Você saiu de {{name}}.',

  'invitation.title': 'Entrar em uma organização?',
  'invitation.body':
    'Você foi convidado(a) para uma organização no Crowdeck; o e-mail do convite traz o nome dela. Quando você entrar, o plano e a marca dela valem para suas apresentações, e os proprietários e admins veem seu nome, seu e-mail e seu último acesso.',
  'invitation.signedInAs': 'Você vai entrar como {{email}}.',
  'invitation.accept': 'Aceitar e entrar',
  'invitation.accepting': 'Entrando…',
  'invitation.notNow': 'Agora não',
  'invitation.joined': 'Você entrou em {{name}}.',
  'invitation.signInTitle': 'Entre para aceitar seu convite',
  'invitation.signInBody':
    'Entre, ou crie sua conta, com o endereço de e-mail para o qual o convite foi enviado. Depois trazemos você de volta para cá.',
  'invitation.register': 'Criar uma conta',
  'invitation.login': 'Entrar',
  'invitation.missingTitle': 'Este link de convite está incompleto',
  'invitation.missingBody':
    'Abra de novo o link do e-mail do convite, do jeito que ele chegou. Se ainda não funcionar, peça um novo convite.',
  'invitation.refusedTitle': 'Não é possível aceitar este convite',
  'invitation.invalidHelp':
    'Os links funcionam uma única vez, por 7 dias; um proprietário ou admin da organização pode enviar um novo para você.',
  'invitation.otherEmailHelp':
    'Você entrou como {{email}}. Saia aqui e depois entre ou crie uma conta com o endereço convidado: trazemos você de volta para esta página.',
  'invitation.alreadyMember':
    'Você já faz parte de uma organização, e cada pessoa só pode estar em uma. Primeiro saia dela na página da sua organização e depois abra o link de novo.',
  'invitation.logOut': 'Sair',
  'invitation.toOrganisation': 'Ir para sua organização',
  'invitation.toHome': 'Ir para suas apresentações',

  'account.organisationTitle': 'Organização',
  'account.organisationName': 'Nome',
  'account.organisationOpen': 'Abrir a página da organização',
};
