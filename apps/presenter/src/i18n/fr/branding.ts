/** Validation texts of organisation branding (keys `validation.<code>` from core). */
export const frBrandingValidation = {
  'validation.theme.locked':
    'Votre organisation a verrouillé son thème : le logo, la police et les couleurs de cette présentation ne peuvent pas être modifiés.',
  'validation.audienceHost.invalid':
    'Saisissez un nom d’hôte comme vote.example.com, sans https:// ni chemin.',
  'validation.audienceHost.taken': 'Une autre organisation utilise déjà ce domaine.',
  'validation.audienceHost.serverOwn':
    'Cette adresse appartient à ce serveur Crowdeck. Saisissez votre propre domaine.',
  'validation.audienceHost.notVerified':
    'L’enregistrement TXT est introuvable pour l’instant. Publiez-le chez votre fournisseur DNS et réessayez dans quelques minutes.',
  'validation.audienceHost.missing': 'Définissez d’abord un domaine propre pour le public.',
  'validation.branding.customOnly':
    'La marque blanche et un domaine propre pour le public nécessitent l’offre Custom.',
  'validation.brandColour.invalid':
    'Saisissez une couleur avec # et six chiffres hexadécimaux, par exemple #1565C0.',
  'validation.palette.tooLong': 'Choisissez 6 couleurs au maximum.',
  'validation.font.invalid': 'Ce fichier n’est pas une police WOFF2. Importez un fichier .woff2.',
};

/** French: organisation branding settings (/organisation/branding). */
export const frBranding = {
  'title.organisationBranding': 'Image de marque de l’organisation',
  'branding.settings.title': 'Image de marque de l’organisation',
  'branding.settings.lead':
    'Le logo, les couleurs et la police de votre organisation sur chaque présentation de ses membres, et ce que voit le public.',
  'branding.settings.loading': 'Chargement des réglages d’image de marque…',
  'branding.settings.loadError':
    'Les réglages d’image de marque n’ont pas pu être chargés. {{reason}}',
  'branding.settings.notAllowed':
    'Seuls les propriétaires et les administrateurs d’une organisation peuvent modifier son image de marque. Demandez à l’un d’eux.',
  'branding.settings.retry': 'Réessayer',
  'branding.theme.heading': 'Thème',
  'branding.theme.logo': 'Logo',
  'branding.theme.logoAlt': 'Logo de votre organisation',
  'branding.theme.logoNone': 'Pas encore de logo.',
  'branding.theme.logoUpload': 'Importer un logo',
  'branding.theme.logoRemove': 'Retirer le logo',
  'branding.theme.primary': 'Couleur principale',
  'branding.theme.background': 'Couleur de fond',
  'branding.theme.colourHint':
    'Un # suivi de six chiffres hexadécimaux, par exemple #1565C0. Laissez vide pour la couleur par défaut.',
  'branding.theme.palette': 'Premières couleurs des réponses',
  'branding.theme.paletteHint':
    'Les réponses prennent d’abord ces couleurs, dans l’ordre où vous les cochez ({{max}} au maximum).',
  'branding.theme.paletteChosen': '{{colour}}, n° {{number}}',
  'branding.theme.font': 'Police',
  'branding.theme.fontDefault': 'Police par défaut',
  'branding.theme.fontNone': 'Vous pouvez aussi importer votre propre police au format WOFF2.',
  'branding.theme.fontUploaded':
    'Votre propre police est importée. Elle passe avant la police ci-dessus.',
  'branding.theme.fontUpload': 'Importer une police WOFF2',
  'branding.theme.fontRemove': 'Retirer la police importée',
  'branding.lock.label': 'Verrouiller le thème',
  'branding.lock.hint':
    'Verrouillé, les membres ne peuvent pas modifier le logo, la police ni les couleurs de leurs présentations. Déverrouillé, ils le peuvent, et le thème complète ce qu’ils laissent vide.',
  'branding.whiteLabel.heading': 'Marque blanche',
  'branding.whiteLabel.customOnly':
    'La marque blanche et un domaine propre pour le public sont inclus dans l’offre Custom.',
  'branding.whiteLabel.label': 'Montrer au public notre nom et notre logo au lieu de Crowdeck',
  'branding.whiteLabel.hint':
    'Les téléphones et le grand écran affichent alors le nom et le logo de votre organisation dans le titre, l’icône et chaque écran.',
  'branding.host.label': 'Domaine propre pour le public',
  'branding.host.hint':
    'Un nom d’hôte comme vote.example.com qui pointe vers ce serveur. Les adresses pour rejoindre et les codes QR des présentations de vos membres l’utilisent alors. Laissez vide pour l’adresse habituelle.',
  'branding.host.pending':
    'Pas encore utilisé. Publiez cet enregistrement DNS TXT, puis vérifiez le domaine.',
  'branding.host.verified': 'Vérifié : les adresses et QR codes pour rejoindre utilisent {{host}}.',
  'branding.host.recordName': 'Nom',
  'branding.host.recordValue': 'Valeur',
  'branding.host.verify': 'Vérifier {{host}}',
  'branding.host.verifying': 'Vérification…',
  'branding.host.verifiedToast': '{{host}} est vérifié.',
  'branding.save': 'Enregistrer l’image de marque',
  'branding.saving': 'Enregistrement…',
  'branding.saved': 'Image de marque enregistrée.',
  'branding.uploading': 'Importation…',
  'branding.lockedByOrganisation':
    'Le thème de votre organisation fixe la police et le logo de cette présentation ; seuls ses propriétaires et administrateurs peuvent les modifier.',
};
