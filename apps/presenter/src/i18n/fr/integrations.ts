/** French texts of the Integrations page (/integrations). */
export const frIntegrations = {
  'integrations.title': 'Intégrations',
  'integrations.lead':
    "Utilisez Crowdeck dans les outils où se trouve déjà votre présentation. Chaque intégration affiche une vue en direct de votre présentation et, quand l'outil le permet, suit vos diapositives.",
  'integrations.available': 'Disponible',
  'integrations.comingSoon': 'Bientôt',
  'integrations.powerpoint.name': 'Complément PowerPoint',
  'integrations.powerpoint.what':
    "Placez Crowdeck sur une diapositive PowerPoint : il affiche en direct l'écran d'accès, les résultats ou le classement de votre présentation, et quand le diaporama atteint cette diapositive, votre salle passe à la même diapositive Crowdeck.",
  'integrations.powerpoint.https':
    'Office ne charge les compléments que depuis une adresse https : cela fonctionne quand Crowdeck est servi en https à son adresse publique.',
  'integrations.powerpoint.download': 'Télécharger le manifeste',
  'integrations.powerpoint.downloadHint':
    'Un petit fichier XML qui indique à PowerPoint où se trouve ce serveur Crowdeck. Il est propre à ce serveur ; téléchargez-le de nouveau si son adresse change.',
  'integrations.powerpoint.installHeading': "L'installer pour vous",
  'integrations.powerpoint.web':
    'PowerPoint pour le web : ouvrez une présentation, choisissez Insertion → Compléments → Avancé → Charger mon complément, puis sélectionnez le manifeste.',
  'integrations.powerpoint.windows':
    'PowerPoint sous Windows : placez le manifeste dans un dossier réseau partagé, ajoutez ce dossier dans Fichier → Options → Centre de gestion de la confidentialité → Paramètres du Centre de gestion de la confidentialité → Catalogues de compléments approuvés (cochez « Afficher dans le menu »), redémarrez PowerPoint, puis Insertion → Compléments → Dossier partagé.',
  'integrations.powerpoint.mac':
    'PowerPoint sur Mac : copiez le manifeste dans ~/Library/Containers/com.microsoft.Powerpoint/Data/Documents/wef (créez le dossier si besoin), redémarrez PowerPoint, puis Insertion → Compléments → Mes compléments.',
  'integrations.powerpoint.adminHeading': 'Le déployer pour votre organisation',
  'integrations.powerpoint.admin':
    "Un administrateur Microsoft 365 ouvre le Centre d'administration Microsoft 365 → Paramètres → Applications intégrées → Charger des applications personnalisées, choisit « Complément Office », charge le manifeste et choisit qui le reçoit. Il apparaît ensuite dans Insertion → Compléments pour ces personnes, en général sous un jour.",
  'integrations.powerpoint.useHeading': "L'utiliser",
  'integrations.powerpoint.use1':
    'Sur la diapositive où Crowdeck doit apparaître, insérez le complément Crowdeck et choisissez Se connecter à Crowdeck.',
  'integrations.powerpoint.use2':
    "Dans la fenêtre qui s'ouvre, connectez-vous et choisissez la présentation. Choisissez ensuite la diapositive Crowdeck et la vue que montre cette diapositive PowerPoint.",
  'integrations.powerpoint.use3':
    'Présentez comme d’habitude. Quand le diaporama atteint cette diapositive, la vue en direct la remplit et votre salle passe à la diapositive choisie.',
  'integrations.powerpoint.shotSignIn':
    'Le complément sur une nouvelle diapositive, avant la connexion',
  'integrations.powerpoint.shotChoose': 'Choisir la diapositive Crowdeck et la vue',
  'integrations.powerpoint.shotDialog': 'La fenêtre de connexion : choisir la présentation',
  'integrations.powerpoint.privacy':
    "Le fichier PowerPoint ne garde que la présentation et la diapositive à afficher, jamais une clé : la personne à qui vous l'envoyez doit se connecter en tant que présentateur.",
  'integrations.grants.heading': 'Compléments connectés',
  'integrations.grants.lead':
    "Chacun peut lire les diapositives de cette présentation, afficher sa vue en direct et faire avancer sa salle, rien d'autre. Déconnectez-en un et ce complément demandera de se reconnecter.",
  'integrations.grants.none': "Aucun complément PowerPoint n'est encore connecté.",
  'integrations.grants.loading': 'Chargement des compléments connectés…',
  'integrations.grants.failed':
    "Les compléments connectés n'ont pas pu être chargés. Rechargez la page pour réessayer.",
  'integrations.grants.lastUsed': 'Dernière utilisation {{date}}',
  'integrations.grants.revoke': 'Déconnecter',
  'integrations.grants.revokeLabel': 'Déconnecter le complément de {{title}}',
  'integrations.grants.revoked': 'Le complément a été déconnecté.',
  'integrations.grants.revokeFailed': "Le complément n'a pas pu être déconnecté. Réessayez.",
  'integrations.teams.name': 'Microsoft Teams',
  'integrations.teams.what':
    'Animez votre présentation depuis une réunion Teams : les commandes dans le volet latéral, la vue en direct sur la scène de la réunion.',
  'integrations.preview': 'Aperçu',
  'integrations.teams.download': "Télécharger le package de l'application",
  'integrations.teams.downloadHint':
    "Un fichier zip (le manifeste et les icônes de l'application) créé pour ce serveur. Téléchargez-le de nouveau si son adresse change.",
  'integrations.teams.https':
    'Teams ne charge les applications que depuis une adresse https : cela fonctionne lorsque Crowdeck est servi en https sous son adresse publique.',
  'integrations.teams.installHeading': "L'ajouter à Teams",
  'integrations.teams.sideload':
    "Pour vous : dans Teams, choisissez Applications → Gérer vos applications → Charger une application → Charger une application personnalisée, puis choisissez le package. Votre organisation doit autoriser le chargement d'applications personnalisées.",
  'integrations.teams.admin':
    "Pour votre organisation : un administrateur Teams ouvre le Centre d'administration Teams → Applications Teams → Gérer les applications → Charger une nouvelle application, charge le package, puis l'autorise pour les personnes qui en ont besoin.",
  'integrations.teams.useHeading': "L'utiliser dans une réunion",
  'integrations.teams.use1':
    "Dans Crowdeck, ouvrez la présentation dans l'éditeur, choisissez Partager / Intégrer et copiez un lien.",
  'integrations.teams.use2':
    'Dans la réunion Teams, sélectionnez Applications, ajoutez Crowdeck, collez le lien et sélectionnez Enregistrer.',
  'integrations.teams.use3':
    'Chaque participant rejoint depuis le volet latéral de Crowdeck, sans saisir de code. Choisissez « Afficher sur la scène de la réunion » pour montrer la vue en direct à tous.',
  'integrations.teams.use4':
    'Pour présenter depuis le volet, choisissez « Se connecter pour présenter », connectez-vous à Crowdeck et choisissez la présentation : vous y changez de diapositive, lancez la question et affichez les résultats.',
  'integrations.teams.privacy':
    'Le volet garde sa clé dans l’application Teams de votre ordinateur, jamais dans l’onglet de la réunion : personne d’autre dans la réunion ne peut piloter votre présentation. Déconnectez-le sous Compléments connectés.',
  'integrations.teams.shotPanel':
    'Le volet latéral, connecté : la diapositive en direct, les compteurs et les commandes.',
  'integrations.teams.shotStage': 'La scène de la réunion : la vue en direct pour tous.',
  'integrations.client.powerpoint': 'PowerPoint',
  'integrations.client.teams': 'Volet latéral Teams',
  'integrations.client.zoom': 'Zoom',
  'integrations.client.googleSlides': 'Google Slides',
  'integrations.client.outlook': 'Outlook',
  'integrations.grants.via': 'Par {{client}}',
  'integrations.zoom.name': 'Zoom',
  'integrations.zoom.what':
    'Votre vue en direct comme application Zoom pendant les réunions et webinaires.',
  'integrations.googleSlides.name': 'Google Slides',
  'integrations.googleSlides.what':
    'Des diapositives Crowdeck dans une présentation Google Slides.',
  'integrations.m365.name': 'Microsoft 365',
  'integrations.m365.what':
    'Un seul déploiement pour Teams et Office dans toute votre organisation.',
};
