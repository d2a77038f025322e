/** Spanish texts of the Integrations page (/integrations). */
export const esIntegrations = {
  'integrations.title': 'Integraciones',
  'integrations.lead':
    'Usa Crowdeck dentro de las herramientas donde ya está tu charla. Cada integración muestra una vista en directo de tu presentación y, donde la herramienta lo permite, sigue tus diapositivas.',
  'integrations.available': 'Disponible',
  'integrations.comingSoon': 'Próximamente',
  'integrations.powerpoint.name': 'Complemento de PowerPoint',
  'integrations.powerpoint.what':
    'Pon Crowdeck en una diapositiva de PowerPoint: muestra en directo la pantalla de acceso, los resultados o la clasificación de tu presentación y, cuando llegas a esa diapositiva en la presentación con diapositivas, tu sala pasa a la misma diapositiva de Crowdeck.',
  'integrations.powerpoint.https':
    'Office solo carga complementos desde una dirección https: funciona cuando Crowdeck se sirve por https en su dirección pública.',
  'integrations.powerpoint.download': 'Descargar el manifiesto',
  'integrations.powerpoint.downloadHint':
    'Un pequeño archivo XML que indica a PowerPoint dónde está este servidor de Crowdeck. Está hecho para este servidor; descárgalo de nuevo si cambia su dirección.',
  'integrations.powerpoint.installHeading': 'Instalarlo para ti',
  'integrations.powerpoint.web':
    'PowerPoint para la web: abre una presentación, elige Insertar → Complementos → Avanzado → Cargar mi complemento y selecciona el manifiesto.',
  'integrations.powerpoint.windows':
    'PowerPoint en Windows: pon el manifiesto en una carpeta de red compartida, añade esa carpeta en Archivo → Opciones → Centro de confianza → Configuración del Centro de confianza → Catálogos de complementos de confianza (marca «Mostrar en el menú»), reinicia PowerPoint y luego Insertar → Complementos → Carpeta compartida.',
  'integrations.powerpoint.mac':
    'PowerPoint en Mac: copia el manifiesto en ~/Library/Containers/com.microsoft.Powerpoint/Data/Documents/wef (crea la carpeta si hace falta), reinicia PowerPoint y luego Insertar → Complementos → Mis complementos.',
  'integrations.powerpoint.adminHeading': 'Implementarlo para tu organización',
  'integrations.powerpoint.admin':
    'Un administrador de Microsoft 365 abre el Centro de administración de Microsoft 365 → Configuración → Aplicaciones integradas → Cargar aplicaciones personalizadas, elige «Complemento de Office», carga el manifiesto y decide quién lo recibe. Después aparece en Insertar → Complementos para esas personas, normalmente en un día.',
  'integrations.powerpoint.useHeading': 'Usarlo',
  'integrations.powerpoint.use1':
    'En la diapositiva donde debe aparecer Crowdeck, inserta el complemento de Crowdeck y elige Iniciar sesión en Crowdeck.',
  'integrations.powerpoint.use2':
    'En la ventana que se abre, inicia sesión y elige la presentación. Después elige la diapositiva de Crowdeck y la vista que muestra esta diapositiva de PowerPoint.',
  'integrations.powerpoint.use3':
    'Presenta como siempre. Cuando la presentación llega a esta diapositiva, la vista en directo la llena y tu sala pasa a la diapositiva elegida.',
  'integrations.powerpoint.shotSignIn':
    'El complemento en una diapositiva nueva, antes de iniciar sesión',
  'integrations.powerpoint.shotChoose': 'Elegir la diapositiva de Crowdeck y la vista',
  'integrations.powerpoint.shotDialog': 'La ventana de inicio de sesión: elegir la presentación',
  'integrations.powerpoint.privacy':
    'El archivo de PowerPoint solo guarda qué presentación y diapositiva mostrar, nunca una clave: quien reciba el archivo debe iniciar sesión como presentador.',
  'integrations.grants.heading': 'Complementos conectados',
  'integrations.grants.lead':
    'Cada uno puede leer las diapositivas de esa presentación, mostrar su vista en directo y mover su sala, nada más. Si desconectas uno, ese complemento pedirá iniciar sesión de nuevo.',
  'integrations.grants.none': 'Todavía no hay ningún complemento de PowerPoint conectado.',
  'integrations.grants.loading': 'Cargando los complementos conectados…',
  'integrations.grants.failed':
    'No se pudieron cargar los complementos conectados. Recarga la página para volver a intentarlo.',
  'integrations.grants.lastUsed': 'Último uso {{date}}',
  'integrations.grants.revoke': 'Desconectar',
  'integrations.grants.revokeLabel': 'Desconectar el complemento de {{title}}',
  'integrations.grants.revoked': 'El complemento se desconectó.',
  'integrations.grants.revokeFailed': 'No se pudo desconectar el complemento. Vuelve a intentarlo.',
  'integrations.teams.name': 'Microsoft Teams',
  'integrations.teams.what':
    'Dirige tu presentación desde una reunión de Teams: los controles en el panel lateral y la vista en directo en el escenario de la reunión.',
  'integrations.preview': 'Versión preliminar',
  'integrations.teams.download': 'Descargar el paquete de la aplicación',
  'integrations.teams.downloadHint':
    'Un archivo zip (el manifiesto y los iconos de la aplicación) creado para este servidor. Vuelve a descargarlo si cambia su dirección.',
  'integrations.teams.https':
    'Teams solo carga aplicaciones desde una dirección https: funciona cuando Crowdeck se sirve por https en su dirección pública.',
  'integrations.teams.installHeading': 'Añadirla a Teams',
  'integrations.teams.sideload':
    'Para ti: en Teams, elige Aplicaciones → Administrar tus aplicaciones → Cargar una aplicación → Cargar una aplicación personalizada y elige el paquete. Tu organización debe permitir cargar aplicaciones personalizadas.',
  'integrations.teams.admin':
    'Para tu organización: un administrador de Teams abre el Centro de administración de Teams → Aplicaciones de Teams → Administrar aplicaciones → Cargar nueva aplicación, carga el paquete y luego la permite a las personas que la necesitan.',
  'integrations.teams.useHeading': 'Usarla en una reunión',
  'integrations.teams.use1':
    'En Crowdeck, abre la presentación en el editor, elige Compartir / Insertar y copia un enlace.',
  'integrations.teams.use2':
    'En la reunión de Teams, selecciona Aplicaciones, añade Crowdeck, pega el enlace y selecciona Guardar.',
  'integrations.teams.use3':
    'Todos en la reunión se unen desde el panel lateral de Crowdeck, sin escribir ningún código. Elige «Mostrar en el escenario de la reunión» para poner la vista en directo delante de todos.',
  'integrations.teams.use4':
    'Para presentar desde el panel, elige «Iniciar sesión para presentar», inicia sesión en Crowdeck y elige la presentación: desde ahí cambias de diapositiva, inicias la pregunta y muestras los resultados.',
  'integrations.teams.privacy':
    'El panel guarda su clave en la aplicación Teams de tu ordenador, nunca en la pestaña de la reunión: nadie más en la reunión puede controlar tu presentación. Desconéctalo en Complementos conectados.',
  'integrations.teams.shotPanel':
    'El panel lateral, con la sesión iniciada: la diapositiva en directo, los recuentos y los controles.',
  'integrations.teams.shotStage': 'El escenario de la reunión: la vista en directo para todos.',
  'integrations.client.powerpoint': 'PowerPoint',
  'integrations.client.teams': 'Panel lateral de Teams',
  'integrations.client.zoom': 'Zoom',
  'integrations.client.googleSlides': 'Presentaciones de Google',
  'integrations.client.outlook': 'Outlook',
  'integrations.grants.via': 'A través de {{client}}',
  'integrations.zoom.name': 'Zoom',
  'integrations.zoom.what':
    'Tu vista en directo como aplicación de Zoom en reuniones y seminarios web.',
  'integrations.googleSlides.name': 'Presentaciones de Google',
  'integrations.googleSlides.what':
    'Diapositivas de Crowdeck dentro de una presentación de Google.',
  'integrations.m365.name': 'Microsoft 365',
  'integrations.m365.what': 'Una sola implementación para Teams y Office en toda tu organización.',
};
