/** French contact-form validation texts; core's VALIDATION_MESSAGES win when they name the same code. */
export const frBillingValidation = {
  'validation.company.tooLong': 'Utilisez 200 caractères au maximum.',
  'validation.audienceSize.range': 'Saisissez un nombre entier de personnes, au moins 1.',
  'validation.message.required': 'Dites-nous en quelques mots ce dont vous avez besoin.',
  'validation.message.tooLong': 'Utilisez 2 000 caractères au maximum.',
};

/** French texts of checkout, the sandbox checkout page, the subscription on the account page and Pro features. */
export const frBilling = {
  'pricing.choosePlan': 'Passer à Pro',
  'pricing.choosePlanLabel': 'Choisir l’offre {{plan}} : créez un compte, puis payez',
  'pricing.action.checkout': 'Mettre à niveau',
  'pricing.action.resubscribe': 'Se réabonner',
  'pricing.action.switch': 'Choisir cette offre',
  'pricing.switchNote':
    'Votre offre Pro actuelle cessera d’être renouvelée une fois celle-ci payée.',
  'pricing.endingNote': 'Votre offre va prendre fin. Réabonnez-vous pour conserver Pro.',
  'pricing.openingCheckout': 'Ouverture du paiement…',
  'pricing.openingCheckoutFor': 'Ouverture du paiement pour l’offre {{plan}}…',
  'pricing.checkoutFailed': 'Impossible d’ouvrir la page de paiement. {{reason}}',
  'pricing.alreadyOnPlan': 'Vous avez déjà cette offre. Aucun montant n’a été débité.',
  'pricing.paymentsOff':
    'Pro ne peut pas encore être acheté sur ce serveur : les paiements n’y sont pas configurés. L’offre Gratuite fonctionne normalement. Si vous administrez ce serveur, configurez Stripe pour vendre Pro.',
  'pricing.unavailable': 'Indisponible sur ce serveur',
  'errors.paymentsNotConfigured':
    'Les paiements ne sont pas configurés sur ce serveur : aucune offre ne peut y être achetée. Aucun montant n’a été débité.',
  'register.continueSubtitle':
    'Créez d’abord votre compte ; nous vous emmenons ensuite directement au paiement.',
  'errors.proRequired': 'Cette fonctionnalité fait partie de Pro. Passez à Pro pour l’utiliser.',

  'contact.title': 'Nous contacter pour une offre Sur mesure',
  'contact.lead': 'Parlez-nous de vos événements : nous vous répondrons par e-mail.',
  'contact.name': 'Nom',
  'contact.email': 'E-mail',
  'contact.company': 'Entreprise (facultatif)',
  'contact.audienceSize': 'Taille du public (facultatif)',
  'contact.audienceSizeHint': 'Combien de personnes participent en même temps, environ.',
  'contact.message': 'Message',
  'contact.send': 'Envoyer la demande',
  'contact.sending': 'Envoi…',
  'contact.cancel': 'Annuler',
  'contact.close': 'Fermer',
  'contact.sentTitle': 'Demande envoyée',
  'contact.sentBody': 'Merci ! Notre équipe vous répondra par e-mail sous deux jours ouvrés.',
  'contact.sentToast': 'Votre demande a été envoyée.',

  'sandbox.bannerTitle': 'Mode test — aucun paiement réel',
  'sandbox.bannerText':
    'Ceci est la page de paiement de test intégrée. Aucune carte n’est débitée et rien de ce que vous saisissez ici n’est transmis.',
  'sandbox.title': 'Paiement',
  'sandbox.loadFailed': 'Impossible de charger cette page de paiement. {{reason}}',
  'sandbox.retryLoad': 'Réessayer',
  'sandbox.summaryTitle': 'Commande',
  'sandbox.plan': 'Offre',
  'sandbox.price': 'Prix',
  'sandbox.account': 'Compte',
  'sandbox.cardTitle': 'Carte de test',
  'sandbox.cardNumber': 'Numéro de carte',
  'sandbox.cardExpiry': 'Date d’expiration',
  'sandbox.cardCvc': 'CVC',
  'sandbox.pay': 'Payer {{price}}',
  'sandbox.paying': 'Paiement…',
  'sandbox.working': 'Veuillez patienter…',
  'sandbox.decline': 'Refuser la carte',
  'sandbox.cancel': 'Annuler',
  'sandbox.declineHint':
    '« Refuser la carte » simule une carte refusée par la banque, pour tester ce cas.',
  'sandbox.closed.paid': 'Ce paiement a déjà été effectué.',
  'sandbox.closed.canceled': 'Ce paiement a été annulé. Recommencez depuis la page des tarifs.',
  'sandbox.closed.declined':
    'La carte a été refusée pour ce paiement. Recommencez depuis la page des tarifs.',
  'sandbox.closed.expired': 'Ce paiement a expiré. Recommencez depuis la page des tarifs.',
  'sandbox.closed.open': 'Ce paiement est en cours.',

  'checkoutSuccess.confirmingTitle': 'Confirmation de votre paiement…',
  'checkoutSuccess.confirmingBody':
    'Cela prend généralement quelques secondes. Merci de garder cette page ouverte.',
  'checkoutSuccess.slowTitle': 'Votre paiement est toujours en cours de confirmation',
  'checkoutSuccess.slowBody':
    'Le prestataire de paiement ne l’a pas encore confirmé. Cela peut prendre une minute ; la page de votre compte affichera la nouvelle offre dès qu’il sera confirmé.',
  'checkoutSuccess.checkFailedTitle': 'Impossible de vérifier votre paiement',
  'checkoutSuccess.checkFailedBody':
    '{{reason}} Si vous avez payé, la page de votre compte affichera la nouvelle offre une fois le paiement confirmé.',
  'checkoutSuccess.notPaidBody': 'Ce paiement n’a pas été effectué : aucun montant n’a été débité.',
  'checkoutSuccess.seeWhy': 'Voir ce qui s’est passé',
  'checkoutSuccess.paidRenews':
    'Vous avez maintenant l’offre {{plan}}. Elle sera renouvelée le {{date}}.',
  'checkoutSuccess.paidEnds': 'Vous avez maintenant l’offre {{plan}} jusqu’au {{date}}.',
  'checkoutSuccess.paidNoDate': 'Vous avez maintenant l’offre {{plan}}.',

  'checkoutError.paidTitle': 'Ce paiement a bien été effectué',
  'checkoutError.paidBody': 'Bonne nouvelle : ce paiement a finalement abouti.',
  'checkoutError.seePlan': 'Voir votre offre',
  'checkoutError.tryAgain': 'Réessayer',
  'checkoutError.title.canceled': 'Paiement annulé',
  'checkoutError.body.canceled':
    'Vous avez annulé le paiement : vous n’avez pas été débité. Votre offre n’a pas changé.',
  'checkoutError.title.declined': 'Votre carte a été refusée',
  'checkoutError.body.declined':
    'Votre carte a été refusée : aucun montant n’a été débité. Essayez une autre carte, ou demandez à votre banque pourquoi elle a refusé le paiement.',
  'checkoutError.title.expired': 'Le paiement a expiré',
  'checkoutError.body.expired':
    'La page de paiement est restée ouverte trop longtemps et a expiré. Vous n’avez pas été débité.',
  'checkoutError.title.unknown': 'Paiement non effectué',
  'checkoutError.body.unknown':
    'Le paiement n’a pas abouti et vous n’avez pas été débité. Veuillez réessayer.',

  'subscription.loadFailed': 'Impossible de charger votre abonnement. {{reason}}',
  'subscription.retry': 'Réessayer',
  'subscription.resubscribe': 'Se réabonner',
  'subscription.stopRenew': 'Arrêter le renouvellement',
  'subscription.stopTitle': 'Arrêter le renouvellement ?',
  'subscription.stopBody':
    'Vous conservez l’offre {{plan}} jusqu’au {{date}}. Votre compte passe ensuite à l’offre Gratuite et vous ne serez plus débité.',
  'subscription.stopConfirm': 'Arrêter le renouvellement',
  'subscription.stopped': 'Renouvellement arrêté. Votre offre prend fin le {{date}}.',
  'subscription.working': 'Veuillez patienter…',
  'subscription.testClock': 'Horloge de test : terminer cette période maintenant',
  'subscription.testClockHint':
    'Mode test uniquement : passez directement à la fin de la période payée pour voir ce qui se passe.',
  'subscription.testClockDone': 'La période est terminée. Vous avez maintenant l’offre {{plan}}.',
  'subscription.paymentFailed':
    'Le paiement de votre dernier renouvellement a échoué. Mettez à jour votre carte avant le {{date}} pour conserver votre offre.',
  'subscription.testMode': 'Mode test',
  'subscription.status': 'Statut',
  'subscription.status.free': 'Gratuite',
  'subscription.status.active': 'Active',
  'subscription.status.ending': 'Prend fin',
  'subscription.status.past_due': 'Paiement en retard',
  'subscription.nextRenewal': 'Prochain renouvellement',
  'subscription.endsTitle': 'Fin',
  'subscription.renewsOn': 'Renouvellement le {{date}}',
  'subscription.endsOn': 'Prend fin le {{date}} — passage à l’offre Gratuite',
  'subscription.payment': 'Paiement',
  'subscription.paymentState.none': 'Aucun pour l’instant',
  'subscription.paymentState.paid': 'Payé',
  'subscription.paymentState.pending': 'En attente',
  'subscription.paymentState.failed': 'Échoué',
  'subscription.audienceLimit': 'Limite de participants',
  'subscription.audienceCount': '{{count, number}} personnes simultanément',

  'branding.proBadge': 'Pro',
  'branding.upgrade': 'Passer à Pro',
  'branding.proFontsHint': 'Les polices marquées Pro nécessitent une offre Pro.',
  'branding.fontHiddenOnFree':
    '{{family}} est une police Pro : elle reste enregistrée, mais les diapositives utilisent la police par défaut tant que vous avez l’offre Gratuite.',
  'branding.logo': 'Logo',
  'branding.logoHint':
    'Affiché dans un coin de chaque diapositive et sur l’écran de la salle d’attente.',
  'branding.logoProOnly':
    'Le logo personnalisé est une fonctionnalité Pro. Passez à Pro pour ajouter le vôtre.',
  'branding.logoHiddenOnFree':
    'Votre logo est enregistré, mais masqué tant que vous avez l’offre Gratuite. Passez à Pro pour l’afficher de nouveau.',
  'branding.uploadLogo': 'Importer un logo',
  'branding.removeLogo': 'Retirer le logo',
  'branding.logoAlt': 'Logo de la présentation',
  'branding.logoPreviewAlt': 'Votre logo',
};
