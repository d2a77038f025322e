/** Validation texts of organisation branding (keys `validation.<code>` from core). */
export const frBrandingValidation = {
  'validation.theme.locked':
    'Votre organisation a verrouillé son thème : le logo, la police et les couleurs de cette présentation ne peuvent pas être modifiés.',
  'validation.audienceHost.invalid':
    'Saisissez un nom d’hôte comme vote.example.com, sans https:// ni chemin.',
  'validation.audienceHost.taken': 'Une autre organisation utilise déjà ce domaine.',
  'validation.branding.customOnly':
    'La marque blanche et un domaine propre pour le public nécessitent l’offre Custom.',
  'validation.brandColour.invalid':
    'Saisissez une couleur avec # et six chiffres hexadécimaux, par exemple #1565C0.',
  'validation.palette.tooLong': 'Choisissez 6 couleurs au maximum.',
  'validation.font.invalid': 'Ce fichier n’est pas une police WOFF2. Importez un fichier .woff2.',
};
