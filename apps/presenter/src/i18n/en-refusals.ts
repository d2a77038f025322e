/**
 * Refusals the server names by `reason` (core's REFUSAL_REASONS), worded here so every language
 * has them; the server's English `message` is used only for a reason this app does not know.
 */
export const enRefusals = {
  'refusal.billing.alreadyOnPlan': 'You already have {{plan}}. Nothing was charged.',
  'refusal.billing.alreadyOnPlanRenews':
    'You already have {{plan}}. It renews on {{date}}. Nothing was charged.',
  'refusal.billing.customIncludesPro':
    'Your Custom plan already includes everything in Pro. Contact us to change it.',
  'refusal.billing.nothingRenews': 'Your plan does not renew: nothing to stop.',
  'refusal.billing.checkoutClosed.paid':
    'This checkout is already paid. Start a new one from the pricing page.',
  'refusal.billing.checkoutClosed.canceled':
    'This checkout was canceled. Start a new one from the pricing page.',
  'refusal.billing.checkoutClosed.declined':
    'The payment of this checkout was declined. Start a new one from the pricing page.',
  'refusal.billing.checkoutClosed.expired':
    'This checkout has expired. Start a new one from the pricing page.',
  'refusal.billing.noSandboxPeriod':
    'There is no running sandbox subscription whose period could end.',
  'refusal.reports.runActive': 'This session is still running. End it before deleting its results.',
  'refusal.remote.pairingGone':
    'This pairing code was already used, has expired or was revoked. Show a new code on the control screen and scan it again.',
  'refusal.deck.changedElsewhere': 'This presentation changed elsewhere. Reload it and try again.',
  'refusal.account.lastOwner':
    'You are the last owner of {{organisation}}. Make another member its owner, or have the organisation deleted, before you delete your account.',
  'errors.paymentProviderUnavailable':
    'The payment service could not be reached. Nothing was charged; try again in a moment.',
  'refusal.embed.tooMany': 'A presentation has at most {{max}} embed links. Turn one off first.',
};
