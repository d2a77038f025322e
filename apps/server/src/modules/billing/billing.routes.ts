import {
  API_PATHS,
  ZCheckoutCreateRequestSchema,
  ZCheckoutCreateResponseSchema,
  ZCheckoutRequestRequestSchema,
  ZCheckoutRequestResponseSchema,
  ZPaymentsStatusSchema,
  ZSubscriptionSchema,
} from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth } from '../../http/authenticate';
import { authedRoute } from '../../http/openapi-schema';
import { BILLING_ERROR_RESPONSES, type TBillingRouteDeps } from './billing-deps';

const errors = BILLING_ERROR_RESPONSES;

/** Checkout, subscription and stop-renew calls of the signed-in user. */
export function registerBillingRoutes(app: FastifyInstance, deps: TBillingRouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = authedRoute(deps.authenticate, ['billing'], errors);

  api.post(
    API_PATHS.checkoutCreate,
    route("Start a checkout for a paid plan; answers the provider's checkout page address", {
      body: ZCheckoutCreateRequestSchema,
      response: { 201: ZCheckoutCreateResponseSchema },
    }),
    async (request, reply) => {
      const { user } = getAuth(request);
      const created = await deps.billing.createCheckout(user, request.body.plan);
      return reply.status(201).send(created);
    },
  );

  api.post(
    API_PATHS.checkoutRequest,
    route('Confirm a checkout when the presenter returns from it: its status and the plan', {
      body: ZCheckoutRequestRequestSchema,
      response: { 200: ZCheckoutRequestResponseSchema },
    }),
    async (request) =>
      deps.billing.requestCheckout(getAuth(request).user.id, request.body.checkoutId),
  );

  api.get(
    API_PATHS.usersSubscription,
    route("The user's plan, paid period, renewal and payment state", {
      response: { 200: ZSubscriptionSchema },
    }),
    async (request) => deps.billing.subscriptionOf(getAuth(request).user.id),
  );

  api.post(
    API_PATHS.usersStopRenew,
    route('Stop renewal: the plan stays until its period ends, then becomes Free', {
      response: { 200: ZSubscriptionSchema },
    }),
    async (request) => deps.billing.stopRenew(getAuth(request).user.id),
  );

  api.get(
    API_PATHS.checkoutPayments,
    {
      schema: {
        tags: ['billing'],
        summary: 'How this server takes payments: stripe, sandbox (test mode) or off',
        response: { 200: ZPaymentsStatusSchema },
      },
    },
    async () => ({ payments: deps.payments }),
  );
}
