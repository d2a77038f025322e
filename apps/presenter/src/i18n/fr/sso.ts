/** French: single sign-on (connexion par e-mail d’abord, retour du fournisseur, réglages). */
export const frSso = {
  'validation.sso.issuer.invalid':
    'Saisissez l’adresse de l’émetteur (issuer) du fournisseur, par exemple https://login.example.com.',
  'validation.sso.issuer.https': 'L’adresse de l’émetteur doit commencer par https://.',
  'validation.sso.issuer.unreachable':
    'Aucun fournisseur OpenID ne répond à cette adresse. Vérifiez l’adresse de l’émetteur et réessayez.',
  'validation.sso.clientId.required': 'Saisissez l’identifiant client fourni par le fournisseur.',
  'validation.sso.clientSecret.required': 'Saisissez le secret client fourni par le fournisseur.',
  'validation.sso.samlEntryPoint.invalid':
    'Saisissez l’adresse de connexion du fournisseur d’identité, par exemple https://idp.example.com/sso.',
  'validation.sso.samlEntryPoint.https': 'L’adresse de connexion doit commencer par https://.',
  'validation.sso.samlIdpEntityId.required':
    'Saisissez l’identifiant d’entité (entity ID) du fournisseur d’identité.',
  'validation.sso.samlIdpCert.invalid':
    'Collez le certificat de signature du fournisseur d’identité : le texte PEM de -----BEGIN CERTIFICATE----- à -----END CERTIFICATE-----.',
  'validation.sso.samlIdpMetadata.invalid':
    'Ce ne sont pas les métadonnées SAML d’un fournisseur d’identité avec une URL de connexion (HTTP-Redirect), un identifiant d’entité et un certificat de signature. Collez le XML entier, ou remplissez plutôt les champs.',
  'validation.sso.unavailable':
    'L’authentification unique ne peut pas encore être configurée sur ce serveur : son exploitant doit définir SSO_SECRET_KEY.',
  'validation.sso.required':
    'Votre organisation vous connecte par sa propre page de connexion. Continuez avec votre adresse e-mail pour l’utiliser.',
  'validation.domain.invalid': 'Saisissez un nom de domaine, par exemple example.com.',
  'validation.domain.taken': 'Ce domaine est déjà revendiqué par une organisation.',
  'validation.domain.notVerified':
    'L’enregistrement TXT n’a pas encore été trouvé. Les changements DNS peuvent prendre du temps : réessayez plus tard.',
  'validation.next.invalid': 'Cette adresse de retour n’est pas valide.',

  'title.ssoComplete': 'Connexion',
  'title.organisationSignIn': 'SSO et domaines',

  'login.continue': 'Continuer',
  'login.checking': 'Vérification…',
  'login.changeEmail': 'Utiliser une autre adresse e-mail',
  'login.redirecting': 'Redirection vers la page de connexion de votre organisation…',

  'sso.error.expired':
    'Cette connexion a pris trop de temps ou a déjà été utilisée. Veuillez réessayer.',
  'sso.error.denied':
    'La page de connexion de votre organisation ne vous a pas laissé entrer. Veuillez réessayer.',
  'sso.error.invalid':
    'Nous n’avons pas pu confirmer votre connexion auprès de votre organisation. Réessayez ou contactez votre administrateur.',
  'sso.error.email':
    'La page de connexion de votre organisation n’a pas confirmé d’adresse e-mail de son domaine. Contactez votre administrateur.',
  'sso.error.otherOrganisation':
    'Ce compte appartient déjà à une autre organisation et ne peut donc pas se connecter ici. Contactez votre administrateur.',
  'sso.error.unavailable':
    'L’authentification unique n’est plus configurée pour votre organisation. Contactez votre administrateur.',
  'sso.completing': 'Connexion en cours…',
  'sso.completeFailed':
    'Cette connexion a déjà été utilisée, a expiré ou a été commencée dans un autre navigateur. Veuillez vous reconnecter.',

  'ssoSettings.title': 'SSO et domaines',
  'ssoSettings.intro':
    'Permettez aux membres de votre organisation de se connecter avec votre propre fournisseur d’identité (OpenID Connect ou SAML 2.0), selon les domaines e-mail qui vous appartiennent.',
  'ssoSettings.loadFailed':
    'Impossible de charger les réglages. Vérifiez votre connexion et réessayez.',
  'ssoSettings.retry': 'Réessayer',
  'ssoSettings.unavailable':
    'L’authentification unique ne peut pas encore être configurée sur ce serveur : son exploitant doit définir SSO_SECRET_KEY.',
  'ssoSettings.providerTitle': 'Fournisseur d’identité',
  'ssoSettings.redirectUri': 'URI de redirection à déclarer chez votre fournisseur',
  'ssoSettings.issuer': 'URL de l’émetteur',
  'ssoSettings.issuerHint': 'Par exemple https://login.example.com',
  'ssoSettings.clientId': 'Identifiant client',
  'ssoSettings.clientSecret': 'Secret client',
  'ssoSettings.clientSecretKept':
    'Un secret est enregistré. Laissez ce champ vide pour le conserver.',
  'ssoSettings.protocol': 'Protocole',
  'ssoSettings.protocolOidc': 'OpenID Connect',
  'ssoSettings.protocolSaml': 'SAML 2.0',
  'ssoSettings.samlRegister':
    'Déclarez Crowdeck chez votre fournisseur d’identité avec ces informations, ou donnez-lui l’adresse des métadonnées :',
  'ssoSettings.samlSpEntityId': 'Identifiant d’entité (audience)',
  'ssoSettings.samlAcsUrl': 'URL du service consommateur d’assertions (ACS), HTTP-POST',
  'ssoSettings.samlMetadataUrl': 'URL des métadonnées',
  'ssoSettings.samlEntryPoint': 'URL de connexion du fournisseur d’identité',
  'ssoSettings.samlEntryPointHint':
    'L’adresse de son service d’authentification unique, par exemple https://idp.example.com/sso',
  'ssoSettings.samlIdpEntityId': 'Identifiant d’entité du fournisseur d’identité',
  'ssoSettings.samlIdpEntityIdHint':
    'Parfois appelé émetteur (issuer). Il figure dans les métadonnées du fournisseur d’identité.',
  'ssoSettings.samlIdpCert': 'Certificat de signature du fournisseur d’identité',
  'ssoSettings.samlIdpCertHint':
    'Collez le certificat avec lequel il signe, de -----BEGIN CERTIFICATE----- à -----END CERTIFICATE-----.',
  'ssoSettings.samlIdpMetadata': 'Ou collez les métadonnées du fournisseur d’identité (facultatif)',
  'ssoSettings.samlIdpMetadataHint':
    'Le XML de son adresse de métadonnées. Crowdeck y lit les champs ci-dessus laissés vides.',
  'ssoSettings.required':
    'Exiger l’authentification unique pour les adresses des domaines vérifiés',
  'ssoSettings.requiredHint':
    'Ces personnes ne pourront plus se connecter, s’inscrire ni réinitialiser un mot de passe avec un mot de passe.',
  'ssoSettings.save': 'Enregistrer le fournisseur',
  'ssoSettings.saving': 'Enregistrement…',
  'ssoSettings.saved': 'Réglages d’authentification unique enregistrés.',
  'ssoSettings.domainsTitle': 'Domaines e-mail',
  'ssoSettings.domainsIntro':
    'Les personnes dont l’adresse est sur un domaine vérifié se connectent par votre fournisseur. Pour vérifier un domaine, publiez cet enregistrement TXT dans son DNS, puis cliquez sur Vérifier.',
  'ssoSettings.domain': 'Domaine',
  'ssoSettings.claim': 'Ajouter le domaine',
  'ssoSettings.claiming': 'Ajout…',
  'ssoSettings.noDomains': 'Aucun domaine pour l’instant.',
  'ssoSettings.verified': 'Vérifié',
  'ssoSettings.pending': 'En attente de l’enregistrement TXT',
  'ssoSettings.txtRecord': 'Enregistrement TXT',
  'ssoSettings.verify': 'Vérifier {{domain}}',
  'ssoSettings.verifying': 'Vérification…',
  'ssoSettings.verifiedToast': '{{domain}} est vérifié.',
  'ssoSettings.remove': 'Retirer {{domain}}',
  'ssoSettings.removed': '{{domain}} a été retiré.',
};
