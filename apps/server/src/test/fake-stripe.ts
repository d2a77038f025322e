import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stand-in received, with its form body decoded to flat `a[b][c]` keys. */
export interface TStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

/** A Stripe subscription as the stand-in answers it. */
export interface TFakeSubscription {
  id: string;
  customer: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  periodStart: number;
  periodEnd: number;
}

/**
 * A local HTTP server standing in for Stripe's API: it records every request and answers the
 * calls billing makes (Checkout Sessions, subscriptions) with Stripe-shaped JSON. Like Stripe, a
 * repeated Idempotency-Key returns the first answer.
 */
export async function startFakeStripe() {
  const requests: TStripeRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, TFakeSubscription>();
  const byIdempotencyKey = new Map<string, unknown>();
  let counter = 0;
  /** When set, Checkout Session creation is refused as Stripe refuses a bad request. */
  const behaviour = { refuseCheckouts: false };

  const subscriptionJson = (sub: TFakeSubscription) => ({
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    cancel_at: null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id}`,
          object: 'subscription_item',
          current_period_start: sub.periodStart,
          current_period_end: sub.periodEnd,
        },
      ],
    },
  });

  function answer(request: TStripeRequest): [number, unknown] {
    const { method, path, form } = request;
    if (method === 'POST' && path === '/v1/checkout/sessions' && behaviour.refuseCheckouts) {
      return [400, { error: { type: 'invalid_request_error', message: 'Refused for the test' } }];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      counter += 1;
      const id = `cs_test_${counter}`;
      const session = {
        id,
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        metadata: {},
        subscription: null,
        customer: null,
      };
      sessions.set(id, session);
      return [200, session];
    }
    const session = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (method === 'GET' && session?.[1] && sessions.has(session[1])) {
      return [200, sessions.get(session[1])];
    }
    const sub = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    const found = sub?.[1] ? subscriptions.get(sub[1]) : undefined;
    if (found && method === 'GET') return [200, subscriptionJson(found)];
    if (found && method === 'DELETE') {
      if (found.status === 'canceled') {
        return [400, { error: { type: 'invalid_request_error', message: 'Already canceled' } }];
      }
      found.status = 'canceled';
      return [200, subscriptionJson(found)];
    }
    if (found && method === 'POST') {
      if (form.cancel_at_period_end) found.cancelAtPeriodEnd = form.cancel_at_period_end === 'true';
      return [200, subscriptionJson(found)];
    }
    return [
      404,
      {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${path}`,
        },
      },
    ];
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const request = {
        method: req.method ?? 'GET',
        path: url.pathname,
        headers: req.headers,
        form,
      };
      requests.push(request);
      const key = req.headers['idempotency-key'];
      const cacheKey = typeof key === 'string' ? `${request.method} ${request.path} ${key}` : null;
      const [status, body] =
        cacheKey && byIdempotencyKey.has(cacheKey)
          ? [200, byIdempotencyKey.get(cacheKey)]
          : answer(request);
      if (cacheKey && status === 200) byIdempotencyKey.set(cacheKey, body);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    behaviour,
    /** Adds or replaces a subscription the stand-in knows. */
    putSubscription(sub: TFakeSubscription) {
      subscriptions.set(sub.id, sub);
    },
    subscription: (id: string) => subscriptions.get(id),
    /** Changes a Checkout Session (e.g. completed and paid, as after the customer paid). */
    updateSession(id: string, changes: Record<string, unknown>) {
      sessions.set(id, { ...sessions.get(id), ...changes });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TFakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
