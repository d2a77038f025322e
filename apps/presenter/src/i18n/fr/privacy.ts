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
};
