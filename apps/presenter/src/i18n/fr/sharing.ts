/** French texts of shared decks: the share dialog, "Shared with me" and co-editing. */
export const frSharing = {
  'share.open': 'Partager avec l’équipe',
  'share.openNamed': 'Partager avec l’équipe : {{title}}',
  'share.title': 'Partager « {{title}} » dans votre organisation',
  'share.intro':
    'Les lecteurs peuvent présenter la présentation, la dupliquer et voir ses rapports. Les éditeurs peuvent aussi la modifier. Vous seul pouvez la partager ou la supprimer.',
  'share.noOrganisation':
    'Les présentations se partagent au sein d’une organisation. Créez-en une ou rejoignez-en une pour partager cette présentation.',
  'share.organisationLink': 'Aller à votre organisation',
  'share.organisation': 'Toute l’organisation',
  'share.members': 'Membres',
  'share.noMembers': 'Personne d’autre ne fait encore partie de votre organisation.',
  'share.role.none': 'Aucun accès',
  'share.role.viewer': 'Peut voir',
  'share.role.editor': 'Peut modifier',
  'share.roleFor': 'Accès pour {{name}}',
  'share.save': 'Enregistrer',
  'share.saving': 'Enregistrement…',
  'share.saved': 'Partage enregistré.',
  'share.cancel': 'Annuler',
  'share.sharedWithMe': 'Partagées avec moi',
  'share.sharedBy': 'Partagée par {{name}} · {{role}}',
  'share.readOnly': 'Lecture seule : dupliquez la présentation pour la modifier.',
  'validation.deck.readOnly':
    'Cette présentation est partagée avec vous en lecture : demandez à son propriétaire de vous laisser la modifier.',
  'validation.share.notMember': 'Partagez uniquement avec les membres de votre organisation.',
  'coedit.editingNow': 'Modifient aussi en ce moment',
  'coedit.viewing': 'consultation seule',
  'coedit.onSlide': 'Sur cette diapositive : {{names}}',
  'coedit.fieldTaken': '{{name}} modifie ce champ',
  'coedit.field.text': 'Texte de l’option',
  'coedit.conflict.region': 'Modifications d’autres éditeurs',
  'coedit.conflict.title':
    '{{name}} a modifié « {{field}} » sur la diapositive {{number}} après vous, et sa version a été gardée.',
  'coedit.conflict.titleNoSlide':
    '{{name}} a modifié « {{field}} » après vous, et sa version a été gardée.',
  'coedit.conflict.yourText': 'Votre texte, à copier si vous en avez encore besoin',
  'coedit.conflict.copy': 'Copier mon texte',
  'coedit.conflict.dismiss': 'Fermer',
};
