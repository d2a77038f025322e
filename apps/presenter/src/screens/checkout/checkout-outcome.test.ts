import { describe, expect, it } from 'vitest';
import {
  CONFIRM_MAX_ATTEMPTS,
  getFailureKind,
  getSuccessView,
  shouldPollCheckout,
} from './checkout-outcome';

describe('getSuccessView', () => {
  it.each([
    ['paid', 1, 'paid'],
    ['open', 1, 'confirming'],
    ['open', CONFIRM_MAX_ATTEMPTS, 'slow'],
  ] as const)(
    'shows the plan once paid and keeps confirming while the provider has not answered (%s, attempt %i)',
    (status, attempt, view) => {
      expect(getSuccessView(status, attempt)).toBe(view);
    },
  );

  it.each(['declined', 'canceled', 'expired'] as const)(
    'says the payment did not go through for any other status (%s)',
    (status) => {
      expect(getSuccessView(status, 1)).toBe('notPaid');
    },
  );
});

describe('shouldPollCheckout', () => {
  it('asks again only while open and only a few times', () => {
    expect(shouldPollCheckout('open', 1)).toBe(true);
    expect(shouldPollCheckout('open', CONFIRM_MAX_ATTEMPTS)).toBe(false);
    expect(shouldPollCheckout('paid', 1)).toBe(false);
    expect(shouldPollCheckout(undefined, 0)).toBe(false);
  });
});

describe('getFailureKind', () => {
  it("trusts the server's status over the address", () => {
    expect(getFailureKind('declined', 'canceled')).toBe('declined');
    expect(getFailureKind('canceled', null)).toBe('canceled');
    expect(getFailureKind('expired', 'declined')).toBe('expired');
    expect(getFailureKind('paid', 'canceled')).toBe('paid');
  });

  it('falls back to the reason while the checkout is open or unknown', () => {
    expect(getFailureKind('open', 'canceled')).toBe('canceled');
    expect(getFailureKind(null, 'declined')).toBe('declined');
    expect(getFailureKind(undefined, 'other')).toBe('unknown');
    expect(getFailureKind('open', null)).toBe('unknown');
  });
});
