/** Spanish texts of privacy: how long sessions are kept, and when each is deleted. */
export const esPrivacy = {
  'privacy.title': 'Conservación de datos',
  'privacy.explain':
    'Las sesiones terminadas —sus participantes, respuestas, preguntas y respuestas e informes— se eliminan definitivamente cuando superan este plazo.',
  'privacy.accountLabel': 'Conservar mis sesiones terminadas',
  'privacy.organisationLabel': 'Conservar las sesiones terminadas de la organización',
  'privacy.forever': 'Hasta que las elimine',
  'privacy.days30': '30 días',
  'privacy.days90': '90 días',
  'privacy.days365': '365 días',
  'privacy.hint':
    'Se cuenta desde el final de cada sesión. Una tarea diaria elimina lo que sea más antiguo.',
  'privacy.adminsChange': 'Los propietarios y administradores de la organización pueden cambiarlo.',
  'privacy.organisationApplies':
    'Mientras pertenezcas a tu organización, se aplica su configuración a tus sesiones: {{setting}}.',
  'privacy.saved': 'Conservación guardada.',
  'privacy.col.deleteAt': 'Se elimina el',
  'privacy.keptForever': 'Se conserva',
  'privacy.deletedOn': 'Se eliminará el {{date}}.',
  'privacy.notScheduled': 'Se conserva hasta que la elimines.',
  'validation.retention.invalid': 'Conserva las sesiones 30, 90 o 365 días, o para siempre.',
  'accountData.title': 'Tus datos',
  'accountData.downloadHint':
    'Descarga en un solo zip todo lo que Crowdeck guarda de tu cuenta: tu perfil, tus presentaciones con sus diapositivas e imágenes, y cada sesión con sus respuestas e informe.',
  'accountData.download': 'Descargar mis datos',
  'accountData.downloading': 'Preparando tu descarga…',
  'accountData.deleteTitle': 'Eliminar la cuenta',
  'accountData.deleteHint':
    'Al eliminar tu cuenta se eliminan para siempre tus presentaciones, sesiones, respuestas, informes e imágenes. No se puede deshacer.',
  'accountData.delete': 'Eliminar mi cuenta…',
  'accountData.confirmLabel': 'Escribe tu dirección de correo ({{email}}) para confirmar',
  'accountData.password': 'Contraseña',
  'accountData.passwordHint': 'Déjalo vacío si inicias sesión a través de tu organización.',
  'accountData.deleteConfirm': 'Eliminar mi cuenta para siempre',
  'accountData.deleting': 'Eliminando…',
  'accountData.deleted': 'Tu cuenta y todos sus datos se eliminaron.',
  'reports.col.actions': 'Acciones',
  'reports.deleteParticipant': 'Eliminar datos',
  'reports.deleteParticipantNamed': 'Eliminar datos de {{name}}',
  'reports.deleteParticipantTitle': '¿Eliminar los datos de este participante?',
  'reports.deleteParticipantBody':
    'El apodo, las respuestas y las preguntas de {{name}} se eliminan para siempre de esta sesión, y los resultados, la clasificación y las descargas se vuelven a contar sin ellos.',
  'reports.deleteParticipantConfirm': 'Eliminar los datos del participante',
  'reports.participantDeleted': 'Datos del participante eliminados.',
};
