/** Validation texts of organisation branding (keys `validation.<code>` from core). */
export const esBrandingValidation = {
  'validation.theme.locked':
    'Tu organización ha bloqueado su tema: el logotipo, la fuente y los colores de esta presentación no se pueden cambiar.',
  'validation.audienceHost.invalid':
    'Escribe un nombre de host como vote.example.com, sin https:// ni ruta.',
  'validation.audienceHost.taken': 'Otra organización ya usa este dominio.',
  'validation.branding.customOnly':
    'La marca blanca y un dominio propio para el público requieren el plan Custom.',
  'validation.brandColour.invalid':
    'Escribe un color con # y seis dígitos hexadecimales, por ejemplo #1565C0.',
  'validation.palette.tooLong': 'Elige 6 colores como máximo.',
  'validation.font.invalid': 'Este archivo no es una fuente WOFF2. Sube un archivo .woff2.',
};
