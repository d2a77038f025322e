/** Spanish texts of the Microsoft 365 section of the Integrations page (Entra ID sign-in, Outlook). */
export const esIntegrationsM365 = {
  'integration.integrationMs365':
    'Microsoft 365: inicio de sesión con Entra ID y complemento de Outlook',
  'validation.sso.issuer.multiTenant':
    'Usa el emisor de tu propio inquilino (https://login.microsoftonline.com/<ID de inquilino>/v2.0), no common ni organizations.',
  'integrations.m365.lead':
    'Inicia sesión con cuentas profesionales de Microsoft e invita a una presentación desde Outlook.',
  'integrations.m365.entra.heading': 'Iniciar sesión con Microsoft Entra ID',
  'integrations.m365.entra.text':
    'Los propietarios y administradores conectan Crowdeck con Microsoft Entra ID en Organización → Inicio de sesión (OpenID Connect), con el emisor de su propio inquilino: https://login.microsoftonline.com/<ID de inquilino>/v2.0. Las personas de los dominios verificados de la organización inician sesión con su cuenta profesional de Microsoft.',
  'integrations.m365.entra.link': 'Configurar el inicio de sesión de la organización',
  'integrations.m365.entra.claims':
    'Añade las notificaciones opcionales email y xms_edov al token de ID en el registro de la aplicación. Sin una dirección avalada por Microsoft, Crowdeck solo crea cuentas nuevas y nunca se une a una existente.',
  'integrations.m365.outlook.heading': 'Complemento de Outlook',
  'integrations.m365.outlook.what':
    'Mientras escribes una convocatoria de reunión, añade con un clic el título, el enlace de acceso, el código y el código QR de una presentación.',
  'integrations.m365.outlook.download': 'Descargar el complemento de Outlook (app.zip)',
  'integrations.m365.outlook.manifest': 'Solo el manifiesto (manifest.json)',
  'integrations.m365.outlook.https':
    'Outlook solo carga complementos por https: este servidor necesita una dirección pública https.',
  'integrations.m365.outlook.installHeading': 'Instalar',
  'integrations.m365.outlook.sideload':
    'Para ti: en Outlook en la web o el nuevo Outlook, abre Aplicaciones → Agregar aplicaciones → Administrar tus aplicaciones → Cargar una aplicación personalizada (Agregar complemento personalizado → Agregar desde archivo) y elige app.zip.',
  'integrations.m365.outlook.shotSignIn': 'El panel de tareas de Outlook antes de iniciar sesión',
  'integrations.m365.outlook.shotReady':
    'Listo para añadir una presentación a la invitación (su título como texto)',
  'integrations.m365.outlook.admin':
    'Para todos: en el Centro de administración de Microsoft 365, Configuración → Aplicaciones integradas → Cargar aplicaciones personalizadas, sube app.zip y elige quién la recibe.',
  'integrations.m365.outlook.useHeading': 'Usar',
  'integrations.m365.outlook.use1':
    'Abre una reunión nueva en Outlook y selecciona Add Crowdeck join en la cinta.',
  'integrations.m365.outlook.use2':
    'Inicia sesión en Crowdeck en la ventana que se abre y elige la presentación.',
  'integrations.m365.outlook.use3':
    'Coloca el cursor en la convocatoria y selecciona Añadir a la convocatoria.',
  'integrations.m365.outlook.privacy':
    'El complemento solo accede a la presentación que elegiste (revócalo en Complementos conectados). El código QR de la convocatoria es una imagen de este servidor.',
};
