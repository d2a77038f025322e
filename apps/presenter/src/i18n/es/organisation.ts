/** Texts of the organisation page, the invitation page and the account's organisation section. */
export const esOrganisation = {
  'title.organisation': 'Organización',
  'title.invitation': 'Invitación',
  'nav.organisation': 'Organización',

  'organisation.role.owner': 'Propietario',
  'organisation.role.admin': 'Admin',
  'organisation.role.member': 'Miembro',
  'organisation.rolesHint':
    'Los propietarios y los admins gestionan los miembros y los ajustes; solo los propietarios pueden nombrar a otro propietario. Los miembros usan el plan y la marca.',

  'organisation.eyebrow': 'Organización',
  'organisation.subnavLabel': 'Ajustes de la organización',
  'organisation.subnav.members': 'Miembros',
  'organisation.subnav.signIn': 'Inicio de sesión y dominios',
  'organisation.subnav.branding': 'Imagen de marca',
  'organisation.loadFailed': 'No pudimos cargar tu organización. {{reason}}',
  'organisation.retry': 'Reintentar',
  'organisation.noneTitle': 'No perteneces a ninguna organización',
  'organisation.noneBody':
    'Una organización comparte un plan y una marca entre su gente. Para unirte a una, pide a uno de sus propietarios o admins que te invite: el correo trae un enlace para entrar.',
  'organisation.noneAction': 'Volver a tu cuenta',

  'organisation.summaryTitle': 'Resumen',
  'organisation.yourRole': 'Tu rol',
  'organisation.plan': 'Plan',
  'organisation.planNone': 'Ninguno: se aplica el plan propio de cada miembro',
  'organisation.audienceLimit': 'Límite de público',

  'organisation.membersTitle': 'Miembros',
  'organisation.membersCount_one': '{{count, number}} miembro',
  'organisation.membersCount_other': '{{count, number}} miembros',
  'organisation.you': 'Tú',
  'organisation.joined': 'Se unió',
  'organisation.lastSignIn': 'Último inicio de sesión',
  'organisation.never': 'Nunca',
  'organisation.roleOf': 'Rol de {{name}}',
  'organisation.roleSaved': 'Nuevo rol de {{name}}: {{role}}.',
  'organisation.remove': 'Quitar',
  'organisation.removeLabel': 'Quitar a {{name}}',
  'organisation.removeTitle': '¿Quitar a {{name}}?',
  'organisation.removeBody':
    '{{name}} pierde al instante el plan y la marca de la organización. Sus presentaciones siguen siendo suyas. Para volver, necesitará una nueva invitación.',
  'organisation.removing': 'Quitando…',
  'organisation.removed': '{{name}} ya no está en la organización.',

  'organisation.inviteTitle': 'Invitar a alguien',
  'organisation.inviteHint':
    'Le enviamos por correo un enlace que funciona una sola vez, durante 7 días. Inicia sesión o crea una cuenta con esta dirección.',
  'organisation.inviteEmail': 'Correo electrónico',
  'organisation.inviteRole': 'Rol',
  'organisation.inviteOwnerHint': 'Solo los propietarios pueden invitar a propietarios.',
  'organisation.inviteSubmit': 'Enviar invitación',
  'organisation.inviteSending': 'Enviando…',
  'organisation.inviteSent': 'Invitación enviada a {{email}}.',

  'organisation.invitationsTitle': 'Invitaciones pendientes',
  'organisation.invitationsEmpty':
    'No hay invitaciones pendientes. Las personas que invites aparecen aquí hasta que acepten.',
  'organisation.invitationExpires': 'Enlace válido hasta el {{date}}',
  'organisation.revoke': 'Revocar',
  'organisation.revokeLabel': 'Revocar la invitación a {{email}}',
  'organisation.revoked': 'Se revocó la invitación a {{email}}; su enlace ya no funciona.',

  'organisation.leaveTitle': 'Salir de la organización',
  'organisation.leaveBody':
    'Conservas tu cuenta y tus presentaciones; el plan y la marca de la organización dejan de aplicarse a ellas.',
  'organisation.leave': 'Salir de {{name}}',
  'organisation.leaveConfirmTitle': '¿Salir de {{name}}?',
  'organisation.leaveConfirmBody':
    'Pierdes al instante el plan y la marca de la organización. Para volver, necesitarás una nueva invitación.',
  'organisation.leaveConfirm': 'Salir',
  'organisation.leaving': 'Saliendo…',
  'organisation.left': 'Saliste de {{name}}.',

  'invitation.title': '¿Unirte a una organización?',
  'invitation.body':
    'Te invitaron a una organización en Crowdeck; el correo de invitación indica su nombre. Cuando te unas, su plan y su marca se aplicarán a tus presentaciones, y sus propietarios y admins verán tu nombre, tu correo y tu último inicio de sesión.',
  'invitation.signedInAs': 'Te unirás como {{email}}.',
  'invitation.accept': 'Aceptar y unirme',
  'invitation.accepting': 'Uniéndote…',
  'invitation.notNow': 'Ahora no',
  'invitation.joined': 'Te uniste a {{name}}.',
  'invitation.signInTitle': 'Inicia sesión para aceptar tu invitación',
  'invitation.signInBody':
    'Inicia sesión, o crea tu cuenta, con la dirección de correo a la que se envió la invitación. Después te traemos de vuelta aquí.',
  'invitation.register': 'Crear una cuenta',
  'invitation.login': 'Iniciar sesión',
  'invitation.missingTitle': 'Este enlace de invitación está incompleto',
  'invitation.missingBody':
    'Vuelve a abrir el enlace del correo de invitación, tal como llegó. Si sigue sin funcionar, pide una nueva invitación.',
  'invitation.refusedTitle': 'No se puede aceptar esta invitación',
  'invitation.invalidHelp':
    'Los enlaces funcionan una sola vez, durante 7 días; un propietario o admin de la organización puede enviarte uno nuevo.',
  'invitation.otherEmailHelp':
    'Has iniciado sesión como {{email}}. Cierra la sesión aquí y luego inicia sesión o crea una cuenta con la dirección invitada: te traemos de vuelta a esta página.',
  'invitation.alreadyMember':
    'Ya perteneces a una organización, y solo se puede estar en una. Primero sal de ella en la página de tu organización y luego vuelve a abrir el enlace.',
  'invitation.logOut': 'Cerrar sesión',
  'invitation.toOrganisation': 'Ir a tu organización',
  'invitation.toHome': 'Ir a tus presentaciones',

  'account.organisationTitle': 'Organización',
  'account.organisationName': 'Nombre',
  'account.organisationOpen': 'Abrir la página de la organización',
};
