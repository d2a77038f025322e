/** French texts of privacy: how long sessions are kept, and when each is deleted. */
export const frPrivacy = {
  'privacy.title': 'Conservation des données',
  'privacy.explain':
    'Les sessions terminées — leurs participants, réponses, questions-réponses et rapports — sont supprimées définitivement au-delà de cette durée.',
  'privacy.accountLabel': 'Conserver mes sessions terminées',
  'privacy.organisationLabel': 'Conserver les sessions terminées de l’organisation',
  'privacy.forever': 'Jusqu’à ce que je les supprime',
  'privacy.days30': '30 jours',
  'privacy.days90': '90 jours',
  'privacy.days365': '365 jours',
  'privacy.hint':
    'Compté à partir de la fin de chaque session. Une tâche quotidienne supprime ce qui est plus ancien.',
  'privacy.adminsChange':
    'Les propriétaires et administrateurs de l’organisation peuvent la modifier.',
  'privacy.organisationApplies':
    'Tant que vous en êtes membre, le réglage de votre organisation s’applique à vos sessions : {{setting}}.',
  'privacy.saved': 'Durée de conservation enregistrée.',
  'privacy.col.deleteAt': 'Supprimée le',
  'privacy.keptForever': 'Conservée',
  'privacy.deletedOn': 'Elle sera supprimée le {{date}}.',
  'privacy.notScheduled': 'Elle est conservée jusqu’à ce que vous la supprimiez.',
  'validation.retention.invalid': 'Conservez les sessions 30, 90 ou 365 jours, ou sans limite.',
  'accountData.title': 'Vos données',
  'accountData.downloadHint':
    'Téléchargez en un seul zip tout ce que Crowdeck garde de votre compte : votre profil, vos présentations avec leurs diapositives et images, et chaque session avec ses réponses et son rapport.',
  'accountData.download': 'Télécharger mes données',
  'accountData.downloading': 'Préparation du téléchargement…',
  'accountData.deleteTitle': 'Supprimer le compte',
  'accountData.deleteHint':
    'Supprimer votre compte supprime définitivement vos présentations, sessions, réponses, rapports et images. C’est irréversible.',
  'accountData.delete': 'Supprimer mon compte…',
  'accountData.confirmLabel': 'Saisissez votre adresse e-mail ({{email}}) pour confirmer',
  'accountData.password': 'Mot de passe',
  'accountData.passwordHint': 'Laissez vide si vous vous connectez via votre organisation.',
  'accountData.deleteConfirm': 'Supprimer définitivement mon compte',
  'accountData.deleting': 'Suppression…',
  'accountData.deleted': 'Votre compte et toutes ses données ont été supprimés.',
  'reports.col.actions': 'Actions',
  'reports.deleteParticipant': 'Supprimer les données',
  'reports.deleteParticipantNamed': 'Supprimer les données de {{name}}',
  'reports.deleteParticipantTitle': 'Supprimer les données de ce participant ?',
  'reports.deleteParticipantBody':
    'Le pseudo, les réponses et les questions de {{name}} sont supprimés définitivement de cette session, et les résultats, le classement et les téléchargements sont recomptés sans eux.',
  'reports.deleteParticipantConfirm': 'Supprimer les données du participant',
  'reports.participantDeleted': 'Données du participant supprimées.',
};
