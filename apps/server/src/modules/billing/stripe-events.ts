import type Stripe from 'stripe';
import type { TBillingEvent, TPeriod } from './payment-provider';

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** The current period of a Stripe subscription (kept on its items since API 2025-03-31). */
export function toPeriod(sub: Stripe.Subscription): TPeriod | null {
  const item = sub.items.data[0];
  if (!item) return null;
  return { start: fromUnix(item.current_period_start), end: fromUnix(item.current_period_end) };
}

function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const sub = invoice.parent?.subscription_details?.subscription;
  if (!sub) return null;
  return typeof sub === 'string' ? sub : sub.id;
}

/** The service period an invoice paid for (its subscription line's period). */
function invoicePeriod(invoice: Stripe.Invoice): TPeriod | null {
  const line = invoice.lines.data[0];
  return line ? { start: fromUnix(line.period.start), end: fromUnix(line.period.end) } : null;
}

function standingOf(status: Stripe.Subscription.Status): 'active' | 'past_due' | 'canceled' {
  if (status === 'past_due' || status === 'unpaid') return 'past_due';
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  return 'active';
}

/** Reads the Stripe events billing handles (other than checkout completion) into ours. */
export function readStripeEvent(event: Stripe.Event): TBillingEvent {
  const ignored: TBillingEvent = { kind: 'ignored', eventId: event.id, type: event.type };
  switch (event.type) {
    case 'invoice.paid': {
      const subscriptionId = subscriptionOfInvoice(event.data.object);
      const period = invoicePeriod(event.data.object);
      if (!subscriptionId || !period) return ignored;
      return { kind: 'renewal.paid', eventId: event.id, subscriptionId, period };
    }
    case 'invoice.payment_failed': {
      const subscriptionId = subscriptionOfInvoice(event.data.object);
      if (!subscriptionId) return ignored;
      return { kind: 'renewal.failed', eventId: event.id, subscriptionId };
    }
    case 'customer.subscription.updated': {
      const sub = event.data.object;
      return {
        kind: 'subscription.updated',
        eventId: event.id,
        subscriptionId: sub.id,
        renews: !sub.cancel_at_period_end && !sub.cancel_at,
        standing: standingOf(sub.status),
        period: toPeriod(sub),
      };
    }
    case 'customer.subscription.deleted':
      return {
        kind: 'subscription.deleted',
        eventId: event.id,
        subscriptionId: event.data.object.id,
      };
    default:
      return ignored;
  }
}
