/** French texts of the Microsoft 365 section of the Integrations page (Entra ID sign-in, Outlook). */
export const frIntegrationsM365 = {
  'integration.integrationMs365': 'Microsoft 365 : connexion avec Entra ID et complément Outlook',
  'validation.sso.issuer.multiTenant':
    'Utilisez l’émetteur de votre propre locataire (https://login.microsoftonline.com/<ID de locataire>/v2.0), pas common ni organizations.',
  'integrations.m365.lead':
    'Connectez-vous avec des comptes professionnels Microsoft et invitez à une présentation depuis Outlook.',
  'integrations.m365.entra.heading': 'Se connecter avec Microsoft Entra ID',
  'integrations.m365.entra.text':
    'Les propriétaires et administrateurs connectent Crowdeck à Microsoft Entra ID dans Organisation → Connexion (OpenID Connect), avec l’émetteur de leur propre locataire : https://login.microsoftonline.com/<ID de locataire>/v2.0. Les personnes des domaines vérifiés de l’organisation se connectent alors avec leur compte professionnel Microsoft.',
  'integrations.m365.entra.link': 'Configurer la connexion de l’organisation',
  'integrations.m365.entra.claims':
    'Ajoutez les revendications facultatives email et xms_edov au jeton d’ID dans l’inscription d’application. Sans adresse garantie par Microsoft, Crowdeck crée seulement de nouveaux comptes et ne rejoint jamais un compte existant.',
  'integrations.m365.outlook.heading': 'Complément Outlook',
  'integrations.m365.outlook.what':
    'Pendant que vous rédigez une invitation à une réunion, ajoutez en un clic le titre, le lien d’accès, le code et le QR code d’une présentation.',
  'integrations.m365.outlook.download': 'Télécharger le complément Outlook (app.zip)',
  'integrations.m365.outlook.manifest': 'Le manifeste seul (manifest.json)',
  'integrations.m365.outlook.https':
    'Outlook ne charge les compléments qu’en https : ce serveur doit avoir une adresse publique https.',
  'integrations.m365.outlook.installHeading': 'Installer',
  'integrations.m365.outlook.sideload':
    'Pour vous : dans Outlook sur le web ou le nouvel Outlook, ouvrez Applications → Ajouter des applications → Gérer vos applications → Charger une application personnalisée (Ajouter un complément personnalisé → Ajouter à partir d’un fichier), puis choisissez app.zip.',
  'integrations.m365.outlook.shotSignIn': 'Le volet Office d’Outlook avant la connexion',
  'integrations.m365.outlook.shotReady':
    'Prêt à ajouter une présentation à l’invitation (son titre affiché en texte)',
  'integrations.m365.outlook.admin':
    'Pour tous : dans le Centre d’administration Microsoft 365, Paramètres → Applications intégrées → Charger des applications personnalisées, chargez app.zip et choisissez qui la reçoit.',
  'integrations.m365.outlook.useHeading': 'Utiliser',
  'integrations.m365.outlook.use1':
    'Ouvrez une nouvelle réunion dans Outlook et sélectionnez Add Crowdeck join dans le ruban.',
  'integrations.m365.outlook.use2':
    'Connectez-vous à Crowdeck dans la fenêtre qui s’ouvre et choisissez la présentation.',
  'integrations.m365.outlook.use3':
    'Placez le curseur dans l’invitation et sélectionnez Ajouter à l’invitation.',
  'integrations.m365.outlook.privacy':
    'Le complément n’accède qu’à la présentation choisie (révocable dans Compléments connectés). Le QR code de l’invitation est une image de ce serveur.',
};
