/** Validation texts of organisation branding (keys `validation.<code>` from core). */
export const esBrandingValidation = {
  'validation.theme.locked':
    'Tu organización ha bloqueado su tema: el logotipo, la fuente y los colores de esta presentación no se pueden cambiar.',
  'validation.audienceHost.invalid':
    'Escribe un nombre de host como vote.example.com, sin https:// ni ruta.',
  'validation.audienceHost.taken': 'Otra organización ya usa este dominio.',
  'validation.audienceHost.serverOwn':
    'Esta dirección pertenece a este servidor de Crowdeck. Escribe tu propio dominio.',
  'validation.audienceHost.notVerified':
    'Aún no se encuentra el registro TXT. Publícalo en tu proveedor de DNS y vuelve a intentarlo en unos minutos.',
  'validation.audienceHost.missing': 'Primero indica un dominio propio para el público.',
  'validation.branding.customOnly':
    'La marca blanca y un dominio propio para el público requieren el plan Custom.',
  'validation.brandColour.invalid':
    'Escribe un color con # y seis dígitos hexadecimales, por ejemplo #1565C0.',
  'validation.palette.tooLong': 'Elige 6 colores como máximo.',
  'validation.font.invalid': 'Este archivo no es una fuente WOFF2. Sube un archivo .woff2.',
};

/** Spanish: organisation branding settings (/organisation/branding). */
export const esBranding = {
  'title.organisationBranding': 'Imagen de marca de la organización',
  'branding.settings.title': 'Imagen de marca de la organización',
  'branding.settings.lead':
    'El logotipo, los colores y la fuente de tu organización en cada presentación de sus miembros, y lo que ve el público.',
  'branding.settings.loading': 'Cargando los ajustes de imagen de marca…',
  'branding.settings.loadError': 'No se pudieron cargar los ajustes de imagen de marca. {{reason}}',
  'branding.settings.notAllowed':
    'Solo los propietarios y administradores de una organización pueden cambiar su imagen de marca. Pídeselo a uno de ellos.',
  'branding.settings.retry': 'Reintentar',
  'branding.theme.heading': 'Tema',
  'branding.theme.logo': 'Logotipo',
  'branding.theme.logoAlt': 'Logotipo de tu organización',
  'branding.theme.logoNone': 'Todavía no hay logotipo.',
  'branding.theme.logoUpload': 'Subir un logotipo',
  'branding.theme.logoRemove': 'Quitar el logotipo',
  'branding.theme.primary': 'Color principal',
  'branding.theme.background': 'Color de fondo',
  'branding.theme.colourHint':
    'Un # y seis dígitos hexadecimales, por ejemplo #1565C0. Déjalo vacío para usar el predeterminado.',
  'branding.theme.palette': 'Primeros colores de las respuestas',
  'branding.theme.paletteHint':
    'Las respuestas toman primero estos colores, en el orden en que los marques (como máximo {{max}}).',
  'branding.theme.paletteChosen': '{{colour}}, n.º {{number}}',
  'branding.theme.font': 'Fuente',
  'branding.theme.fontDefault': 'Fuente predeterminada',
  'branding.theme.fontNone': 'También puedes subir tu propia fuente como archivo WOFF2.',
  'branding.theme.fontUploaded':
    'Tu propia fuente está subida. Se usa antes que la fuente de arriba.',
  'branding.theme.fontUpload': 'Subir una fuente WOFF2',
  'branding.theme.fontRemove': 'Quitar la fuente subida',
  'branding.lock.label': 'Bloquear el tema',
  'branding.lock.hint':
    'Si está bloqueado, los miembros no pueden cambiar el logotipo, la fuente ni los colores de sus presentaciones. Si no, pueden hacerlo y el tema completa lo que dejen vacío.',
  'branding.whiteLabel.heading': 'Marca blanca',
  'branding.whiteLabel.customOnly':
    'La marca blanca y un dominio propio para el público vienen con el plan Custom.',
  'branding.whiteLabel.label': 'Mostrar al público nuestro nombre y logotipo en lugar de Crowdeck',
  'branding.whiteLabel.hint':
    'Los teléfonos y la pantalla grande muestran entonces el nombre y el logotipo de tu organización en el título, el icono y cada pantalla.',
  'branding.host.label': 'Dominio propio para el público',
  'branding.host.hint':
    'Un nombre de host como vote.example.com que apunte a este servidor. Las direcciones para unirse y los códigos QR de las presentaciones de tus miembros lo usarán. Déjalo vacío para usar la dirección habitual.',
  'branding.host.pending':
    'Aún no se usa. Publica este registro DNS TXT y luego verifica el dominio.',
  'branding.host.verified':
    'Verificado: las direcciones y los códigos QR para unirse usan {{host}}.',
  'branding.host.recordName': 'Nombre',
  'branding.host.recordValue': 'Valor',
  'branding.host.verify': 'Verificar {{host}}',
  'branding.host.verifying': 'Comprobando…',
  'branding.host.verifiedToast': '{{host}} está verificado.',
  'branding.save': 'Guardar la imagen de marca',
  'branding.saving': 'Guardando…',
  'branding.saved': 'Imagen de marca guardada.',
  'branding.uploading': 'Subiendo…',
  'branding.lockedByOrganisation':
    'El tema de tu organización define la fuente y el logotipo de esta presentación; solo sus propietarios y administradores pueden cambiarlos.',
};
