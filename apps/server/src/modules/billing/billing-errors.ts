import { API_ERROR_CODES, PLAN_DISPLAY_NAMES, type TPlanId } from '@crowdeck/core';
import { ApiError } from '../../http/api-error';

/** 409: the plan asked for already runs and renews. */
export function alreadySubscribed(plan: TPlanId, renewsAt: Date | null): ApiError {
  const when = renewsAt ? ` It renews on ${renewsAt.toISOString().slice(0, 10)}.` : '';
  return new ApiError(
    409,
    API_ERROR_CODES.conflict,
    `You already have ${PLAN_DISPLAY_NAMES[plan]}.${when}`,
  ).because(
    renewsAt ? 'billing.alreadyOnPlanRenews' : 'billing.alreadyOnPlan',
    renewsAt ? { plan, date: renewsAt.toISOString() } : { plan },
  );
}

/** 409: a Custom plan already includes everything Pro has. */
export function customPlanHeld(): ApiError {
  return new ApiError(
    409,
    API_ERROR_CODES.conflict,
    'Your Custom plan already includes everything in Pro. Contact us to change it.',
  ).because('billing.customIncludesPro');
}

/** 409: stop-renew with nothing that renews. */
export function nothingRenews(): ApiError {
  return new ApiError(
    409,
    API_ERROR_CODES.conflict,
    'Your plan does not renew: nothing to stop.',
  ).because('billing.nothingRenews');
}

/** 409: a checkout that is over (paid, canceled, declined or expired) cannot be used again. */
export function checkoutClosed(status: string): ApiError {
  return new ApiError(
    409,
    API_ERROR_CODES.conflict,
    `This checkout is ${status}. Start a new one from the pricing page.`,
  ).because('billing.checkoutClosed', { status });
}

/** 409: the sandbox test clock needs a running sandbox subscription. */
export function noSandboxPeriod(): ApiError {
  return new ApiError(
    409,
    API_ERROR_CODES.conflict,
    'There is no running sandbox subscription whose period could end.',
  ).because('billing.noSandboxPeriod');
}

/** 502: the payment provider could not be reached or refused the call. */
export function providerUnavailable(): ApiError {
  return new ApiError(
    502,
    API_ERROR_CODES.paymentProviderUnavailable,
    'The payment service could not be reached. Nothing was charged; please try again in a moment.',
  );
}

/** 503: this server takes no payments (production without Stripe and without the sandbox). */
export function paymentsNotConfigured(): ApiError {
  return new ApiError(
    503,
    API_ERROR_CODES.paymentsNotConfigured,
    'Payments are not set up on this server, so plans cannot be bought here. Nothing was charged.',
  );
}
