/** Spanish texts of shared decks: the share dialog, "Shared with me" and co-editing. */
export const esSharing = {
  'share.open': 'Compartir con el equipo',
  'share.openNamed': 'Compartir con el equipo: {{title}}',
  'share.title': 'Compartir «{{title}}» en tu organización',
  'share.intro':
    'Quien puede ver puede presentar la presentación, duplicarla y ver sus informes. Quien puede editar también puede cambiarla. Solo tú puedes compartirla o eliminarla.',
  'share.noOrganisation':
    'Las presentaciones se comparten dentro de una organización. Crea una o únete a una para compartir esta presentación.',
  'share.organisationLink': 'Ir a tu organización',
  'share.organisation': 'Todas las personas de la organización',
  'share.members': 'Miembros',
  'share.noMembers': 'Todavía no hay nadie más en tu organización.',
  'share.role.none': 'Sin acceso',
  'share.role.viewer': 'Puede ver',
  'share.role.editor': 'Puede editar',
  'share.roleFor': 'Acceso para {{name}}',
  'share.save': 'Guardar',
  'share.saving': 'Guardando…',
  'share.saved': 'Se guardó el uso compartido.',
  'share.cancel': 'Cancelar',
  'share.sharedWithMe': 'Compartidas conmigo',
  'share.sharedBy': 'Compartida por {{name}} · {{role}}',
  'share.readOnly': 'Solo lectura: duplica la presentación para cambiarla.',
  'validation.deck.readOnly':
    'Esta presentación se compartió contigo solo para ver: pide a su propietario que te deje editarla.',
  'validation.share.notMember': 'Comparte solo con miembros de tu organización.',
  'coedit.editingNow': 'También editando ahora',
  'coedit.viewing': 'solo mira',
  'coedit.onSlide': 'En esta diapositiva: {{names}}',
  'coedit.fieldTaken': '{{name}} está editando',
  'coedit.field.text': 'Texto de la opción',
  'coedit.conflict.region': 'Cambios de otros editores',
  'coedit.conflict.title':
    '{{name}} cambió «{{field}}» en la diapositiva {{number}} después de ti y se conservó su versión.',
  'coedit.conflict.titleNoSlide':
    '{{name}} cambió «{{field}}» después de ti y se conservó su versión.',
  'coedit.conflict.yourText': 'Tu texto, para copiarlo si aún lo necesitas',
  'coedit.conflict.copy': 'Copiar mi texto',
  'coedit.conflict.dismiss': 'Cerrar',
};
