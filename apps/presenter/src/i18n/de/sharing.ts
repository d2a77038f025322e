/** German texts of shared decks: the share dialog, "Shared with me" and co-editing. */
export const deSharing = {
  'share.open': 'Mit dem Team teilen',
  'share.openNamed': 'Mit dem Team teilen: {{title}}',
  'share.title': '„{{title}}“ in deiner Organisation teilen',
  'share.intro':
    'Wer ansehen darf, kann die Präsentation vorführen, duplizieren und ihre Berichte sehen. Wer bearbeiten darf, kann sie auch ändern. Nur du kannst sie teilen oder löschen.',
  'share.noOrganisation':
    'Präsentationen werden innerhalb einer Organisation geteilt. Gründe eine oder tritt einer bei, um diese Präsentation zu teilen.',
  'share.organisationLink': 'Zu deiner Organisation',
  'share.organisation': 'Alle in der Organisation',
  'share.members': 'Mitglieder',
  'share.noMembers': 'Außer dir ist noch niemand in deiner Organisation.',
  'share.role.none': 'Kein Zugriff',
  'share.role.viewer': 'Darf ansehen',
  'share.role.editor': 'Darf bearbeiten',
  'share.roleFor': 'Zugriff für {{name}}',
  'share.save': 'Speichern',
  'share.saving': 'Wird gespeichert …',
  'share.saved': 'Freigabe gespeichert.',
  'share.cancel': 'Abbrechen',
  'share.sharedWithMe': 'Mit mir geteilt',
  'share.sharedBy': 'Geteilt von {{name}} · {{role}}',
  'share.readOnly': 'Nur ansehen: dupliziere die Präsentation, um sie zu ändern.',
  'validation.deck.readOnly':
    'Diese Präsentation ist nur zum Ansehen mit dir geteilt: bitte die Person, der sie gehört, dich bearbeiten zu lassen.',
  'validation.share.notMember': 'Teile nur mit Mitgliedern deiner Organisation.',
  'coedit.editingNow': 'Bearbeiten gerade auch',
  'coedit.viewing': 'sieht nur zu',
  'coedit.onSlide': 'Auf dieser Folie: {{names}}',
  'coedit.fieldTaken': '{{name}} bearbeitet das gerade',
  'coedit.field.text': 'Antworttext',
  'coedit.conflict.region': 'Änderungen anderer Bearbeiter',
  'coedit.conflict.title':
    '{{name}} hat „{{field}}“ auf Folie {{number}} nach dir geändert, und diese Fassung wurde behalten.',
  'coedit.conflict.titleNoSlide':
    '{{name}} hat „{{field}}“ nach dir geändert, und diese Fassung wurde behalten.',
  'coedit.conflict.yourText': 'Dein Text, zum Kopieren, falls du ihn noch brauchst',
  'coedit.conflict.copy': 'Meinen Text kopieren',
  'coedit.conflict.dismiss': 'Schließen',
};
