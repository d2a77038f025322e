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
import { BEARER_SECURITY } from '../../http/openapi-schema';
import { BILLING_ERROR_RESPONSES, type TBillingRouteDeps } from './billing-deps';

const tags = ['billing (sandbox)'];
const security = BEARER_SECURITY;
const ZCheckoutParamsSchema = z.object({ checkoutId: ZCheckoutIdSchema });

/** The built-in sandbox checkout (test mode) and its test clock; owner only. */
export function registerSandboxRoutes(app: FastifyInstance, deps: TBillingRouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = deps.authenticate;

  api.get(
    `${API_PATHS.checkoutSandbox}:checkoutId/`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'A sandbox checkout: plan, price and status for the test-mode checkout page',
        params: ZCheckoutParamsSchema,
        response: { 200: ZSandboxCheckoutSchema, ...BILLING_ERROR_RESPONSES },
      },
    },
    async (request) => deps.sandbox.details(getAuth(request).user, request.params.checkoutId),
  );

  api.post(
    `${API_PATHS.checkoutSandbox}:checkoutId/`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Pay, cancel or decline a sandbox checkout; answers where the browser goes next',
        params: ZCheckoutParamsSchema,
        body: ZSandboxOutcomeRequestSchema,
        response: { 200: ZSandboxOutcomeResponseSchema, ...BILLING_ERROR_RESPONSES },
      },
    },
    async (request) =>
      deps.sandbox.choose(
        getAuth(request).user.id,
        request.params.checkoutId,
        request.body.outcome,
      ),
  );

  api.post(
    API_PATHS.checkoutSandboxEndPeriod,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Test clock: end the caller's sandbox period now and run the expiry job once",
        response: { 200: ZSubscriptionSchema, ...BILLING_ERROR_RESPONSES },
      },
    },
    async (request) => deps.sandbox.endPeriod(getAuth(request).user.id),
  );
}
