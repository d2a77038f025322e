/** French texts of the import dialog: PDF and PowerPoint files into a deck, or into a new one. */
export const frImport = {
  'import.openFromEditor': 'Importer des diapositives depuis un fichier',
  'import.openFromHome': 'Nouvelle depuis un fichier',
  'import.titleEditor': 'Importer des diapositives depuis un fichier',
  'import.titleNew': 'Nouvelle présentation depuis un fichier',
  'import.lead':
    'Chaque page ou diapositive devient une diapositive à part entière, et ses notes de l’animateur deviennent vos notes. Vous pouvez ensuite les déplacer, les supprimer et les mêler à des diapositives interactives.',
  'import.checking': 'Vérification des fichiers que ce serveur sait importer…',
  'import.capabilitiesError':
    'Impossible de demander au serveur quels fichiers il importe. {{reason}}',
  'import.retry': 'Réessayer',
  'import.formatsBoth':
    'Ce serveur importe les fichiers PDF et les présentations PowerPoint (.pptx), jusqu’à {{size}} Mo et {{pages}} pages.',
  'import.formatsPdfOnly':
    'Ce serveur importe les fichiers PDF, jusqu’à {{size}} Mo et {{pages}} pages. Il ne sait pas lire les fichiers PowerPoint (.pptx), car LibreOffice n’y est pas installé : exportez votre présentation en PDF (dans PowerPoint : Fichier → Exporter → PDF) ou demandez à votre administrateur d’installer LibreOffice.',
  'import.otherTools':
    'Google Slides ou Keynote ? Téléchargez d’abord la présentation — Google Slides : Fichier → Télécharger → Document PDF ou Microsoft PowerPoint (.pptx) ; Keynote : Fichier → Exporter vers → PDF ou PowerPoint — puis importez ce fichier.',
  'import.dropTitle': 'Glissez le fichier ici, ou',
  'import.choose': 'Choisir un fichier',
  'import.chooseAnother': 'Choisir un autre fichier',
  'import.chosen': 'Choisi : {{name}} ({{size}} Mo)',
  'import.includeHidden': 'Inclure les diapositives PowerPoint masquées',
  'import.includeHiddenHint':
    'Les diapositives masquées dans PowerPoint sont laissées de côté, sauf si vous cochez cette case.',
  'import.start': 'Importer',
  'import.tryAgain': 'Réessayer',
  'import.cancel': 'Annuler',
  'import.close': 'Fermer',
  'import.cancelImport': 'Annuler l’import',
  'import.importing': 'Import de {{name}}',
  'import.progressLabel': 'Progression de l’import',
  'import.uploading': 'Envoi… {{percent}} %',
  'import.queued': 'En attente du démarrage du serveur…',
  'import.reading': 'Lecture du fichier…',
  'import.preparing_one': 'Préparation de {{count}} page…',
  'import.preparing_other': 'Préparation de {{count}} pages…',
  'import.page': 'Page {{page}} sur {{total}}',
  'import.saving': 'Ajout des diapositives à votre présentation…',
  'import.cancelling': 'Annulation…',
  'import.cancelled': 'Import annulé. Rien n’a été ajouté.',
  'import.done_one': '{{count}} diapositive importée.',
  'import.done_other': '{{count}} diapositives importées.',
  'import.hiddenSkipped_one': '{{count}} diapositive masquée a été laissée de côté.',
  'import.hiddenSkipped_other': '{{count}} diapositives masquées ont été laissées de côté.',
  'import.failedTitle': 'Rien n’a été importé.',
  'import.error.tooLarge':
    'Le fichier dépasse {{size}} Mo, le maximum accepté par ce serveur. Allégez-le (dans PowerPoint : Fichier → Compresser les images) ou découpez-le en plusieurs parties, puis importez-le à nouveau.',
  'import.error.tooManyPages':
    'Le fichier a trop de pages : {{pages}} pages au plus peuvent être importées à la fois, et une présentation contient au plus {{slides}} diapositives. Découpez le fichier, ou supprimez d’abord les diapositives dont vous n’avez plus besoin.',
  'import.error.encrypted':
    'Le PDF est protégé par un mot de passe. Ouvrez-le, enregistrez une copie sans mot de passe et importez cette copie.',
  'import.error.macros':
    'Le fichier contient des macros (un fichier .pptm), qui ne sont jamais importées. Dans PowerPoint, enregistrez-le comme Présentation PowerPoint (.pptx) ou exportez-le en PDF, puis importez ce fichier.',
  'import.error.externalLinks':
    'La présentation renvoie à des fichiers extérieurs (images, vidéos ou données liées), qui ne sont jamais importés. Incorporez-les dans la présentation ou exportez-la en PDF, puis importez ce fichier.',
  'import.error.unsafeArchive':
    'Le fichier semble endommagé ou est compressé d’une façon qu’il n’est pas sûr d’ouvrir. Enregistrez-le à nouveau depuis PowerPoint ou exportez-le en PDF, puis importez ce fichier.',
  'import.error.unreadable':
    'Le fichier n’a pas pu être lu comme un PDF ou une présentation PowerPoint. Vérifiez qu’il s’ouvre sur votre ordinateur, exportez-le à nouveau en PDF ou en .pptx, puis importez ce fichier.',
  'import.error.unsupportedFormat':
    'Seuls les fichiers PDF et les présentations PowerPoint (.pptx) peuvent être importés. Exportez d’abord votre présentation en PDF ou en .pptx (un ancien fichier .ppt : ouvrez-le dans PowerPoint et enregistrez-le en .pptx).',
  'import.error.converterMissing':
    'Ce serveur ne sait pas lire les fichiers PowerPoint, car LibreOffice n’y est pas installé. Exportez la présentation en PDF (dans PowerPoint : Fichier → Exporter → PDF) et importez ce fichier, ou demandez à votre administrateur d’installer LibreOffice.',
  'import.error.timeout':
    'L’import a duré plus de {{minutes}} minutes et a été arrêté. Essayez avec un fichier plus petit, ou découpez-le en plusieurs parties.',
  'import.error.planLimit':
    'Ce fichier dépasse ce que votre offre permet d’envoyer. Importez un fichier plus petit, ou comparez les offres pour disposer de plus de place.',
  'import.error.internal':
    'Un problème est survenu sur le serveur pendant l’import. Réessayez dans un instant ; si l’échec persiste, exportez la présentation en PDF et importez ce fichier.',
};
