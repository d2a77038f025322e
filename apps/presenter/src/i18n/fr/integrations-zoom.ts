/** French texts of the Zoom app's section of the Integrations page. */
export const frIntegrationsZoom = {
  'integration.integrationZoom': 'App Zoom',
  'integrations.zoomApp.name': 'Zoom',
  'integrations.zoomApp.what':
    'Une app Zoom pour les réunions : l’hôte ouvre Crowdeck dans le panneau latéral, choisit une présentation et la partage dans la réunion ; chaque personne qui ouvre l’app la rejoint depuis le panneau sans saisir de code.',
  'integrations.zoomApp.https':
    'Zoom ne charge les apps qu’en https : ce serveur doit avoir une adresse https publique, et l’opérateur renseigne ZOOM_CLIENT_ID et ZOOM_CLIENT_SECRET de sa propre app Zoom.',
  'integrations.zoomApp.setupHeading': 'La configurer (opérateur)',
  'integrations.zoomApp.setup1':
    'Dans le Zoom App Marketplace, choisissez Develop, Build App, General App (gérée par l’utilisateur), puis copiez son ID client et son secret dans ZOOM_CLIENT_ID et ZOOM_CLIENT_SECRET.',
  'integrations.zoomApp.setup2':
    'Saisissez les adresses ci-dessous là où le Marketplace les demande, cochez les fonctions du Zoom App SDK et ajoutez le scope.',
  'integrations.zoomApp.setup3':
    'Ajoutez l’app à votre compte Zoom en ouvrant l’adresse d’installation ci-dessous, connecté à Zoom.',
  'integrations.zoomApp.home': 'URL d’accueil',
  'integrations.zoomApp.redirect': 'URL de redirection OAuth et liste d’autorisation OAuth',
  'integrations.zoomApp.domains': 'Liste des domaines autorisés',
  'integrations.zoomApp.sdk': 'API du Zoom App SDK',
  'integrations.zoomApp.scopes': 'Scopes',
  'integrations.zoomApp.install': 'Adresse d’installation',
  'integrations.zoomApp.useHeading': 'L’utiliser en réunion',
  'integrations.zoomApp.use1':
    'L’hôte choisit Applications, ouvre Crowdeck et se connecte dans la fenêtre Crowdeck pour choisir la présentation.',
  'integrations.zoomApp.use2':
    'Partager dans la réunion : chacun reçoit une invitation à ouvrir Crowdeck, et le panneau le fait rejoindre la présentation.',
  'integrations.zoomApp.use3':
    'Présentez depuis Crowdeck comme d’habitude ; le panneau montre la vue en direct de l’accès et des résultats.',
  'integrations.zoomApp.shotOutside': 'Ouverte hors de Zoom : un lien pour ouvrir Crowdeck',
  'integrations.zoomApp.shotConnect': 'La fenêtre de connexion sur votre serveur Crowdeck',
  'integrations.zoomApp.privacy':
    'L’app obtient une présentation par connexion (révoquez-la plus haut, dans les apps connectées) ; le serveur ne garde aucun jeton Zoom et seulement une empreinte de l’ID de la réunion tant qu’elle est liée.',
  'integrations.zoomApp.previewNote':
    'Testée ici avec un Zoom simulé : le déchiffrement du contexte, l’échange OAuth et la logique des pages. Pas encore essayée dans une vraie réunion Zoom.',
};
