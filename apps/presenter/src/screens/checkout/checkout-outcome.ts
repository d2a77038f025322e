import type { TCheckoutStatus } from '@crowdeck/core';

/** How many times /checkout-success asks again while the provider has not confirmed yet. */
export const CONFIRM_MAX_ATTEMPTS = 8;
/** Pause between those confirmations. */
export const CONFIRM_INTERVAL_MS = 1500;

/** What /checkout-success shows: confirmed, still confirming, confirmation slow, or not paid. */
export type TSuccessView = 'paid' | 'confirming' | 'slow' | 'notPaid';

/** The success page's state after `attempts` answers with `status`. */
export function getSuccessView(status: TCheckoutStatus, attempts: number): TSuccessView {
  if (status === 'paid') return 'paid';
  if (status === 'open') return attempts < CONFIRM_MAX_ATTEMPTS ? 'confirming' : 'slow';
  return 'notPaid';
}

/** Whether the success page should ask the server again. */
export function shouldPollCheckout(status: TCheckoutStatus | undefined, attempts: number): boolean {
  return status === 'open' && attempts < CONFIRM_MAX_ATTEMPTS;
}

/** Why a checkout did not go through, in the words /checkout-error uses. */
export type TFailureKind = 'canceled' | 'declined' | 'expired' | 'paid' | 'unknown';

/**
 * The failure to explain: the server's status wins; while the checkout is still open (or the
 * server could not be asked) the provider's `reason` parameter tells canceled from declined.
 */
export function getFailureKind(
  status: TCheckoutStatus | null | undefined,
  reason: string | null,
): TFailureKind {
  if (status === 'paid' || status === 'canceled' || status === 'declined' || status === 'expired') {
    return status;
  }
  if (reason === 'canceled' || reason === 'declined') return reason;
  return 'unknown';
}

/** The other return page (`/checkout-success` or `/checkout-error`) for the same checkout. */
export function checkoutReturnPath(page: 'success' | 'error', checkoutId: string): string {
  return `/checkout-${page}?checkout_id=${encodeURIComponent(checkoutId)}`;
}
