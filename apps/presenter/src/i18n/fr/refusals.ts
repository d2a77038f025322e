/**
 * Refusals the server names by `reason` (core's REFUSAL_REASONS), in French; the server's English
 * `message` is used only for a reason this app does not know.
 */
export const frRefusals = {
  'refusal.billing.alreadyOnPlan': 'Vous avez déjà l’offre {{plan}}. Aucun montant n’a été débité.',
  'refusal.billing.alreadyOnPlanRenews':
    'Vous avez déjà l’offre {{plan}}. Elle sera renouvelée le {{date}}. Aucun montant n’a été débité.',
  'refusal.billing.customIncludesPro':
    'Votre offre Sur mesure inclut déjà tout ce que propose Pro. Contactez-nous pour la modifier.',
  'refusal.billing.nothingRenews': 'Votre offre ne se renouvelle pas : il n’y a rien à arrêter.',
  'refusal.billing.checkoutClosed.paid':
    'Ce paiement a déjà été effectué. Recommencez depuis la page des tarifs.',
  'refusal.billing.checkoutClosed.canceled':
    'Ce paiement a été annulé. Recommencez depuis la page des tarifs.',
  'refusal.billing.checkoutClosed.declined':
    'Ce paiement a été refusé. Recommencez depuis la page des tarifs.',
  'refusal.billing.checkoutClosed.expired':
    'Ce paiement a expiré. Recommencez depuis la page des tarifs.',
  'refusal.billing.noSandboxPeriod':
    'Aucun abonnement de test en cours dont la période pourrait prendre fin.',
  'refusal.reports.runActive':
    'Cette session est toujours en cours. Terminez-la avant de supprimer ses résultats.',
  'refusal.remote.pairingGone':
    'Ce code d’association a déjà été utilisé, a expiré ou a été révoqué. Affichez un nouveau code sur l’écran de contrôle et scannez-le de nouveau.',
  'refusal.deck.changedElsewhere':
    'Cette présentation a été modifiée ailleurs. Rechargez-la et réessayez.',
  'refusal.account.lastOwner':
    'Vous êtes le dernier propriétaire de {{organisation}}. Nommez un autre membre propriétaire, ou faites supprimer l’organisation, avant de supprimer votre compte.',
  'errors.paymentProviderUnavailable':
    'Le service de paiement est injoignable. Aucun montant n’a été débité ; réessayez dans un instant.',
  'refusal.embed.tooMany':
    'Une présentation a au plus {{max}} liens d’intégration. Désactivez-en un d’abord.',
};
