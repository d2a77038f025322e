/** Texts of the organisation page, the invitation page and the account's organisation section. */
export const deOrganisation = {
  'title.organisation': 'Organisation',
  'title.invitation': 'Einladung',
  'nav.organisation': 'Organisation',

  'organisation.role.owner': 'Inhaber',
  'organisation.role.admin': 'Admin',
  'organisation.role.member': 'Mitglied',
  'organisation.rolesHint':
    'Inhaber und Admins verwalten Mitglieder und Einstellungen; nur Inhaber können jemanden zum Inhaber machen. Mitglieder nutzen den Tarif und das Branding.',

  'organisation.eyebrow': 'Organisation',
  'organisation.subnavLabel': 'Einstellungen der Organisation',
  'organisation.subnav.members': 'Mitglieder',
  'organisation.subnav.signIn': 'Anmeldung und Domains',
  'organisation.subnav.branding': 'Branding',
  'organisation.loadFailed': 'Deine Organisation konnte nicht geladen werden. {{reason}}',
  'organisation.retry': 'Erneut versuchen',
  'organisation.noneTitle': 'Du gehörst zu keiner Organisation',
  'organisation.noneBody':
    'Eine Organisation teilt einen Tarif und ein Branding mit all ihren Leuten. Um beizutreten, bitte einen ihrer Inhaber oder Admins, dich einzuladen: Die E-Mail enthält einen Link, über den du beitrittst.',
  'organisation.noneAction': 'Zurück zu deinem Konto',

  'organisation.summaryTitle': 'Überblick',
  'organisation.yourRole': 'Deine Rolle',
  'organisation.plan': 'Tarif',
  'organisation.planNone': 'Keiner: Es gilt der eigene Tarif jedes Mitglieds',
  'organisation.audienceLimit': 'Publikumslimit',

  'organisation.membersTitle': 'Mitglieder',
  'organisation.membersCount_one': '{{count, number}} Mitglied',
  'organisation.membersCount_other': '{{count, number}} Mitglieder',
  'organisation.you': 'Du',
  'organisation.joined': 'Beigetreten',
  'organisation.lastSignIn': 'Letzte Anmeldung',
  'organisation.never': 'Nie',
  'organisation.roleOf': 'Rolle von {{name}}',
  'organisation.roleSaved': '{{name}} ist jetzt {{role}}.',
  'organisation.remove': 'Entfernen',
  'organisation.removeLabel': '{{name}} entfernen',
  'organisation.removeTitle': '{{name}} entfernen?',
  'organisation.removeBody':
    '{{name}} verliert sofort den Tarif und das Branding der Organisation. Die Präsentationen bleiben bei {{name}}. Für eine Rückkehr braucht es eine neue Einladung.',
  'organisation.removing': 'Wird entfernt …',
  'organisation.removed': '{{name}} wurde aus der Organisation entfernt.',

  'organisation.inviteTitle': 'Jemanden einladen',
  'organisation.inviteHint':
    'Wir schicken einen Link per E-Mail, der einmal und 7 Tage lang funktioniert. Die Person meldet sich mit dieser Adresse an oder erstellt damit ein Konto.',
  'organisation.inviteEmail': 'E-Mail-Adresse',
  'organisation.inviteRole': 'Rolle',
  'organisation.inviteOwnerHint': 'Nur Inhaber können Inhaber einladen.',
  'organisation.inviteSubmit': 'Einladung senden',
  'organisation.inviteSending': 'Wird gesendet …',
  'organisation.inviteSent': 'Einladung an {{email}} gesendet.',

  'organisation.invitationsTitle': 'Offene Einladungen',
  'organisation.invitationsEmpty':
    'Keine offenen Einladungen. Wen du einlädst, erscheint hier, bis die Einladung angenommen ist.',
  'organisation.invitationExpires': 'Link gültig bis {{date}}',
  'organisation.revoke': 'Zurückziehen',
  'organisation.revokeLabel': 'Einladung an {{email}} zurückziehen',
  'organisation.revoked':
    'Die Einladung an {{email}} wurde zurückgezogen; ihr Link funktioniert nicht mehr.',

  'organisation.leaveTitle': 'Organisation verlassen',
  'organisation.leaveBody':
    'Du behältst dein Konto und deine Präsentationen; Tarif und Branding der Organisation gelten dann nicht mehr für sie.',
  'organisation.leave': '{{name}} verlassen',
  'organisation.leaveConfirmTitle': '{{name}} verlassen?',
  'organisation.leaveConfirmBody':
    'Du verlierst sofort den Tarif und das Branding der Organisation. Um zurückzukommen, brauchst du eine neue Einladung.',
  'organisation.leaveConfirm': 'Verlassen',
  'organisation.leaving': 'Wird verlassen …',
  'organisation.left': 'Du hast {{name}} verlassen.',

  'invitation.title': 'Einer Organisation beitreten?',
  'invitation.body':
    'Du wurdest zu einer Organisation auf Crowdeck eingeladen; die Einladungs-E-Mail nennt ihren Namen. Sobald du beitrittst, gelten ihr Tarif und ihr Branding für deine Präsentationen, und ihre Inhaber und Admins sehen deinen Namen, deine E-Mail-Adresse und deine letzte Anmeldung.',
  'invitation.signedInAs': 'Du trittst als {{email}} bei.',
  'invitation.accept': 'Annehmen und beitreten',
  'invitation.accepting': 'Wird beigetreten …',
  'invitation.notNow': 'Nicht jetzt',
  'invitation.joined': 'Du bist {{name}} beigetreten.',
  'invitation.signInTitle': 'Melde dich an, um die Einladung anzunehmen',
  'invitation.signInBody':
    'Melde dich mit der E-Mail-Adresse an, an die die Einladung ging, oder erstelle damit dein Konto. Danach bringen wir dich hierher zurück.',
  'invitation.register': 'Konto erstellen',
  'invitation.login': 'Anmelden',
  'invitation.missingTitle': 'Dieser Einladungslink ist unvollständig',
  'invitation.missingBody':
    'Öffne den Link aus der Einladungs-E-Mail noch einmal, genau so, wie er ankam. Wenn er dann immer noch nicht funktioniert, bitte um eine neue Einladung.',
  'invitation.refusedTitle': 'Diese Einladung kann nicht angenommen werden',
  'invitation.invalidHelp':
    'Links funktionieren einmal und 7 Tage lang; ein Inhaber oder Admin der Organisation kann dir einen neuen schicken.',
  'invitation.otherEmailHelp':
    'Du bist als {{email}} angemeldet. Melde dich hier ab und dann mit der eingeladenen Adresse an (oder erstelle damit ein Konto): Wir bringen dich auf diese Seite zurück.',
  'invitation.alreadyMember':
    'Du gehörst bereits zu einer Organisation, und man kann nur in einer sein. Verlasse sie zuerst auf deiner Organisationsseite und öffne dann den Link noch einmal.',
  'invitation.logOut': 'Abmelden',
  'invitation.toOrganisation': 'Zu deiner Organisation',
  'invitation.toHome': 'Zu deinen Präsentationen',

  'account.organisationTitle': 'Organisation',
  'account.organisationName': 'Name',
  'account.organisationOpen': 'Organisationsseite öffnen',
};
