/** French texts of the Google Slides add-on (Integrations page, connect page). */
export const frIntegrationsGoogleSlides = {
  'title.googleSlidesConnect': 'Connecter Google Slides',
  'integrations.googleSlides.about':
    'Un module complémentaire Google Slides : depuis son panneau latéral, vous insérez une diapositive pour rejoindre (le QR code et le code, liés à votre vue en direct) dans votre présentation Google, et gardez votre salle sur la diapositive Crowdeck qui va avec la diapositive Google où vous êtes.',
  'integrations.googleSlides.download': 'Télécharger le projet Apps Script',
  'integrations.googleSlides.downloadHint':
    'Un zip des fichiers du module, fait pour ce serveur : son adresse y est écrite. Téléchargez-le à nouveau si l’adresse change.',
  'integrations.googleSlides.https':
    'Google joint Crowdeck depuis ses propres serveurs : cela fonctionne lorsque Crowdeck est servi en https à une adresse publique.',
  'integrations.googleSlides.setupHeading': 'L’installer dans votre compte Google',
  'integrations.googleSlides.setup1':
    'Installez clasp (npm install -g @google/clasp), lancez clasp login et activez l’API Apps Script sur script.google.com/home/usersettings.',
  'integrations.googleSlides.setup2':
    'Décompressez le projet dans un dossier vide, puis lancez clasp create --type standalone --title Crowdeck --rootDir . et clasp push.',
  'integrations.googleSlides.setup3':
    'Lancez clasp open, puis Déployer → Tester les déploiements → Module complémentaire d’éditeur : choisissez une présentation Google pour le tester et ouvrez-la depuis là.',
  'integrations.googleSlides.shareHeading': 'Le partager avec votre organisation',
  'integrations.googleSlides.share':
    'Un administrateur Google Workspace publie le script en privé sur Google Workspace Marketplace (un projet Google Cloud avec le SDK Marketplace, visibilité « Privée ») et l’installe pour le domaine ou pour certains groupes. La documentation détaille chaque étape et les autorisations demandées.',
  'integrations.googleSlides.useHeading': 'L’utiliser',
  'integrations.googleSlides.use1':
    'Dans Google Slides, choisissez Extensions → Crowdeck → Ouvrir Crowdeck ; la première fois, Google vous demande l’autorisation.',
  'integrations.googleSlides.use2':
    'Dans le panneau, choisissez Ouvrir Crowdeck, connectez-vous, choisissez la présentation et copiez la clé de connexion ; collez-la dans le panneau et choisissez Connecter.',
  'integrations.googleSlides.use3':
    'Insérez la diapositive pour rejoindre et reliez chaque diapositive Google à la diapositive Crowdeck correspondante.',
  'integrations.googleSlides.use4':
    'Pendant la présentation, « Passer en direct sur cette diapositive », Précédente et Suivante (ou suivre la diapositive sélectionnée) amènent votre salle sur la diapositive Crowdeck correspondante.',
  'integrations.googleSlides.shotSidebar': 'Le panneau latéral dans Google Slides, connecté',
  'integrations.googleSlides.shotConnect': 'La page de connexion : la clé à coller',
  'integrations.googleSlides.privacy':
    'La clé permet au module de lire les diapositives d’une présentation, d’afficher sa vue en direct et de changer sa diapositive en direct, rien d’autre. Google la garde dans vos propres propriétés utilisateur du module, jamais dans la présentation. Les modules connectés sont listés plus haut, chacun avec Déconnecter.',
  'googleSlides.connect.heading': 'Connecter Google Slides',
  'googleSlides.connect.lead':
    'Choisissez la présentation Crowdeck qui va avec votre présentation Google. Vous obtenez ensuite une clé de connexion à coller dans le panneau Crowdeck de Google Slides.',
  'googleSlides.connect.loading': 'Chargement de vos présentations…',
  'googleSlides.connect.failed': 'Cela n’a pas fonctionné. Vérifiez votre connexion et réessayez.',
  'googleSlides.connect.none': 'Vous n’avez pas encore de présentation. Créez-en une d’abord.',
  'googleSlides.connect.slides': 'Diapositives : {{count}}',
  'googleSlides.connect.pick': 'Connecter',
  'googleSlides.connect.pickLabel': 'Connecter « {{title}} »',
  'googleSlides.connect.granting': 'Connexion…',
  'googleSlides.connect.keyHeading': 'Votre clé de connexion pour « {{title}} »',
  'googleSlides.connect.keyLabel': 'Clé de connexion',
  'googleSlides.connect.copy': 'Copier la clé',
  'googleSlides.connect.copied': 'Copiée. Collez-la dans le panneau de Google Slides.',
  'googleSlides.connect.copyFailed':
    'La copie n’a pas fonctionné : sélectionnez la clé et copiez-la vous-même.',
  'googleSlides.connect.keyHint':
    'Elle n’est affichée que cette fois. Ne partagez pas votre écran tant qu’elle est visible : elle permet au module d’afficher cette présentation et de changer sa diapositive en direct.',
  'googleSlides.connect.done':
    'Dans Google Slides, collez la clé dans le panneau Crowdeck et choisissez Connecter. Vous pouvez ensuite fermer cet onglet.',
  'googleSlides.connect.manage':
    'Vous pouvez déconnecter les modules connectés sur la page Intégrations.',
};
