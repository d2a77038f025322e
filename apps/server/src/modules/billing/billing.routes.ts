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
import { BEARER_SECURITY } from '../../http/openapi-schema';
import { BILLING_ERROR_RESPONSES, type TBillingRouteDeps } from './billing-deps';

const security = BEARER_SECURITY;

/** Checkout, subscription and stop-renew calls of the signed-in user. */
export function registerBillingRoutes(app: FastifyInstance, deps: TBillingRouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = deps.authenticate;

  api.post(
    API_PATHS.checkoutCreate,
    {
      preHandler,
      schema: {
        tags: ['billing'],
        security,
        summary: "Start a checkout for a paid plan; answers the provider's checkout page address",
        body: ZCheckoutCreateRequestSchema,
        response: { 201: ZCheckoutCreateResponseSchema, ...BILLING_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { user } = getAuth(request);
      const created = await deps.billing.createCheckout(user, request.body.plan);
      return reply.status(201).send(created);
    },
  );

  api.post(
    API_PATHS.checkoutRequest,
    {
      preHandler,
      schema: {
        tags: ['billing'],
        security,
        summary: 'Confirm a checkout when the presenter returns from it: its status and the plan',
        body: ZCheckoutRequestRequestSchema,
        response: { 200: ZCheckoutRequestResponseSchema, ...BILLING_ERROR_RESPONSES },
      },
    },
    async (request) =>
      deps.billing.requestCheckout(getAuth(request).user.id, request.body.checkoutId),
  );

  api.get(
    API_PATHS.usersSubscription,
    {
      preHandler,
      schema: {
        tags: ['billing'],
        security,
        summary: "The user's plan, paid period, renewal and payment state",
        response: { 200: ZSubscriptionSchema, ...BILLING_ERROR_RESPONSES },
      },
    },
    async (request) => deps.billing.subscriptionOf(getAuth(request).user.id),
  );

  api.post(
    API_PATHS.usersStopRenew,
    {
      preHandler,
      schema: {
        tags: ['billing'],
        security,
        summary: 'Stop renewal: the plan stays until its period ends, then becomes Free',
        response: { 200: ZSubscriptionSchema, ...BILLING_ERROR_RESPONSES },
      },
    },
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
