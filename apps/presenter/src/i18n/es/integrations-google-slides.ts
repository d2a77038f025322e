/** Spanish texts of the Google Slides add-on (Integrations page, connect page). */
export const esIntegrationsGoogleSlides = {
  'title.googleSlidesConnect': 'Conectar Presentaciones de Google',
  'integrations.googleSlides.about':
    'Un complemento de Presentaciones de Google: desde su panel lateral insertas una diapositiva para unirse (el código QR y el código, enlazados a tu vista en directo) en tu presentación de Google y mantienes tu sala en la diapositiva de Crowdeck que corresponde a la diapositiva de Google en la que estás.',
  'integrations.googleSlides.download': 'Descargar el proyecto de Apps Script',
  'integrations.googleSlides.downloadHint':
    'Un zip con los archivos del complemento, hecho para este servidor: su dirección va escrita en ellos. Descárgalo de nuevo si la dirección cambia.',
  'integrations.googleSlides.https':
    'Google llega a Crowdeck desde sus propios servidores: funciona cuando Crowdeck se sirve por https en una dirección pública.',
  'integrations.googleSlides.setupHeading': 'Configúralo en tu cuenta de Google',
  'integrations.googleSlides.setup1':
    'Instala clasp (npm install -g @google/clasp), ejecuta clasp login y activa la API de Apps Script en script.google.com/home/usersettings.',
  'integrations.googleSlides.setup2':
    'Descomprime el proyecto en una carpeta vacía y ejecuta clasp create --type standalone --title Crowdeck --rootDir . y clasp push.',
  'integrations.googleSlides.setup3':
    'Ejecuta clasp open y luego Implementar → Implementaciones de prueba → Complemento del editor: elige una presentación de Google para probarlo y ábrela desde ahí.',
  'integrations.googleSlides.shareHeading': 'Compártelo con tu organización',
  'integrations.googleSlides.share':
    'Un administrador de Google Workspace publica el script de forma privada en Google Workspace Marketplace (un proyecto de Google Cloud con el SDK de Marketplace, visibilidad «Privado») y lo instala para el dominio o para algunos grupos. La documentación recoge cada paso y los permisos que pide.',
  'integrations.googleSlides.useHeading': 'Úsalo',
  'integrations.googleSlides.use1':
    'En Presentaciones de Google elige Extensiones → Crowdeck → Abrir Crowdeck; la primera vez Google te pide permiso.',
  'integrations.googleSlides.use2':
    'En el panel lateral elige Abrir Crowdeck, inicia sesión, elige la presentación y copia la clave de conexión; pégala en el panel y elige Conectar.',
  'integrations.googleSlides.use3':
    'Inserta la diapositiva para unirse y vincula cada diapositiva de Google con la diapositiva de Crowdeck que le corresponde.',
  'integrations.googleSlides.use4':
    'Mientras presentas, «Mostrar esta diapositiva en directo», Anterior y Siguiente (o seguir la diapositiva seleccionada) llevan tu sala a la diapositiva de Crowdeck correspondiente.',
  'integrations.googleSlides.shotSidebar':
    'El panel lateral en Presentaciones de Google, conectado',
  'integrations.googleSlides.shotConnect': 'La página de conexión: la clave para pegar',
  'integrations.googleSlides.privacy':
    'La clave permite al complemento leer las diapositivas de una presentación, mostrar su vista en directo y cambiar su diapositiva en directo, nada más. Google la guarda en tus propias propiedades de usuario del complemento, nunca en la presentación. Los complementos conectados aparecen arriba, cada uno con Desconectar.',
  'googleSlides.connect.heading': 'Conectar Presentaciones de Google',
  'googleSlides.connect.lead':
    'Elige la presentación de Crowdeck que va con tu presentación de Google. Recibirás una clave de conexión para pegar en el panel lateral de Crowdeck en Presentaciones de Google.',
  'googleSlides.connect.loading': 'Cargando tus presentaciones…',
  'googleSlides.connect.failed': 'No ha funcionado. Comprueba tu conexión e inténtalo de nuevo.',
  'googleSlides.connect.none': 'Aún no tienes presentaciones. Crea una primero.',
  'googleSlides.connect.slides': 'Diapositivas: {{count}}',
  'googleSlides.connect.pick': 'Conectar',
  'googleSlides.connect.pickLabel': 'Conectar «{{title}}»',
  'googleSlides.connect.granting': 'Conectando…',
  'googleSlides.connect.keyHeading': 'Tu clave de conexión para «{{title}}»',
  'googleSlides.connect.keyLabel': 'Clave de conexión',
  'googleSlides.connect.copy': 'Copiar clave',
  'googleSlides.connect.copied': 'Copiada. Pégala en el panel lateral de Presentaciones de Google.',
  'googleSlides.connect.copyFailed': 'No se pudo copiar: selecciona la clave y cópiala tú.',
  'googleSlides.connect.keyHint':
    'Solo se muestra esta vez. No compartas la pantalla mientras esté visible: permite al complemento mostrar esta presentación y cambiar su diapositiva en directo.',
  'googleSlides.connect.done':
    'En Presentaciones de Google, pega la clave en el panel lateral de Crowdeck y elige Conectar. Después puedes cerrar esta pestaña.',
  'googleSlides.connect.manage':
    'Puedes desconectar los complementos conectados en la página Integraciones.',
};
