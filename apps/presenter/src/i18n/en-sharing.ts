/** English texts of shared decks: the share dialog, "Shared with me" and co-editing. */
export const enSharing = {
  'share.open': 'Share with team',
  'share.openNamed': 'Share with team: {{title}}',
  'share.title': 'Share “{{title}}” in your organisation',
  'share.intro':
    'Viewers can present the deck, duplicate it and see its reports. Editors can change it too. Only you can share or delete it.',
  'share.noOrganisation':
    'Decks are shared inside an organisation. Create one or join one to share this deck.',
  'share.organisationLink': 'Go to your organisation',
  'share.organisation': 'Everyone in the organisation',
  'share.members': 'Members',
  'share.noMembers': 'Nobody else is in your organisation yet.',
  'share.role.none': 'No access',
  'share.role.viewer': 'Can view',
  'share.role.editor': 'Can edit',
  'share.roleFor': 'Access for {{name}}',
  'share.save': 'Save',
  'share.saving': 'Saving…',
  'share.saved': 'Sharing saved.',
  'share.cancel': 'Cancel',
  'share.sharedWithMe': 'Shared with me',
  'share.sharedBy': 'Shared by {{name}} · {{role}}',
  'share.readOnly': 'View only: duplicate the deck to change it.',
  'coedit.editingNow': 'Also editing now',
  'coedit.viewing': 'viewing only',
  'coedit.onSlide': 'On this slide: {{names}}',
  'coedit.fieldTaken': '{{name}} is editing',
  'coedit.field.text': 'Option text',
  'coedit.conflict.region': 'Changes by other editors',
  'coedit.conflict.title':
    '{{name}} changed “{{field}}” on slide {{number}} after you, and their version was kept.',
  'coedit.conflict.titleNoSlide':
    '{{name}} changed “{{field}}” after you, and their version was kept.',
  'coedit.conflict.yourText': 'Your text, to copy if you still need it',
  'coedit.conflict.copy': 'Copy my text',
  'coedit.conflict.dismiss': 'Dismiss',
};
