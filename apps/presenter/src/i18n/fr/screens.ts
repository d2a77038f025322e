import { frPricing } from './pricing';

/** French texts of the screens (auth, account, home, placeholders). */
export const frScreens = {
  'form.show': 'Afficher',
  'form.hide': 'Masquer',
  'form.showPassword': 'Afficher le mot de passe',
  'form.hidePassword': 'Masquer le mot de passe',

  'register.title': 'Créez votre compte',
  'register.subtitle':
    'Lancez des sondages, des quiz et des nuages de mots en direct en quelques minutes.',
  'register.name': 'Nom',
  'register.email': 'E-mail',
  'register.password': 'Mot de passe',
  'register.passwordHint': '8 à 128 caractères',
  'register.submit': 'Créer le compte',
  'register.submitting': 'Création du compte…',
  'register.haveAccount': 'Vous avez déjà un compte ?',
  'register.signIn': 'Se connecter',
  'register.success': 'Bienvenue sur Crowdeck, {{name}} !',
  'register.seePricing': 'Voir les offres et les tarifs',

  'login.title': 'Connexion à Crowdeck',
  'login.subtitle': 'Bon retour parmi nous.',
  'login.email': 'E-mail',
  'login.password': 'Mot de passe',
  'login.submit': 'Se connecter',
  'login.submitting': 'Connexion…',
  'login.forgot': 'Mot de passe oublié ?',
  'login.noAccount': 'Nouveau sur Crowdeck ?',
  'login.register': 'Créer un compte',
  'login.success': 'Vous êtes connecté. Bonjour, {{name}} !',

  'forgot.title': 'Réinitialiser votre mot de passe',
  'forgot.subtitle':
    'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour définir un nouveau mot de passe.',
  'forgot.email': 'E-mail',
  'forgot.submit': 'Envoyer le lien',
  'forgot.submitting': 'Envoi…',
  'forgot.sentTitle': 'Consultez vos e-mails',
  'forgot.sent':
    'Si un compte existe pour {{email}}, nous avons envoyé un lien pour réinitialiser le mot de passe. Il expire dans 1 heure.',
  'forgot.tryOther': 'Utiliser une autre adresse e-mail',
  'forgot.backToLogin': 'Retour à la connexion',

  'reset.title': 'Choisissez un nouveau mot de passe',
  'reset.subtitle': 'Utilisez 8 à 128 caractères difficiles à deviner.',
  'reset.password': 'Nouveau mot de passe',
  'reset.confirm': 'Confirmez le nouveau mot de passe',
  'reset.passwordHint': '8 à 128 caractères',
  'reset.submit': 'Enregistrer le mot de passe',
  'reset.submitting': 'Enregistrement…',
  'reset.success': 'Mot de passe modifié. Connectez-vous avec votre nouveau mot de passe.',
  'reset.invalidTitle': 'Ce lien ne fonctionne plus',
  'reset.invalid':
    'Le lien de réinitialisation est incomplet, a déjà été utilisé ou a expiré (un lien est valable 1 heure). Demandez-en un nouveau.',
  'reset.requestNew': 'M’envoyer un nouveau lien',
  'reset.backToLogin': 'Retour à la connexion',

  'home.greeting': 'Bonjour, {{name}}',
  'home.greetingNoName': 'Bonjour',
  'home.title': 'Vos présentations',
  'home.emptyTitle': 'Aucune présentation pour l’instant',
  'home.emptyBody':
    'Vos présentations apparaîtront ici. La création et la modification de présentations avec quiz, sondages et nuages de mots arrivent dans la prochaine version de Crowdeck.',
  'home.planLine': 'Vous avez l’offre {{plan}}.',
  'home.seePlans': 'Voir les offres',
  'home.profileError': 'Impossible de charger votre profil.',
  'home.retry': 'Réessayer',

  'account.title': 'Compte',
  'account.profileTitle': 'Profil',
  'account.name': 'Nom',
  'account.email': 'E-mail',
  'account.currentPassword': 'Mot de passe actuel',
  'account.currentPasswordHint': 'Nécessaire pour changer d’adresse e-mail.',
  'account.saveProfile': 'Enregistrer le profil',
  'account.savingProfile': 'Enregistrement…',
  'account.profileSaved': 'Profil enregistré.',
  'account.passwordTitle': 'Mot de passe',
  'account.newPassword': 'Nouveau mot de passe',
  'account.newPasswordHint': '8 à 128 caractères',
  'account.confirmPassword': 'Confirmez le nouveau mot de passe',
  'account.savePassword': 'Changer le mot de passe',
  'account.savingPassword': 'Modification…',
  'account.passwordSaved': 'Mot de passe modifié.',
  'account.planTitle': 'Offre',
  'account.planCurrent': 'Offre actuelle',
  'account.seePricing': 'Comparer les offres',
  'account.memberSince': 'Membre depuis',
  'account.sessionTitle': 'Session',
  'account.logoutHint': 'Déconnectez-vous de Crowdeck sur ce navigateur.',
  'account.logout': 'Se déconnecter',
  'account.loggingOut': 'Déconnexion…',
  'account.languageTitle': 'Langue',
  'account.language': 'Langue de Crowdeck',
  'account.languageBrowser': 'La langue du navigateur',
  'account.languageHint':
    'Crowdeck s’affiche dans cette langue ({{language}}) sur tous les navigateurs où vous vous connectez. Les téléphones utilisent leur propre langue, sauf si une présentation en impose une.',
  'account.languageSaved': 'Langue enregistrée.',

  'presentation.title': 'Éditeur de présentation',
  'presentation.unavailable':
    'L’éditeur de la présentation « {{id}} » n’est pas encore disponible. Il arrivera avec la version des présentations ; d’ici là, il n’y a rien à modifier ici.',
  'placeholder.backHome': 'Retour à vos présentations',

  'checkoutSuccess.title': 'Paiement reçu',
  'checkoutSuccess.body':
    'Merci ! Votre paiement a bien été effectué. Votre nouvelle offre apparaîtra sur la page de votre compte dès que le prestataire de paiement l’aura confirmée, généralement en moins d’une minute.',
  'checkoutSuccess.account': 'Aller à votre compte',
  'checkoutSuccess.home': 'Retour aux présentations',
  'checkoutError.title': 'Paiement non effectué',
  'checkoutError.body':
    'Le paiement a été annulé ou n’a pas abouti, et vous n’avez pas été débité. Vous pouvez réessayer depuis la page des tarifs.',
  'checkoutError.pricing': 'Retour aux tarifs',
  'checkoutError.account': 'Aller à votre compte',

  'notFound.title': 'Page introuvable',
  'notFound.body': 'La page que vous cherchez n’existe pas ou a été déplacée.',
  'notFound.home': 'Aller à la page d’accueil',

  ...frPricing,
};
