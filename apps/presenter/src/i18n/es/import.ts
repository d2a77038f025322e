/** Spanish texts of the import dialog: PDF and PowerPoint files into a deck, or into a new one. */
export const esImport = {
  'import.openFromEditor': 'Importar diapositivas de un archivo',
  'import.openFromHome': 'Nueva desde un archivo',
  'import.titleEditor': 'Importar diapositivas de un archivo',
  'import.titleNew': 'Nueva presentación desde un archivo',
  'import.lead':
    'Cada página o diapositiva se convierte en una diapositiva propia, y sus notas del orador en tus notas. Después puedes moverlas, eliminarlas y combinarlas con diapositivas interactivas.',
  'import.checking': 'Comprobando qué archivos puede importar este servidor…',
  'import.capabilitiesError': 'No se pudo preguntar al servidor qué archivos importa. {{reason}}',
  'import.retry': 'Reintentar',
  'import.formatsBoth':
    'Este servidor importa archivos PDF y presentaciones de PowerPoint (.pptx), de hasta {{size}} MB y {{pages}} páginas.',
  'import.formatsPdfOnly':
    'Este servidor importa archivos PDF de hasta {{size}} MB y {{pages}} páginas. No puede leer archivos de PowerPoint (.pptx) porque no tiene LibreOffice instalado: exporta tu presentación como PDF (en PowerPoint: Archivo → Exportar → PDF) o pide a tu administrador que instale LibreOffice.',
  'import.otherTools':
    '¿Google Slides o Keynote? Descarga antes la presentación —Google Slides: Archivo → Descargar → Documento PDF o Microsoft PowerPoint (.pptx); Keynote: Archivo → Exportar a → PDF o PowerPoint— e importa ese archivo.',
  'import.dropTitle': 'Arrastra el archivo aquí o',
  'import.choose': 'Elegir un archivo',
  'import.chooseAnother': 'Elegir otro archivo',
  'import.chosen': 'Elegido: {{name}} ({{size}} MB)',
  'import.includeHidden': 'Incluir las diapositivas ocultas de PowerPoint',
  'import.includeHiddenHint':
    'Las diapositivas ocultas en PowerPoint se dejan fuera, salvo que marques esta casilla.',
  'import.start': 'Importar',
  'import.tryAgain': 'Reintentar',
  'import.cancel': 'Cancelar',
  'import.close': 'Cerrar',
  'import.cancelImport': 'Cancelar la importación',
  'import.importing': 'Importando {{name}}',
  'import.progressLabel': 'Progreso de la importación',
  'import.uploading': 'Subiendo… {{percent}} %',
  'import.queued': 'Esperando a que el servidor empiece…',
  'import.reading': 'Leyendo el archivo…',
  'import.preparing_one': 'Preparando {{count}} página…',
  'import.preparing_other': 'Preparando {{count}} páginas…',
  'import.page': 'Página {{page}} de {{total}}',
  'import.saving': 'Añadiendo las diapositivas a tu presentación…',
  'import.cancelling': 'Cancelando…',
  'import.cancelled': 'Importación cancelada. No se añadió nada.',
  'import.done_one': '{{count}} diapositiva importada.',
  'import.done_other': '{{count}} diapositivas importadas.',
  'import.hiddenSkipped_one': 'Se dejó fuera {{count}} diapositiva oculta.',
  'import.hiddenSkipped_other': 'Se dejaron fuera {{count}} diapositivas ocultas.',
  'import.failedTitle': 'No se importó nada.',
  'import.error.tooLarge':
    'El archivo ocupa más de {{size}} MB, lo máximo que acepta este servidor. Redúcelo (en PowerPoint: Archivo → Comprimir imágenes) o divídelo en partes y vuelve a importarlo.',
  'import.error.tooManyPages':
    'El archivo tiene demasiadas páginas: se pueden importar como máximo {{pages}} páginas a la vez, y una presentación admite como máximo {{slides}} diapositivas. Divide el archivo o elimina antes las diapositivas que ya no necesites.',
  'import.error.encrypted':
    'El PDF está protegido con contraseña. Ábrelo, guarda una copia sin contraseña e importa esa copia.',
  'import.error.macros':
    'El archivo contiene macros (un archivo .pptm), que nunca se importan. En PowerPoint, guárdalo como Presentación de PowerPoint (.pptx) o expórtalo como PDF, e importa ese archivo.',
  'import.error.externalLinks':
    'La presentación enlaza con archivos externos (imágenes, vídeos o datos vinculados), que nunca se importan. Incrústalos en la presentación o expórtala como PDF, e importa ese archivo.',
  'import.error.unsafeArchive':
    'El archivo parece dañado o está empaquetado de una forma que no es seguro abrir. Guárdalo de nuevo desde PowerPoint o expórtalo como PDF, e importa ese archivo.',
  'import.error.unreadable':
    'No se pudo leer el archivo como PDF ni como presentación de PowerPoint. Comprueba que se abre en tu ordenador, vuelve a exportarlo como PDF o .pptx e importa ese archivo.',
  'import.error.unsupportedFormat':
    'Solo se pueden importar archivos PDF y presentaciones de PowerPoint (.pptx). Exporta antes tu presentación como PDF o .pptx (un archivo .ppt antiguo: ábrelo en PowerPoint y guárdalo como .pptx).',
  'import.error.converterMissing':
    'Este servidor no puede leer archivos de PowerPoint porque no tiene LibreOffice instalado. Exporta la presentación como PDF (en PowerPoint: Archivo → Exportar → PDF) e importa ese archivo, o pide a tu administrador que instale LibreOffice.',
  'import.error.timeout':
    'La importación tardó más de {{minutes}} minutos y se detuvo. Prueba con un archivo más pequeño o divídelo en partes.',
  'import.error.planLimit':
    'Este archivo supera lo que tu plan permite subir. Importa un archivo más pequeño o compara los planes para tener más espacio.',
  'import.error.internal':
    'Algo falló en el servidor durante la importación. Vuelve a intentarlo en un momento; si sigue fallando, exporta la presentación como PDF e importa ese archivo.',
};
