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
};
