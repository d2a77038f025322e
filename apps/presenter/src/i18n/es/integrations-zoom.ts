/** Spanish texts of the Zoom app's section of the Integrations page. */
export const esIntegrationsZoom = {
  'integration.integrationZoom': 'App de Zoom',
  'integrations.zoomApp.name': 'Zoom',
  'integrations.zoomApp.what':
    'Una app de Zoom para reuniones: el anfitrión abre Crowdeck en el panel lateral, elige una presentación y la comparte en la reunión; quien abre la app se une desde el panel sin escribir ningún código.',
  'integrations.zoomApp.https':
    'Zoom solo carga apps por https: este servidor necesita una dirección https pública, y el operador define ZOOM_CLIENT_ID y ZOOM_CLIENT_SECRET de su propia app de Zoom.',
  'integrations.zoomApp.setupHeading': 'Configurarla (operador)',
  'integrations.zoomApp.setup1':
    'En Zoom App Marketplace, elige Develop, Build App, General App (gestionada por el usuario) y copia su ID de cliente y su secreto en ZOOM_CLIENT_ID y ZOOM_CLIENT_SECRET.',
  'integrations.zoomApp.setup2':
    'Introduce las direcciones de abajo donde el Marketplace las pide, marca las funciones del Zoom App SDK y añade el scope.',
  'integrations.zoomApp.setup3':
    'Añade la app a tu cuenta de Zoom abriendo la dirección de instalación de abajo con la sesión de Zoom iniciada.',
  'integrations.zoomApp.home': 'URL de inicio',
  'integrations.zoomApp.redirect': 'URL de redirección de OAuth y lista de OAuth permitidas',
  'integrations.zoomApp.domains': 'Lista de dominios permitidos',
  'integrations.zoomApp.sdk': 'APIs del Zoom App SDK',
  'integrations.zoomApp.scopes': 'Scopes',
  'integrations.zoomApp.install': 'Dirección de instalación',
  'integrations.zoomApp.useHeading': 'Usarla en una reunión',
  'integrations.zoomApp.use1':
    'El anfitrión elige Aplicaciones, abre Crowdeck e inicia sesión en la ventana de Crowdeck para elegir la presentación.',
  'integrations.zoomApp.use2':
    'Compartir en la reunión: todos reciben una invitación para abrir Crowdeck y el panel los une a la presentación.',
  'integrations.zoomApp.use3':
    'Presenta desde Crowdeck como siempre; el panel muestra la vista en directo de acceso y resultados.',
  'integrations.zoomApp.shotOutside': 'Abierta fuera de Zoom: un enlace para abrir Crowdeck',
  'integrations.zoomApp.shotConnect': 'La ventana de inicio de sesión en tu servidor de Crowdeck',
  'integrations.zoomApp.privacy':
    'La app recibe una presentación por inicio de sesión (revócala arriba, en las apps conectadas); el servidor no guarda tokens de Zoom y solo un hash del ID de la reunión mientras está vinculada.',
  'integrations.zoomApp.previewNote':
    'Probada aquí con Zoom simulado: el descifrado del contexto, el intercambio OAuth y la lógica de las páginas. Aún no probada en una reunión real de Zoom.',
};
