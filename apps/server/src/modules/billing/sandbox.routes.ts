import {
  ZCheckoutIdSchema,
  API_PATHS,
  ZSandboxCheckoutSchema,
  ZSandboxOutcomeRequestSchema,
  ZSandboxOutcomeResponseSchema,
  ZSubscriptionSchema,
} from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth } from '../../http/authenticate';
import { authedRoute } from '../../http/openapi-schema';
import { BILLING_ERROR_RESPONSES, type TBillingRouteDeps } from './billing-deps';

const errors = BILLING_ERROR_RESPONSES;
const ZCheckoutParamsSchema = z.object({ checkoutId: ZCheckoutIdSchema });

/** The built-in sandbox checkout (test mode) and its test clock; owner only. */
export function registerSandboxRoutes(app: FastifyInstance, deps: TBillingRouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = authedRoute(deps.authenticate, ['billing (sandbox)'], errors);

  api.get(
    `${API_PATHS.checkoutSandbox}:checkoutId/`,
    route('A sandbox checkout: plan, price and status for the test-mode checkout page', {
      params: ZCheckoutParamsSchema,
      response: { 200: ZSandboxCheckoutSchema },
    }),
    async (request) => deps.sandbox.details(getAuth(request).user, request.params.checkoutId),
  );

  api.post(
    `${API_PATHS.checkoutSandbox}:checkoutId/`,
    route('Pay, cancel or decline a sandbox checkout; answers where the browser goes next', {
      params: ZCheckoutParamsSchema,
      body: ZSandboxOutcomeRequestSchema,
      response: { 200: ZSandboxOutcomeResponseSchema },
    }),
    async (request) =>
      deps.sandbox.choose(
        getAuth(request).user.id,
        request.params.checkoutId,
        request.body.outcome,
      ),
  );

  api.post(
    API_PATHS.checkoutSandboxEndPeriod,
    route("Test clock: end the caller's sandbox period now and run the expiry job once", {
      response: { 200: ZSubscriptionSchema },
    }),
    async (request) => deps.sandbox.endPeriod(getAuth(request).user.id),
  );
}
