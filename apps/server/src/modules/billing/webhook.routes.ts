import { API_ERROR_CODES, API_PATHS, ZApiErrorSchema, ZOkResponseSchema } from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import type { TBillingEffects } from './billing-effects';
import type { TBillingService } from './billing.service';
import { WebhookError, type TPaymentProvider } from './payment-provider';

/**
 * Stripe's webhook. The signature covers the exact bytes sent, so this route (and only this
 * route, in its own plugin scope) reads the JSON body as a raw Buffer.
 */
export async function registerWebhookRoutes(
  app: FastifyInstance,
  deps: { provider: TPaymentProvider; effects: TBillingEffects; billing: TBillingService },
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      API_PATHS.checkoutWebhookStripe,
      {
        schema: {
          tags: ['billing'],
          summary: "Stripe's webhook (Stripe-Signature over the raw body); each event applies once",
          response: { 200: ZOkResponseSchema, 400: ZApiErrorSchema, 404: ZApiErrorSchema },
        },
      },
      async (request) => {
        const header = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let event;
        try {
          event = await deps.provider.parseWebhook(
            body,
            typeof header === 'string' ? header : undefined,
          );
        } catch (error) {
          if (!(error instanceof WebhookError)) throw error;
          request.log.warn({ reason: error.message }, 'webhook refused');
          throw new ApiError(
            400,
            API_ERROR_CODES.invalidInput,
            'The webhook signature is not valid.',
          );
        }
        const effect = await deps.effects.apply(deps.provider.name, event);
        await deps.billing.afterEffect(effect);
        request.log.info(
          { event: event.eventId, kind: event.kind, applied: effect.applied },
          'webhook',
        );
        return { ok: true as const };
      },
    );
  });
}
