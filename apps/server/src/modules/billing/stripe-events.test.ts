import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { readStripeEvent } from './stripe-events';

/** A Stripe event of `type` around `object` (only the fields billing reads). */
function event(type: string, object: Record<string, unknown>): Stripe.Event {
  return { id: `evt_${type}`, object: 'event', type, data: { object } } as unknown as Stripe.Event;
}

const subscription = (changes: Record<string, unknown>) => ({
  id: 'sub_1',
  status: 'active',
  cancel_at_period_end: false,
  cancel_at: null,
  items: { data: [{ current_period_start: 1_000, current_period_end: 2_000 }] },
  ...changes,
});

describe('reading Stripe events', () => {
  it('reads an invoice.paid into the paid period of its subscription', () => {
    const paid = readStripeEvent(
      event('invoice.paid', {
        parent: { subscription_details: { subscription: 'sub_1' } },
        lines: { data: [{ period: { start: 2_000, end: 3_000 } }] },
      }),
    );
    expect(paid).toEqual({
      kind: 'renewal.paid',
      eventId: 'evt_invoice.paid',
      subscriptionId: 'sub_1',
      period: { start: new Date(2_000_000), end: new Date(3_000_000) },
    });
  });

  it('ignores an invoice that belongs to no subscription', () => {
    const oneOff = readStripeEvent(event('invoice.paid', { parent: null, lines: { data: [] } }));
    expect(oneOff).toMatchObject({ kind: 'ignored' });
  });

  it('reads renewal and standing from subscription updates', () => {
    const read = (changes: Record<string, unknown>) =>
      readStripeEvent(event('customer.subscription.updated', subscription(changes)));
    expect(read({})).toMatchObject({ renews: true, standing: 'active' });
    expect(read({ cancel_at_period_end: true })).toMatchObject({ renews: false });
    expect(read({ cancel_at: 5_000 })).toMatchObject({ renews: false });
    expect(read({ status: 'past_due' })).toMatchObject({ standing: 'past_due' });
    expect(read({ status: 'unpaid' })).toMatchObject({ standing: 'past_due' });
    expect(read({ status: 'canceled' })).toMatchObject({ standing: 'canceled' });
    expect(read({})).toMatchObject({
      period: { start: new Date(1_000_000), end: new Date(2_000_000) },
    });
  });

  it('reads deletions and failures, and ignores everything else', () => {
    expect(readStripeEvent(event('customer.subscription.deleted', { id: 'sub_1' }))).toMatchObject({
      kind: 'subscription.deleted',
      subscriptionId: 'sub_1',
    });
    const failed = event('invoice.payment_failed', {
      parent: { subscription_details: { subscription: { id: 'sub_2' } } },
    });
    expect(readStripeEvent(failed)).toMatchObject({
      kind: 'renewal.failed',
      subscriptionId: 'sub_2',
    });
    expect(readStripeEvent(event('charge.refunded', { id: 'ch_1' }))).toMatchObject({
      kind: 'ignored',
      type: 'charge.refunded',
    });
  });
});
