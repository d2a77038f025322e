/** Texts of the organisation page, the invitation page and the account's organisation section. */
export const frOrganisation = {
  'title.organisation': 'Organisation',
  'title.invitation': 'Invitation',
  'nav.organisation': 'Organisation',

  'organisation.role.owner': 'Propriétaire',
  'organisation.role.admin': 'Admin',
  'organisation.role.member': 'Membre',
  'organisation.rolesHint':
    'Les propriétaires et les admins gèrent les membres et les réglages ; seuls les propriétaires peuvent nommer un propriétaire. Les membres profitent de l’offre et de l’identité visuelle.',

  'organisation.eyebrow': 'Organisation',
  'organisation.subnavLabel': 'Réglages de l’organisation',
  'organisation.subnav.members': 'Membres',
  'organisation.subnav.signIn': 'Connexion et domaines',
  'organisation.subnav.branding': 'Image de marque',
  'organisation.loadFailed': 'Impossible de charger votre organisation. {{reason}}',
  'organisation.retry': 'Réessayer',
  'organisation.noneTitle': 'Vous ne faites partie d’aucune organisation',
  'organisation.noneBody':
    'Une organisation partage une offre et une identité visuelle entre ses membres. Pour en rejoindre une, demandez à l’un de ses propriétaires ou admins de vous inviter : l’e-mail contient un lien pour entrer.',
  'organisation.noneAction': 'Retour à votre compte',

  'organisation.summaryTitle': 'Vue d’ensemble',
  'organisation.yourRole': 'Votre rôle',
  'organisation.plan': 'Offre',
  'organisation.planNone': 'Aucune : l’offre de chaque membre s’applique',
  'organisation.audienceLimit': 'Limite de participants',

  'organisation.membersTitle': 'Membres',
  'organisation.membersCount_one': '{{count, number}} membre',
  'organisation.membersCount_many': '{{count, number}} membres',
  'organisation.membersCount_other': '{{count, number}} membres',
  'organisation.you': 'Vous',
  'organisation.joined': 'Arrivée',
  'organisation.lastSignIn': 'Dernière connexion',
  'organisation.never': 'Jamais',
  'organisation.roleOf': 'Rôle de {{name}}',
  'organisation.roleSaved': 'Nouveau rôle de {{name}} : {{role}}.',
  'organisation.remove': 'Retirer',
  'organisation.removeLabel': 'Retirer {{name}}',
  'organisation.removeTitle': 'Retirer {{name}} ?',
  'organisation.removeBody':
    '{{name}} perd aussitôt l’offre et l’identité visuelle de l’organisation. Ses présentations restent les siennes. Pour revenir, une nouvelle invitation sera nécessaire.',
  'organisation.removing': 'Retrait…',
  'organisation.removed': '{{name}} a été retiré·e de l’organisation.',

  'organisation.inviteTitle': 'Inviter quelqu’un',
  'organisation.inviteHint':
    'Nous envoyons par e-mail un lien valable une seule fois, pendant 7 jours. La personne se connecte ou crée un compte avec cette adresse.',
  'organisation.inviteEmail': 'E-mail',
  'organisation.inviteRole': 'Rôle',
  'organisation.inviteOwnerHint': 'Seuls les propriétaires peuvent inviter des propriétaires.',
  'organisation.inviteSubmit': 'Envoyer l’invitation',
  'organisation.inviteSending': 'Envoi…',
  'organisation.inviteSent': 'Invitation envoyée à {{email}}.',

  'organisation.invitationsTitle': 'Invitations en attente',
  'organisation.invitationsEmpty':
    'Aucune invitation en attente. Les personnes que vous invitez apparaissent ici jusqu’à ce qu’elles acceptent.',
  'organisation.invitationExpires': 'Lien valable jusqu’au {{date}}',
  'organisation.revoke': 'Annuler',
  'organisation.revokeLabel': 'Annuler l’invitation envoyée à {{email}}',
  'organisation.revoked':
    'L’invitation envoyée à {{email}} est annulée ; son lien ne fonctionne plus.',

  'organisation.leaveTitle': 'Quitter l’organisation',
  'organisation.leaveBody':
    'Vous gardez votre compte et vos présentations ; l’offre et l’identité visuelle de l’organisation ne s’y appliquent plus.',
  'organisation.leave': 'Quitter {{name}}',
  'organisation.leaveConfirmTitle': 'Quitter {{name}} ?',
  'organisation.leaveConfirmBody':
    'Vous perdez aussitôt l’offre et l’identité visuelle de l’organisation. Pour revenir, il vous faudra une nouvelle invitation.',
  'organisation.leaveConfirm': 'Quitter',
  'organisation.leaving': 'Départ…',
  'organisation.left': 'Vous avez quitté {{name}}.',

  'invitation.title': 'Rejoindre une organisation ?',
  'invitation.body':
    'Vous avez été invité·e dans une organisation sur Crowdeck ; l’e-mail d’invitation indique son nom. Une fois membre, son offre et son identité visuelle s’appliquent à vos présentations, et ses propriétaires et admins voient votre nom, votre e-mail et votre dernière connexion.',
  'invitation.signedInAs': 'Vous la rejoindrez en tant que {{email}}.',
  'invitation.accept': 'Accepter et rejoindre',
  'invitation.accepting': 'Adhésion…',
  'invitation.notNow': 'Pas maintenant',
  'invitation.joined': 'Vous avez rejoint {{name}}.',
  'invitation.signInTitle': 'Connectez-vous pour accepter votre invitation',
  'invitation.signInBody':
    'Connectez-vous, ou créez votre compte, avec l’adresse e-mail à laquelle l’invitation a été envoyée. Nous vous ramenons ici ensuite.',
  'invitation.register': 'Créer un compte',
  'invitation.login': 'Se connecter',
  'invitation.missingTitle': 'Ce lien d’invitation est incomplet',
  'invitation.missingBody':
    'Ouvrez à nouveau le lien de l’e-mail d’invitation, tel quel. S’il ne fonctionne toujours pas, demandez une nouvelle invitation.',
  'invitation.refusedTitle': 'Impossible d’accepter cette invitation',
  'invitation.invalidHelp':
    'Les liens fonctionnent une seule fois, pendant 7 jours ; un propriétaire ou un admin de l’organisation peut vous en envoyer un nouveau.',
  'invitation.otherEmailHelp':
    'Vous êtes connecté·e en tant que {{email}}. Déconnectez-vous ici, puis connectez-vous ou créez un compte avec l’adresse invitée : nous vous ramenons sur cette page.',
  'invitation.alreadyMember':
    'Vous faites déjà partie d’une organisation, et on ne peut appartenir qu’à une seule. Quittez-la d’abord depuis la page de votre organisation, puis ouvrez à nouveau le lien.',
  'invitation.logOut': 'Se déconnecter',
  'invitation.toOrganisation': 'Aller à votre organisation',
  'invitation.toHome': 'Aller à vos présentations',

  'account.organisationTitle': 'Organisation',
  'account.organisationName': 'Nom',
  'account.organisationOpen': 'Ouvrir la page de l’organisation',
};
