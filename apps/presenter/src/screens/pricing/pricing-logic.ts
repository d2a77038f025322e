import type { TPlanId, TPricingTab } from '@crowdeck/core';

export const PRICING_TABS: readonly TPricingTab[] = ['monthly', 'half-yearly'];

/** Index of the tab a key moves to (arrows wrap around, Home and End jump), or null for other keys. */
export function getTabIndexForKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** What a plan card offers: sign up, mark the current plan, or say honestly that buying is not open yet. */
export type TPlanAction = 'getStarted' | 'current' | 'checkoutComing' | 'customComing' | 'none';

export function getPlanAction(
  plan: TPlanId,
  viewer: { signedIn: boolean; currentPlan: TPlanId | null },
): TPlanAction {
  if (!viewer.signedIn) return 'getStarted';
  if (viewer.currentPlan === plan) return 'current';
  if (plan === 'pro-monthly' || plan === 'pro-half-yearly') return 'checkoutComing';
  if (plan === 'custom') return 'customComing';
  return 'none';
}
